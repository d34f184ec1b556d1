import * as React from "react";
import TagLinks from "../ui/tag-links";
import { graphql } from "gatsby";
import { Link } from "../ui/local-link";
import Picture from "../ui/picture";
import { useMessages } from "../../hooks/use-lang";
import { articlePath } from "../../lib/routing/slug";
import Card from "../ui/card";

// Dates are formatted at build time in the article's language (gatsby/content/graphql-schema.ts), never in the browser.
/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment ArticleCard on Article {
    slug
    title
    excerpt
    date: displayDate
    isoDate: date(formatString: "YYYY-MM-DD")
    author: byline
    readingMinutes
    tags
    tagLinks {
      name
      path
    }
    imageAlt
    image {
      childImageSharp {
        # The article page's picture too (templates/article.tsx), which a card, at most about 400 px wide,
        # shows at its own sizes: a build encodes each picture once, and a card opened on a phone leaves it cached.
        # 736: a 412 px phone's width at 1.75 device pixels (721), the card's and the page's picture there.
        gatsbyImageData(width: 896, placeholder: DOMINANT_COLOR, breakpoints: [448, 736, 896, 1344])
      }
    }
  }
`;

export type ArticleCardData = Queries.ArticleCardFragment;

interface ArticleCardProps {
  article: ArticleCardData;
  headingLevel?: "h2" | "h3";
  /** Picture's priority: the first card of a listing. */
  priority?: boolean;
  /** Picture's eager: the first row on wide screens. */
  eager?: boolean;
}

/** '12 May 2025 · By … · 6 min read' */
export function ArticleByline({
  article,
  className,
}: {
  article: { readonly isoDate: string; readonly date: string; readonly author: string; readonly readingMinutes: number };
  className: string;
}) {
  const messages = useMessages();
  return (
    <p className={className}>
      <time dateTime={article.isoDate}>{article.date}</time>
      <span aria-hidden="true"> · </span>
      {messages.insights.by} {article.author}
      <span aria-hidden="true"> · </span>
      {messages.insights.minutes(article.readingMinutes)}
    </p>
  );
}

export default function ArticleCard({ article: a, headingLevel: H = "h2", priority = false, eager = false }: ArticleCardProps) {
  const image = a.image?.childImageSharp?.gatsbyImageData;
  return (
    <Card as="article" variant="elevated" interactive className="flex flex-col overflow-hidden">
      {image && (
        <Picture image={image} sizes="(min-width: 768px) 400px, 100vw" alt={a.imageAlt} priority={priority} eager={eager} cover className="aspect-video" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <TagLinks tags={a.tagLinks} tone="light" />
        <H className="mt-4 text-xl font-semibold text-secondary-950">
          <Link to={articlePath(a.slug)} className="hover:text-accent-700">
            {a.title}
          </Link>
        </H>
        <p className="mt-3 flex-1 text-secondary-700">{a.excerpt}</p>
        <ArticleByline article={a} className="mt-5 text-sm text-secondary-600" />
      </div>
    </Card>
  );
}
