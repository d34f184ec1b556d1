import * as React from "react";
import type { Block } from "../../lib/content/page-blocks";
import type { Content, Queried } from "../../lib/content/schema";
import TagLinks from "../ui/tag-links";
import Container from "../ui/container";
import { ArticleByline } from "./article-card";
import DetailHero from "./detail-hero";

/** The article's fields, with its date and tags as the page shows them. */
export type ArticleViewData = Queried<Pick<Content["articles"][number], "title" | "excerpt" | "author" | "readingMinutes" | "body">> & {
  readonly isoDate: string;
  readonly date: string;
  readonly tagLinks: readonly { readonly name: string; readonly path: string }[];
};

/**
 * An Insights article as its page shows it: the hero, the picture and the body. Shared by the article
 * page and the CMS's preview (src/cms/), which passes the picture an editor has just chosen.
 */
export default function ArticleView({ article, back, picture }: { article: ArticleViewData; back: Block; picture: React.ReactNode }) {
  return (
    <article>
      <DetailHero back={back} as="header" narrow>
        <TagLinks tags={article.tagLinks} tone="dark" className="mt-6" />
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-lg text-secondary-200">{article.excerpt}</p>
        <ArticleByline article={article} className="mt-6 text-secondary-300" />
      </DetailHero>
      <Container className="max-w-4xl py-12">
        {picture}
        <div className="mx-auto mt-12 max-w-3xl space-y-10 text-lg leading-relaxed text-secondary-800">
          {article.body.map((section, i) => (
            // An index key as well: two sections may share a heading while an editor writes.
            <section key={`${i}-${section.heading}`}>
              <h2 className="text-2xl font-bold tracking-tight text-secondary-950">{section.heading}</h2>
              {section.paragraphs.map((p, j) => (
                <p key={`${j}-${p}`} className="mt-4">
                  {p}
                </p>
              ))}
              {section.bullets && section.bullets.length > 0 && (
                <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-primary-600">
                  {section.bullets.map((b, j) => (
                    <li key={`${j}-${b}`}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
