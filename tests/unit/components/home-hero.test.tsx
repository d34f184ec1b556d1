import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import HomeHero, { VIDEO_MIN_WIDTH } from "../../../src/components/sections/home-hero";
import { removeMatchMedia, stubMatchMedia } from "../support/match-media";
import { serverPage } from "../support/server-render";
import { fakeImage } from "./content-fixture";

const REDUCED = "(prefers-reduced-motion: reduce)";
let reducedMotion = false;
let wide = true;

const VIDEO = [
  { src: "/video/hero.webm", type: "video/webm" },
  { src: "/video/hero.mp4", type: "video/mp4" },
];

const hero = (
  <HomeHero
    eyebrow="Dubai consultancy"
    heading="Digital Transformation & AI Integration Experts"
    lead="We help businesses transform digitally."
    poster={fakeImage("/hero-poster.jpg", 1600, 900)}
    posterAlt="Lime and purple light ribbons"
    links={[
      { label: "Our Services", path: "/services" },
      { label: "Contact Us", path: "/contact" },
    ]}
    video={VIDEO}
  />
);

const video = (container: HTMLElement) => container.querySelector("video");
const saveData = (on: boolean) => Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: on } });

beforeEach(() => {
  reducedMotion = false;
  wide = true;
  stubMatchMedia((query) => (reducedMotion && query === REDUCED) || (wide && query === VIDEO_MIN_WIDTH));
});
afterEach(() => {
  removeMatchMedia();
  delete (navigator as Navigator & { connection?: unknown }).connection;
});

it("shows the eyebrow, one h1, the lead, the poster with alt text and the links", () => {
  render(hero);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Digital Transformation & AI Integration Experts");
  expect(screen.getByText("Dubai consultancy")).toBeInTheDocument();
  expect(screen.getByText("We help businesses transform digitally.")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Lime and purple light ribbons" })).toHaveAttribute("src", "/hero-poster.jpg");
  expect(screen.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services/");
  expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
  expect(screen.getByRole("link", { name: "Our Services" })).toHaveClass("bg-primary-400");
  expect(screen.getByRole("link", { name: "Contact Us" })).toHaveClass("border-current");
});

it("adds the muted, looping, inline video after mount, not in the server's HTML, when motion is allowed, and fades it in once it plays", () => {
  const page = serverPage(hero);
  expect(page.querySelector("video")).toBeNull();
  expect(page.querySelector("img")).toHaveAttribute("alt", "Lime and purple light ribbons");
  const { container } = render(hero);
  const v = video(container)!;
  expect(v).not.toBeNull();
  expect(v).toHaveAttribute("preload", "none");
  expect(v.muted).toBe(true);
  expect(v).toHaveAttribute("loop");
  expect(v).toHaveAttribute("playsinline");
  expect(v).toHaveAttribute("autoplay");
  expect(v).toHaveAttribute("aria-hidden", "true");
  expect([...v.querySelectorAll("source")].map((s) => [s.getAttribute("src"), s.getAttribute("type")])).toEqual(VIDEO.map((s) => [s.src, s.type]));
  expect(v).toHaveClass("opacity-0");
  fireEvent(v, new Event("playing"));
  expect(v).toHaveClass("opacity-100");
});

it.each<[string, boolean, () => void]>([
  ["prefers-reduced-motion", false, () => (reducedMotion = true)],
  ["a phone-width screen", false, () => (wide = false)],
  ["a connection that asks to save data", false, () => saveData(true)],
  ["a connection that does not ask to save data", true, () => saveData(false)],
])("with %s, plays the video: %s", (_with, plays, arrange) => {
  arrange();
  const { container } = render(hero);
  expect(video(container) !== null).toBe(plays);
  expect(screen.getByRole("img", { name: "Lime and purple light ribbons" })).toBeInTheDocument();
});
