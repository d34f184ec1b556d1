import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PreloadRecorder } from "./picture-preload";
import { PRIORITY_PICTURE } from "../../../plugins/gatsby-plugin-fast-start/browser";

interface PictureProps {
  /** gatsbyImageData from gatsby-plugin-image's resolver (its sources and fallback, WebP on this site, and a placeholder). */
  image: IGatsbyImageData;
  alt: string;
  /**
   * The page's likely largest paint, one a page: preloaded from the page's <head>, fetched at high
   * priority and decoded with the first paint that shows it.
   */
  priority?: boolean;
  /**
   * Above the fold on some screens: fetched at once, at the priority the browser gives it once it
   * knows where the picture is (high in view, low below). Otherwise, and unless priority, lazy.
   */
  eager?: boolean;
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
export default function Picture({ image, alt, priority = false, eager = false, cover = false, className = "" }: PictureProps) {
  const { layout, images, backgroundColor, placeholder } = image;
  // The server render records the picture for the page's <head> (picture-preload.tsx).
  const recordPreload = React.useContext(PreloadRecorder);
  if (priority) recordPreload?.(image);
  const { width, height } = intrinsicSize(image);
  const style: React.CSSProperties = {};
  if (backgroundColor) style.backgroundColor = backgroundColor;
  // A priority picture arrives with the first paint, so its blurred copy would never be seen: it is
  // left out, and with it a data: image that Lighthouse's model counts as a request beside the picture.
  if (placeholder?.fallback && !priority) {
    style.backgroundImage = `url("${placeholder.fallback}")`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  // A constrained image never grows past its own width; a full-width one fills its column. The
  // picture reserves its own box (a cover picture's className gives it one), so that the box stays
  // while its <img> is not displayed: the start-up loader holds lazy pictures back until the
  // largest paint is on screen (the plugin's PRIORITY_PICTURE).
  if (!cover && layout === "fixed") Object.assign(style, { width: image.width, height: image.height });
  else if (!cover) style.aspectRatio = `${image.width} / ${image.height}`;
  if (layout === "constrained" && !cover) style.maxWidth = image.width;
  const imgClass = cover ? "h-full w-full object-cover" : layout === "fixed" ? "" : "h-auto w-full";
  // A priority picture is fetched first and painted with the text around it rather than a frame
  // later (decoding sync); the plugin's marks let the start-up scripts wait for its paint.
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
