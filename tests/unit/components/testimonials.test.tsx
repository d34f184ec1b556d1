import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import Testimonials from "../../../src/components/sections/testimonials";
import { LangProvider } from "../../../src/hooks/use-lang";
import type { Lang } from "../../../src/lib/language/i18n";
import { PageVisibilityProvider } from "../../../src/hooks/use-page-visible";
import { testimonials } from "./content-fixture";
import { removeMatchMedia, stubMatchMedia } from "../support/match-media";
import { mockVisibility, restoreVisibility, setVisibility } from "./visibility-helper";

const REDUCED = "(prefers-reduced-motion: reduce)";

/** The slide on screen, by its 'Testimonial N of 3' name; hidden slides are not in the accessibility tree. */
const currentSlide = () => screen.getByRole("group", { name: /^Testimonial \d of 3$/ });
const shown = () => Number(/Testimonial (\d)/.exec(currentSlide().getAttribute("aria-label") ?? "")![1]);
const region = () => screen.getByRole("region", { name: "Client testimonials" });
const button = (name: string) => screen.getByRole("button", { name });
const liveRegion = (container: HTMLElement) => container.querySelector("[aria-live]");
/** The testimonial shown once `ms` have passed. */
const after = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
  return shown();
};
/** The testimonial shown once the control has been clicked. */
const clicking = (name: string) => {
  fireEvent.click(button(name));
  return shown();
};

function renderCarousel({ reducedMotion = false, lang = "en" as Lang, list = testimonials } = {}) {
  stubMatchMedia((query) => reducedMotion && query === REDUCED);
  return render(
    <LangProvider lang={lang}>
      <PageVisibilityProvider>
        <Testimonials testimonials={list} />
        <button type="button">Elsewhere</button>
      </PageVisibilityProvider>
    </LangProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  mockVisibility();
});

afterEach(() => {
  restoreVisibility();
  jest.useRealTimers();
  jest.restoreAllMocks();
  removeMatchMedia();
});

it("shows one testimonial at a time (quote, author, title and company, portrait), and the next every 5000 ms, wrapping, unannounced", () => {
  const { container } = renderCarousel();
  const [first] = testimonials;
  expect(shown()).toBe(1);
  expect(currentSlide()).toHaveTextContent(first!.quote);
  expect(currentSlide()).toHaveTextContent(first!.author);
  expect(currentSlide()).toHaveTextContent(`${first!.title}, ${first!.company}`);
  expect(screen.getByRole("img", { name: first!.imageAlt })).toBeInTheDocument();
  expect(screen.queryByText(testimonials[1]!.quote)).not.toBeVisible();
  expect([after(4999), after(1), after(5000), after(5000)]).toEqual([1, 2, 3, 1]);
  expect(liveRegion(container)).toHaveAttribute("aria-live", "off");
});

it("separates the title and the company with the Arabic comma on an Arabic page", () => {
  const arabic = { ...testimonials[0]!, title: "الرئيس التنفيذي للعمليات", company: "ديونكرست للخدمات اللوجستية" };
  renderCarousel({ lang: "ar", list: [arabic] });
  expect(screen.getByText(/^الرئيس التنفيذي للعمليات/)).toHaveTextContent(/^الرئيس التنفيذي للعمليات، ديونكرست للخدمات اللوجستية$/);
});

it("has previous, next and one dot per testimonial; the current dot carries aria-current=true", () => {
  renderCarousel();
  expect([clicking("Previous testimonial"), clicking("Next testimonial"), clicking("Next testimonial")]).toEqual([3, 1, 2]);
  expect(clicking("Go to testimonial 3")).toBe(3);
  expect(button("Go to testimonial 3")).toHaveAttribute("aria-current", "true");
  expect(button("Go to testimonial 1")).not.toHaveAttribute("aria-current");
});

it.each<[string, () => void, () => void]>([
  ["the page is hidden", () => setVisibility("hidden"), () => setVisibility("visible")],
  ["the mouse is over it", () => fireEvent.mouseEnter(region()), () => fireEvent.mouseLeave(region())],
  ["the visitor paused it", () => fireEvent.click(button("Pause automatic rotation")), () => fireEvent.click(button("Start automatic rotation"))],
  [
    "focus is inside it",
    () => act(() => [button("Go to testimonial 1"), button("Next testimonial")].forEach((b) => b.focus())),
    () => act(() => button("Elsewhere").focus()),
  ],
])("pauses while %s and restarts its full interval after", (_while, pause, resume) => {
  renderCarousel();
  pause();
  expect(after(15000)).toBe(1);
  resume();
  expect([after(4999), after(1)]).toEqual([1, 2]);
});

it("does not advance by itself with prefers-reduced-motion, and announces the slides the visitor picks", () => {
  const { container } = renderCarousel({ reducedMotion: true });
  expect(window.matchMedia).toHaveBeenCalledWith(REDUCED);
  expect(after(30000)).toBe(1);
  expect(liveRegion(container)).toHaveAttribute("aria-live", "polite");
});
