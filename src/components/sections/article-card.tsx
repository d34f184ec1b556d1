import * as React from "react";
import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import { MESSAGES } from "../../lib/messages";
import { articlePath } from "../../lib/slug";
import Card from "../ui/card";

// Dates are formatted at build time (en-US, short month), never in the browser.
export const query = graphql`
  fragment ArticleCard on Article {
    slug
    title
    excerpt
    date(formatString: "MMM D, YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    author
    readingMinutes
    tags
    tagLinks {
      name
      path
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, breakpoints: [400, 800])
      }
    }
  }
`;

export interface ArticleCardData {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly date: string;
  readonly isoDate: string;
  readonly author: string;
  readonly readingMinutes: number;
  readonly tags: readonly string[];
  readonly tagLinks: readonly { readonly name: string; readonly path: string }[];
  readonly imageAlt: string;
  readonly image: { readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface ArticleCardProps {
  article: ArticleCardData;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}

/** An article teaser: image, tags (each a link to its tag page), title, excerpt, date and author. */
export default function ArticleCard({ article: a, headingLevel: H = "h2", eager = false }: ArticleCardProps) {
  const image = a.image?.childImageSharp?.gatsbyImageData;
  return (
    <Card as="article" variant="elevated" interactive className="flex flex-col overflow-hidden">
      {image && <Picture image={image} alt={a.imageAlt} priority={eager} cover className="aspect-video" />}
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2">
          {a.tagLinks.map((t) => (
            <li key={t.path}>
              <Link to={t.path} className="inline-block rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800 hover:bg-accent-100">
                {t.name}
              </Link>
            </li>
          ))}
        </ul>
        <H className="mt-4 text-xl font-semibold text-secondary-950">
          <Link to={articlePath(a.slug)} className="hover:text-accent-700">
            {a.title}
          </Link>
        </H>
        <p className="mt-3 flex-1 text-secondary-700">{a.excerpt}</p>
        <p className="mt-5 text-sm text-secondary-600">
          <time dateTime={a.isoDate}>{a.date}</time>
          <span aria-hidden="true"> · </span>
          {MESSAGES.insights.by} {a.author}
          <span aria-hidden="true"> · </span>
          {MESSAGES.insights.minutes(a.readingMinutes)}
        </p>
      </div>
    </Card>
  );
}
