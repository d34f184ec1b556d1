import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PreloadRecorder } from "./picture-preload";
import { PRIORITY_PICTURE } from "../../../plugins/gatsby-plugin-fast-start/browser";

interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** The width the picture is shown at, where it differs from the query's (`sizes`). */
  sizes?: string;
  /** The page's likely largest paint, one a page: preloaded from <head>, high priority, decoded sync. */
  priority?: boolean;
  /** Above the fold on some screens: not lazy, at whatever priority the browser gives it. */
  eager?: boolean;
  /** Fill the box className gives (aspect-video, absolute inset-0) and crop to it. */
  cover?: boolean;
  className?: string;
}

/** Full-width data gives only the aspect ratio (width 1); width and height attributes must be whole pixels. */
export function intrinsicSize(image: Pick<IGatsbyImageData, "layout" | "width" | "height">): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: Math.round(image.width), height: Math.round(image.height) };
  const REFERENCE_WIDTH = 1000;
  return { width: REFERENCE_WIDTH, height: Math.round((REFERENCE_WIDTH * image.height) / image.width) };
}

/** The same images, chosen among for another displayed width. */
const withSizes = ({ images: { fallback, sources }, ...image }: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: { fallback: fallback && { ...fallback, sizes }, sources: sources?.map((source) => ({ ...source, sizes })) },
});

/**
 * gatsbyImageData as a plain <picture>. Not GatsbyImage: it loads a react-dom/server chunk after hydration,
 * plus an inline script and style per page, to fade images in. The placeholder is the picture's dominant colour
 * as its background (`placeholder: DOMINANT_COLOR`), which suits opaque images only: query a transparent one with
 * `placeholder: NONE`. A blurred copy is not drawn: it is about a kilobyte of base64 in both the HTML and the
 * page data, and a decode in the first paint.
 */
export default function Picture({ image: queried, sizes, alt, priority = false, eager = false, cover = false, className = "" }: PictureProps) {
  const image = sizes ? withSizes(queried, sizes) : queried;
  const { layout, images, backgroundColor } = image;
  // For the page's <head> (picture-preload.tsx).
  const recordPreload = React.useContext(PreloadRecorder);
  if (priority) recordPreload?.(image);
  const { width, height } = intrinsicSize(image);
  const style: React.CSSProperties = {};
  if (backgroundColor) style.backgroundColor = backgroundColor;
  // The picture reserves its own box, kept while the start-up loader holds a lazy <img> undisplayed (PICTURE_HOLD).
  if (!cover && layout === "fixed") Object.assign(style, { width: image.width, height: image.height });
  else if (!cover) style.aspectRatio = `${image.width} / ${image.height}`;
  if (layout === "constrained" && !cover) style.maxWidth = image.width;
  const imgClass = cover ? "h-full w-full object-cover" : layout === "fixed" ? "" : "h-auto w-full";
  // The plugin's marks let the start-up scripts wait for its paint.
  const priorityAttributes = priority ? PRIORITY_PICTURE : {};

  return (
    <picture className={`block overflow-hidden ${className}`.trim()} style={style}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        className={imgClass || undefined}
        {...priorityAttributes}
      />
    </picture>
  );
}
