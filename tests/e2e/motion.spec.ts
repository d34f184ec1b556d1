import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, openSettled } from "./support/a11y-helpers";

/**
 * Motion in a real browser: the hero video stopping when the preference changes, and the hover transforms
 * and transitions (the reduced-motion rules of the video and the carousel are unit tests: home-hero, testimonials).
 */

test.use({ viewport: DESKTOP });

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

test.describe("with prefers-reduced-motion: reduce", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("hovering a card, a link and a button moves nothing, and transitions last at most 0.01 ms", async ({ page }) => {
    await openSettled(page, "/");
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
    await openSettled(page, "/");
    await expect(page.locator("video")).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("hovering a card, a link and a button lifts or shifts it over 0.3 s", async ({ page }) => {
    await openSettled(page, "/");
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
