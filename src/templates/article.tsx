import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Picture from "../components/ui/picture";
import Seo, { ogImage } from "../components/seo";
import ArticleCard from "../components/sections/article-card";
import ArticleView from "../components/sections/article-view";
import { CtaSection, NewsletterBand } from "../components/sections/deferred-sections";
import Container from "../components/ui/container";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/language/i18n";
import { getBlock } from "../lib/content/page-blocks";

type Context = LangContext & { slug: string };

export default function ArticleTemplate({ data }: PageProps<Queries.ArticlePageQuery, Context>) {
  const article = data.article!;
  const page = data.pageContent!;
  const image = article.image.childImageSharp?.gatsbyImageData;

  return (
    <>
      <ArticleView
        article={article}
        back={getBlock(page.blocks, "back")}
        picture={image && <Picture image={image} alt={article.imageAlt} priority className="rounded-2xl shadow-xl" />}
      />
      <section aria-labelledby="related-heading" className="bg-secondary-50 py-16">
        <Container>
          <h2 id="related-heading" className="text-3xl font-bold tracking-tight text-secondary-950">
            {getBlock(page.blocks, "related").heading}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {article.related.map((r) => (
              <li key={r.slug} className="flex">
                <ArticleCard article={r} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <NewsletterBand />
      <CtaSection block={getBlock(page.blocks, "cta")} />
    </>
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, Context> = ({ data, location, pageContext }) => {
  const messages = useMessages(pageContext.lang);
  const article = data.article!;
  const og = article.image.childImageSharp?.og;
  return (
    <Seo
      page={{ location, pageContext }}
      title={article.title}
      description={article.excerpt}
      within={{ name: messages.breadcrumbs.insights, path: "/insights/" }}
      type="article"
      image={ogImage(og, article.imageAlt)}
      jsonLd={[
        {
          type: "Article",
          title: article.title,
          description: article.excerpt,
          date: article.isoDate,
          author: article.author,
          image: og?.src ?? null,
        },
      ]}
    >
      <meta property="article:published_time" content={article.isoDate} />
      <meta property="article:author" content={article.author} />
      {/* Each tag as the article's language names it (the tag itself in English). */}
      {article.tagLinks.map((t) => (
        <meta key={t.path} property="article:tag" content={t.name} />
      ))}
    </Seo>
  );
};

export const query = graphql`
  query ArticlePage($slug: String!, $lang: String!) {
    article(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ArticleCard
      body {
        heading
        paragraphs
        bullets
      }
      image {
        childImageSharp {
          ...OgImage
        }
      }
      related {
        ...ArticleCard
      }
    }
    pageContent(slug: { eq: "article" }, lang: { eq: $lang }) {
      ...PageBlocks
    }
  }
`;
