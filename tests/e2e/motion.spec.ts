import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, twoFrames } from "./support/a11y-helpers";
import { openWithPausedClock, ready } from "./support/forms-helpers";
import { pageCopy, settle } from "./support/shell-content";

/** Motion: prefers-reduced-motion stops the hero video, the carousel's auto-advance and the hover transforms. */

test.use({ viewport: DESKTOP });

const INTERVAL = 5000;
const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const liveRegion = (page: Page) => carousel(page).locator("[aria-live]");

/** The number of the slide on show, from its accessible name "Testimonial n of N". */
async function slideShown(page: Page): Promise<number> {
  const label = await carousel(page).getByRole("group").getAttribute("aria-label");
  return Number(/^Testimonial (\d+) of \d+$/.exec(label ?? "")?.[1]);
}

/** Pointer and focus away from the carousel, so neither pauses it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The three hover effects of the specification, as found on the home page. */
const HOVERS: { what: string; locate: (p: Page) => Locator; matrix: string }[] = [
  { what: "card (.hover-lift-card)", locate: (p) => p.locator("main .hover-lift-card").first(), matrix: "matrix(1, 0, 0, 1, 0, -10)" },
  { what: "link (.hover-shift-link)", locate: (p) => p.locator("main .hover-shift-link").first(), matrix: "matrix(1, 0, 0, 1, 5, 0)" },
  { what: "button (.hover-lift-button)", locate: (p) => p.locator("main .hover-lift-button").first(), matrix: "matrix(1.05, 0, 0, 1.05, 0, -5)" },
];

const transformOf = (el: Locator) => el.evaluate((e) => getComputedStyle(e).transform);

/** Every value of transition-duration, in milliseconds. */
const transitionMs = (el: Locator) =>
  el.evaluate((e) =>
    getComputedStyle(e)
      .transitionDuration.split(",")
      .map((v) => v.trim())
      .map((v) => (v.endsWith("ms") ? parseFloat(v) : parseFloat(v) * 1000)),
  );

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await ready(page);
  await twoFrames(page);
}

test.describe("with prefers-reduced-motion: reduce", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("the home page shows its poster, no hero video, and a carousel that stops rotating", async ({ page }) => {
    await openHome(page);
    // The carousel stops rotating by itself, so its live region turns polite, once the reduced-motion effects have run.
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
    await settle(page);
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("img", { name: pageCopy("home").imageAlt! })).toBeVisible();
  });

  test("hovering a card, a link and a button moves nothing, and transitions last at most 0.01 ms", async ({ page }) => {
    await openHome(page);
    for (const { what, locate } of HOVERS) {
      const el = locate(page);
      await el.scrollIntoViewIfNeeded();
      await el.hover();
      // Longer than the normal 0.3 s transition: any transform would have arrived by now.
      await page.waitForTimeout(400);
      expect(await transformOf(el), `transform of the hovered ${what}`).toBe("none");
      const durations = await transitionMs(el);
      for (const ms of durations) expect(ms, `transition-duration of the ${what} (${durations.join(", ")} ms)`).toBeLessThanOrEqual(0.01);
    }
  });
});

test.describe("without a reduced-motion preference (the same checks can fail)", () => {
  test("the hero video plays, and stops when the visitor asks for reduced motion", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("video")).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("the carousel advances after 5 s of clock time", async ({ page }) => {
    await openWithPausedClock(page, "/");
    await expect(page.locator("video")).toHaveCount(1);
    await leaveCarousel(page);
    const before = await slideShown(page);
    await settle(page);
    await page.clock.runFor(INTERVAL);
    await expect.poll(() => slideShown(page)).toBe((before % 3) + 1);
  });

  test("hovering a card, a link and a button lifts or shifts it over 0.3 s", async ({ page }) => {
    await openHome(page);
    for (const { what, locate, matrix } of HOVERS) {
      const el = locate(page);
      // The pointer leaves first, so the scroll cannot bring the element under it; then the element
      // must be at rest with no transition running, or one ending later would answer the listener.
      await page.mouse.move(1, 1);
      await el.scrollIntoViewIfNeeded();
      await expect
        .poll(() => el.evaluate((e) => `${getComputedStyle(e).transform} ${e.getAnimations().length}`), {
          message: `the ${what} at rest, no transition running`,
        })
        .toBe("none 0");
      expect(await transitionMs(el), `the ${what}'s transitions`).toContain(300);
      const ended = el.evaluate(
        (e) =>
          new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve("no transitionend"), 2000);
            e.addEventListener("transitionend", function done(ev) {
              if (ev.target !== e || (ev as TransitionEvent).propertyName !== "transform") return;
              clearTimeout(timer);
              e.removeEventListener("transitionend", done);
              resolve("transitionend");
            });
          }),
      );
      await el.hover();
      expect(await ended, `the ${what}'s transform transition ends`).toBe("transitionend");
      await expect.poll(() => transformOf(el), { message: `transform of the hovered ${what}`, timeout: 2000 }).toBe(matrix);
    }
  });
});
