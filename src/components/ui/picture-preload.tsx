import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Server render only: gatsby-ssr.tsx preloads what picture.tsx records here. */
export const PreloadRecorder = React.createContext<((image: IGatsbyImageData) => void) | null>(null);

/**
 * The same candidates and sizes the <img> chooses from (the first <source>, else the fallback). Its type goes
 * with it, so a browser without that format skips the preload and its <img> picks another.
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
