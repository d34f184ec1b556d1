import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Where the server render records a page's priority pictures (picture.tsx), which gatsby-ssr.tsx then
 * preloads from the top of the page's <head>. The browser has no recorder: there the HTML already
 * holds the links.
 */
export const PreloadRecorder = React.createContext<((image: IGatsbyImageData) => void) | null>(null);

/**
 * The <link rel="preload"> that starts a picture's download with the document's first bytes, before
 * the parser reaches the <img>: the same candidates and sizes the <img> chooses from (the first
 * <source>, the format the browser would pick, else the fallback), at the same high priority. A
 * source's type goes with it, so a browser without that format skips the preload and its <img> picks
 * another.
 */
export function preloadLink(image: IGatsbyImageData): React.ReactElement {
  const source = image.images.sources?.[0];
  const candidates = source ?? image.images.fallback;
  return (
    <link
      key={`preload-${candidates?.srcSet ?? image.images.fallback?.src}`}
      rel="preload"
      as="image"
      href={source ? undefined : image.images.fallback?.src}
      imageSrcSet={candidates?.srcSet}
      imageSizes={candidates?.sizes}
      type={source?.type}
      // React 18 does not know fetchPriority; the lowercase attribute passes through as written.
      {...{ fetchpriority: "high" }}
    />
  );
}
