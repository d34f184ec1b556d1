import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  /** gatsbyImageData from gatsby-plugin-image's resolver (its sources and fallback, WebP on this site, and a placeholder). */
  image: IGatsbyImageData;
  alt: string;
  /** Above the fold and likely the largest paint: fetched at once, at high priority. Otherwise lazy. */
  priority?: boolean;
  /** Fill the box that className gives the picture (aspect-video, absolute inset-0) and crop to it. */
  cover?: boolean;
  className?: string;
}

/** A full-width picture's data gives only its aspect ratio (width 1); width and height attributes must be whole pixels. */
export function intrinsicSize(image: Pick<IGatsbyImageData, "layout" | "width" | "height">): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: Math.round(image.width), height: Math.round(image.height) };
  const REFERENCE_WIDTH = 1000;
  return { width: REFERENCE_WIDTH, height: Math.round((REFERENCE_WIDTH * image.height) / image.width) };
}

/**
 * Renders gatsbyImageData as a plain <picture>, on the server and in the browser alike.
 *
 * Why not GatsbyImage: on every page with an image it loads a react-dom/server chunk after
 * hydration, plus an inline module script and style per page, to fade images in. A <picture> with
 * width and height reserves its box (no layout shift), lets the browser pick the right size (and
 * format, where a query asks for more than the site's WebP), and needs no JavaScript. The
 * placeholder (a blurred copy, or the dominant colour that list cards query because their count
 * grows with the content) is the picture's background until the image paints over it, so it suits
 * opaque images (all of this site's are); query a picture with
 * transparency with `placeholder: NONE`.
 */
export default function Picture({ image, alt, priority = false, cover = false, className = "" }: PictureProps) {
  const { layout, images, backgroundColor, placeholder } = image;
  const { width, height } = intrinsicSize(image);
  const style: React.CSSProperties = {};
  if (backgroundColor) style.backgroundColor = backgroundColor;
  if (placeholder?.fallback) {
    style.backgroundImage = `url("${placeholder.fallback}")`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  // A constrained image never grows past its own width; a full-width one fills its column.
  if (layout === "constrained" && !cover) style.maxWidth = image.width;
  const imgClass = cover ? "h-full w-full object-cover" : layout === "fixed" ? "" : "h-auto w-full";
  // React 18 does not know fetchPriority; the lowercase attribute passes through as written.
  const fetchPriority = priority ? { fetchpriority: "high" } : {};

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
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={imgClass || undefined}
        {...fetchPriority}
      />
    </picture>
  );
}
