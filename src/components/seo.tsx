/**
 * Seo: what every page's Head export renders (title, description, canonical, social cards,
 * structured data), drawn by SeoTags in seo-tags.tsx.
 *
 * The server writes every page's head into its HTML. The browser renders a Head again only to
 * replace those tags when Gatsby moves to another page without a page load, so SeoTags (and the
 * structured data it builds) is a chunk of its own there, loaded after the page has hydrated
 * instead of with its start-up scripts. Gatsby renders the Head in a React root of its own, outside
 * any Suspense boundary: while the chunk loads, that render commits nothing, so the server's tags
 * stay in place (private behaviour of Gatsby and React, in the register of
 * plugins/gatsby-plugin-fast-start/README.md). The server render, which has the tags at hand, draws
 * them at once (`SeoTagsProvider`).
 */
import * as React from "react";
import { graphql } from "gatsby";
import type { LangContext } from "../lib/language/i18n";
import type { SeoImage, SeoProps } from "./seo-tags";

export type { SeoImage, SeoProps };

/**
 * The Open Graph size of a picture (1200 x 630 JPEG), read by ogImage(): one fragment for every page that has one.
 * @public Gatsby extracts this fragment from the source; no module imports it.
 */
export const query = graphql`
  fragment OgImage on ImageSharp {
    og: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
      src
      width
      height
    }
  }
`;

/** A page's own Open Graph picture from the OgImage fragment, or null to fall back to the site image. */
export function ogImage(resized: { src: string | null; width: number | null; height: number | null } | null | undefined, alt: string): SeoImage | null {
  if (!resized?.src || !resized.width || !resized.height) return null;
  return { src: resized.src, width: resized.width, height: resized.height, alt };
}

const SeoTagsContext = React.createContext<React.ComponentType<SeoProps>>(React.lazy(() => import(/* webpackChunkName: "seo-tags" */ "./seo-tags")));

/** Draws the tags inside with `tags`, without loading them: for the server render (gatsby-ssr.tsx) and tests. */
export function SeoTagsProvider({ tags, children }: { tags: React.ComponentType<SeoProps>; children: React.ReactNode }) {
  return <SeoTagsContext.Provider value={tags}>{children}</SeoTagsContext.Provider>;
}

/** Everything a page puts in <head>: title, description, canonical, social cards and structured data. */
export default function Seo(props: SeoProps) {
  const SeoTags = React.useContext(SeoTagsContext);
  return <SeoTags {...props} />;
}

type Resized = Parameters<typeof ogImage>[0];
interface PageCopyHeadProps {
  data: { pageContent: { title: string; description: string; imageAlt?: string | null; image?: { childImageSharp: { og?: Resized } | null } | null } | null };
  location: { pathname: string };
  pageContext: LangContext;
  /** The page's structured data beyond the organisation, as Seo takes it. */
  jsonLd?: SeoProps["jsonLd"];
  noindex?: boolean;
}

/**
 * The head of a page whose title and description are its copy in content/pages.{lang}.json, at its
 * own path, with the copy's picture as its Open Graph image when the query asks for one (OgImage).
 */
export function PageCopyHead({ data, location, pageContext, jsonLd, noindex }: PageCopyHeadProps) {
  const page = data.pageContent!;
  return (
    <Seo
      page={{ location, pageContext }}
      title={page.title}
      description={page.description}
      image={ogImage(page.image?.childImageSharp?.og, page.imageAlt ?? "")}
      jsonLd={jsonLd}
      noindex={noindex}
    />
  );
}
