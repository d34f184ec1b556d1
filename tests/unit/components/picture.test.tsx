import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture, { intrinsicSize } from "../../../src/components/ui/picture";

// The shape gatsby-plugin-sharp resolves for `gatsbyImageData(width: 720, placeholder: BLURRED)`.
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  backgroundColor: "#283848",
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: { src: "/static/a/720.jpg", srcSet: "/static/a/360.jpg 360w,/static/a/720.jpg 720w", sizes: "(min-width: 720px) 720px, 100vw" },
    sources: [
      { srcSet: "/static/a/360.avif 360w,/static/a/720.avif 720w", type: "image/avif", sizes: "(min-width: 720px) 720px, 100vw" },
      { srcSet: "/static/a/360.webp 360w,/static/a/720.webp 720w", type: "image/webp", sizes: "(min-width: 720px) 720px, 100vw" },
    ],
  },
};

const pictureOf = (img: HTMLElement) => img.closest("picture") as HTMLElement;

describe("Picture", () => {
  it("offers AVIF, then WebP, then the fallback, each at every built width", () => {
    const { container } = render(<Picture image={constrained} alt="A workshop" />);
    const sources = container.querySelectorAll("picture > source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/static/a/360.avif 360w,/static/a/720.avif 720w");
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 720px) 720px, 100vw");
    const img = screen.getByRole("img", { name: "A workshop" });
    expect(img).toHaveAttribute("src", "/static/a/720.jpg");
    expect(img).toHaveAttribute("srcset", "/static/a/360.jpg 360w,/static/a/720.jpg 720w");
  });

  it("reserves its box with width and height, so nothing shifts when it loads", () => {
    render(<Picture image={constrained} alt="A workshop" />);
    const img = screen.getByRole("img", { name: "A workshop" });
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "480");
    expect(img).toHaveClass("h-auto", "w-full");
    expect(pictureOf(img).style.maxWidth).toBe("720px");
  });

  it("is lazy by default and fetched at once, at high priority, when it is the page's first picture", () => {
    const { rerender } = render(<Picture image={constrained} alt="A workshop" />);
    let img = screen.getByRole("img", { name: "A workshop" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    rerender(<Picture image={constrained} alt="A workshop" priority />);
    img = screen.getByRole("img", { name: "A workshop" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("decoding", "async");
  });

  it("shows the blurred placeholder over the dominant colour until the image paints", () => {
    render(<Picture image={constrained} alt="A workshop" />);
    const picture = pictureOf(screen.getByRole("img", { name: "A workshop" }));
    expect(picture.style.backgroundImage).toMatch(/^url\("?data:image\/jpeg;base64,AAAA"?\)$/);
    expect(picture.style.backgroundColor).toBe("rgb(40, 56, 72)");
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
    expect(pictureOf(img).getAttribute("style")).toBeNull();
  });

  it("gives a full-width picture whole-pixel width and height in its aspect ratio", () => {
    // gatsby-plugin-sharp resolves FULL_WIDTH data as width 1 and height 1 / aspect ratio.
    const fullWidth: IGatsbyImageData = { layout: "fullWidth", width: 1, height: 0.5625, images: { fallback: { src: "/static/c/1920.jpg" } } };
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1000, height: 563 });
    render(<Picture image={fullWidth} alt="" cover className="absolute inset-0" />);
    const img = screen.getByRole("presentation");
    expect(img).toHaveAttribute("width", "1000");
    expect(img).toHaveAttribute("height", "563");
    expect(intrinsicSize(constrained)).toEqual({ width: 720, height: 480 });
  });
});
