import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture, { intrinsicSize } from "../../../src/components/ui/picture";
import { PreloadRecorder, preloadLink } from "../../../src/components/ui/picture-preload";
import { serverPage } from "../support/server-render";

// The shape gatsby-plugin-sharp resolves for `gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR)`.
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  backgroundColor: "#283848",
  images: {
    fallback: { src: "/static/a/720.jpg", srcSet: "/static/a/360.jpg 360w,/static/a/720.jpg 720w", sizes: "(min-width: 720px) 720px, 100vw" },
    sources: [
      { srcSet: "/static/a/360.avif 360w,/static/a/720.avif 720w", type: "image/avif", sizes: "(min-width: 720px) 720px, 100vw" },
      { srcSet: "/static/a/360.webp 360w,/static/a/720.webp 720w", type: "image/webp", sizes: "(min-width: 720px) 720px, 100vw" },
    ],
  },
};

const pictureOf = (img: HTMLElement) => img.closest("picture") as HTMLElement;

it("offers AVIF, WebP, then the fallback at every built width, lazily, in a box of its size and dominant colour, without a blurred copy", () => {
  const blurred: IGatsbyImageData = { ...constrained, placeholder: { fallback: "data:image/jpeg;base64,AAAA" } };
  const { container } = render(<Picture image={blurred} alt="A workshop" />);
  const sources = container.querySelectorAll("picture > source");
  expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]).toHaveAttribute("srcset", "/static/a/360.avif 360w,/static/a/720.avif 720w");
  expect(sources[0]).toHaveAttribute("sizes", "(min-width: 720px) 720px, 100vw");
  const img = screen.getByRole("img", { name: "A workshop" });
  expect(img).toHaveAttribute("src", "/static/a/720.jpg");
  expect(img).toHaveAttribute("srcset", "/static/a/360.jpg 360w,/static/a/720.jpg 720w");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img).toHaveAttribute("decoding", "async");
  expect(img).not.toHaveAttribute("fetchpriority");
  expect(img).not.toHaveAttribute("elementtiming");
  expect(img).toHaveAttribute("width", "720");
  expect(img).toHaveAttribute("height", "480");
  expect(img).toHaveClass("h-auto", "w-full");
  expect(pictureOf(img).style.maxWidth).toBe("720px");
  expect(pictureOf(img).style.backgroundColor).toBe("rgb(40, 56, 72)");
  expect(pictureOf(img).style.backgroundImage).toBe("");
});

it("reserves its own box too, so that it keeps its space while its <img> is held back", () => {
  // As the server writes it: jsdom's style object drops aspect-ratio.
  const style = (element: React.ReactElement) => serverPage(element).querySelector("picture")!.getAttribute("style");
  expect(style(<Picture image={constrained} alt="A workshop" />)).toContain("aspect-ratio:720 / 480");
  // A full-width picture's data is its ratio.
  expect(style(<Picture image={{ ...constrained, layout: "fullWidth", width: 1, height: 0.5625 }} alt="A skyline" />)).toContain("aspect-ratio:1 / 0.5625");
  expect(style(<Picture image={constrained} alt="" cover className="aspect-video" />)).not.toContain("aspect-ratio:");
});

it("fetches a priority picture at once, at high priority, painted with the text, and records it, and no other, for the server to preload", () => {
  const recorded: IGatsbyImageData[] = [];
  render(
    <PreloadRecorder.Provider value={(image) => recorded.push(image)}>
      <Picture image={constrained} alt="A workshop" priority />
      <Picture image={{ ...constrained, width: 360 }} alt="Below the fold" />
    </PreloadRecorder.Provider>,
  );
  const img = screen.getByRole("img", { name: "A workshop" });
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");
  // Decoded for the paint that first shows it, not a frame later; named for the Element Timing API.
  expect(img).toHaveAttribute("decoding", "sync");
  expect(img).toHaveAttribute("elementtiming");
  expect(recorded).toEqual([constrained]);
});

