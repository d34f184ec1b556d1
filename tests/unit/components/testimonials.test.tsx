import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import Testimonials from "../../../src/components/sections/testimonials";
import { PageVisibilityProvider } from "../../../src/hooks/use-page-visible";
import { testimonials } from "./content-fixture";
import { removeMatchMedia, stubMatchMedia } from "../support/match-media";
import { mockVisibility, restoreVisibility, setVisibility } from "./visibility-helper";

const REDUCED = "(prefers-reduced-motion: reduce)";
let reducedMotion = false;

function defineMatchMedia() {
  stubMatchMedia((query) => reducedMotion && query === REDUCED);
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** The slide on screen, by its 'Testimonial N of 3' name; hidden slides are not in the accessibility tree. */
const currentSlide = () => screen.getByRole("group", { name: /^Testimonial \d of 3$/ });
const shown = () => Number(/Testimonial (\d)/.exec(currentSlide().getAttribute("aria-label") ?? "")![1]);
const region = () => screen.getByRole("region", { name: "Client testimonials" });
/** The testimonial shown once `ms` have passed. */
const after = (ms: number) => {
  advance(ms);
  return shown();
};
/** The testimonial shown once `control` has been clicked. */
const clicking = (control: HTMLElement) => {
  fireEvent.click(control);
  return shown();
};

function renderCarousel() {
  return render(
    <PageVisibilityProvider>
      <Testimonials testimonials={testimonials} />
    </PageVisibilityProvider>,
  );
}

describe("Testimonials carousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reducedMotion = false;
    defineMatchMedia();
    mockVisibility();
  });

  afterEach(() => {
    restoreVisibility();
    jest.useRealTimers();
    jest.restoreAllMocks();
    removeMatchMedia();
  });

  it("shows one testimonial at a time: quote, author, title and company, and the portrait", () => {
    renderCarousel();
    const [first] = testimonials;
    expect(shown()).toBe(1);
    expect(currentSlide()).toHaveTextContent(first!.quote);
    expect(currentSlide()).toHaveTextContent(first!.author);
    expect(currentSlide()).toHaveTextContent(`${first!.title}, ${first!.company}`);
    expect(screen.getByRole("img", { name: first!.imageAlt })).toBeInTheDocument();
    expect(screen.queryByText(testimonials[1]!.quote)).not.toBeVisible();
  });

  it("advances after 5000 ms, not before", () => {
    renderCarousel();
    advance(4999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
    expect(screen.getByText(testimonials[1]!.quote)).toBeVisible();
    advance(5000);
    expect(shown()).toBe(3);
  });

  it("wraps from the last back to the first by itself", () => {
    renderCarousel();
    expect([after(5000), after(5000), after(5000)]).toEqual([2, 3, 1]);
  });

  it("has next and previous controls that wrap at both ends", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next testimonial" });
    const previous = screen.getByRole("button", { name: "Previous testimonial" });
    expect([clicking(previous), clicking(next), clicking(next), clicking(next), clicking(next)]).toEqual([3, 1, 2, 3, 1]);
  });

  it("has a dot per testimonial; the current dot carries aria-current=true", () => {
    renderCarousel();
    const dots = [1, 2, 3].map((n) => screen.getByRole("button", { name: `Go to testimonial ${n}` }));
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(dots[1]).not.toHaveAttribute("aria-current");
    fireEvent.click(dots[2]!);
    expect(shown()).toBe(3);
    expect(dots[2]).toHaveAttribute("aria-current", "true");
    expect(dots[0]).not.toHaveAttribute("aria-current");
    advance(5000);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
  });

  it("pauses while the page is hidden and resumes when it is visible again", () => {
    renderCarousel();
    advance(3000);
    setVisibility("hidden");
    advance(20000);
    expect(shown()).toBe(1);
    setVisibility("visible");
    expect([after(4999), after(1)]).toEqual([1, 2]);
  });

  it("pauses while the mouse is over it", () => {
    renderCarousel();
    fireEvent.mouseEnter(region());
    advance(15000);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(region());
    advance(5000);
    expect(shown()).toBe(2);
  });

  it("pauses while focus is inside it and resumes when focus leaves", () => {
    render(
      <>
        <Testimonials testimonials={testimonials} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole("button", { name: "Go to testimonial 1" }).focus());
    advance(15000);
    expect(shown()).toBe(1);
    act(() => screen.getByRole("button", { name: "Next testimonial" }).focus());
    advance(15000);
    expect(shown()).toBe(1);
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    advance(5000);
    expect(shown()).toBe(2);
  });

  it("has a pause control that stops and restarts the rotation", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }));
    const play = screen.getByRole("button", { name: "Start automatic rotation" });
    advance(20000);
    expect(shown()).toBe(1);
    fireEvent.click(play);
    expect(screen.getByRole("button", { name: "Pause automatic rotation" })).toBeInTheDocument();
    advance(5000);
    expect(shown()).toBe(2);
  });

  it("announces slide changes politely only while it is not rotating by itself", () => {
    const { container } = renderCarousel();
    const live = container.querySelector("[aria-live]")!;
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }));
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("does not advance by itself with prefers-reduced-motion, but the controls still work", () => {
    reducedMotion = true;
    renderCarousel();
    expect(window.matchMedia).toHaveBeenCalledWith(REDUCED);
    advance(30000);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shown()).toBe(2);
    advance(30000);
    expect(shown()).toBe(2);
  });
});