it("preloads the candidates the <img> would choose from: the first source, with its type, at high priority", () => {
  const { container } = render(<>{preloadLink(constrained)}</>);
  const link = container.querySelector("link")!;
  expect(Object.fromEntries(Array.from(link.attributes, (a) => [a.name, a.value]))).toEqual({
    rel: "preload",
    as: "image",
    imagesrcset: "/static/a/360.avif 360w,/static/a/720.avif 720w",
    imagesizes: "(min-width: 720px) 720px, 100vw",
    type: "image/avif",
    fetchpriority: "high",
  });
  // With no <source>, the fallback's candidates, and its src for a browser without imagesrcset.
  const fallbackOnly = { ...constrained, images: { fallback: constrained.images.fallback } };
  const { container: plain } = render(<>{preloadLink(fallbackOnly)}</>);
  expect(plain.querySelector("link")).toHaveAttribute("href", "/static/a/720.jpg");
  expect(plain.querySelector("link")).toHaveAttribute("imagesrcset", "/static/a/360.jpg 360w,/static/a/720.jpg 720w");
  expect(plain.querySelector("link")).not.toHaveAttribute("type");
});

it("chooses among the same images for the width it is shown at, in its <img>, its sources and its preload", () => {
  const recorded: IGatsbyImageData[] = [];
  const { container } = render(
    <PreloadRecorder.Provider value={(image) => recorded.push(image)}>
      <Picture image={constrained} sizes="(min-width: 768px) 400px, 100vw" alt="A card" priority />
    </PreloadRecorder.Provider>,
  );
  const sizes = [...container.querySelectorAll("source, img")].map((el) => el.getAttribute("sizes"));
  expect(sizes).toEqual(Array(3).fill("(min-width: 768px) 400px, 100vw"));
  expect(screen.getByRole("img", { name: "A card" })).toHaveAttribute("srcset", constrained.images.fallback!.srcSet);
  const { container: head } = render(<>{preloadLink(recorded[0]!)}</>);
  expect(head.querySelector("link")).toHaveAttribute("imagesizes", "(min-width: 768px) 400px, 100vw");
});

it("fills and crops to the box its class gives it when asked to cover", () => {
  render(<Picture image={constrained} alt="" cover className="aspect-video rounded-2xl" />);
  const img = screen.getByRole("presentation");
  expect(img).toHaveClass("h-full", "w-full", "object-cover");
  expect(pictureOf(img)).toHaveClass("block", "overflow-hidden", "aspect-video", "rounded-2xl");
  expect(pictureOf(img).style.maxWidth).toBe("");
});

it("keeps a fixed picture at its own size and renders plain data without sources or placeholder", () => {
  const fixed: IGatsbyImageData = { layout: "fixed", width: 64, height: 64, images: { fallback: { src: "/static/b/64.jpg" } } };
  const { container } = render(<Picture image={fixed} alt="Portrait of Layla" className="rounded-full" />);
  const img = screen.getByRole("img", { name: "Portrait of Layla" });
  expect(img).toHaveAttribute("width", "64");
  expect(img).not.toHaveAttribute("class");
  expect(container.querySelectorAll("source")).toHaveLength(0);
  expect(pictureOf(img).getAttribute("style")).toBe("width: 64px; height: 64px;");
});

it("gives a full-width picture whole-pixel width and height in its aspect ratio", () => {
  // gatsby-plugin-sharp resolves FULL_WIDTH data as width 1 and height 1 / aspect ratio.
  const fullWidth: IGatsbyImageData = { layout: "fullWidth", width: 1, height: 0.5625, images: { fallback: { src: "/static/c/1920.jpg" } } };
  expect(intrinsicSize(fullWidth)).toEqual({ width: 1000, height: 563 });
  render(<Picture image={fullWidth} alt="" cover className="absolute inset-0" />);
  expect(screen.getByRole("presentation")).toHaveAttribute("height", "563");
});
