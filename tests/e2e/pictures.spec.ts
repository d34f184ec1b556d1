import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * Lazy pictures on a page whose largest paint is a picture wait until that paint is on screen
 * (plugins/gatsby-plugin-fast-start/defer-scripts.ts, PICTURE_HOLD), keep their box while they
 * wait, and load as lazy pictures do once released; without JavaScript nothing waits. Runs on the
 * project's static server. /services/ is the page where the next pictures are near the first: on
 * a phone, Chrome would otherwise fetch two or three of them with it.
 */

const PHONE = { width: 390, height: 844 };
const HOLD_CLASS = "hold-lazy";

/** What the page recorded while it loaded: when the hold was released, and each lazy picture's box as first laid out. */
interface Recorded {
  releasedAt: number | null;
  heldBoxes: { src: string; width: number; height: number }[];
}

async function recordHold(page: Page) {
  await page.addInitScript((hold) => {
    const w = window as unknown as { __hold: Recorded };
    w.__hold = { releasedAt: null, heldBoxes: [] };
    document.addEventListener("DOMContentLoaded", () => {
      const html = document.documentElement;
      if (!html.classList.contains(hold)) return;
      w.__hold.heldBoxes = [...document.querySelectorAll<HTMLImageElement>("picture > img[loading=lazy]")].map((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        return { src: img.getAttribute("src")!, width: box.width, height: box.height };
      });
      new MutationObserver(() => {
        if (!html.classList.contains(hold) && w.__hold.releasedAt === null) w.__hold.releasedAt = performance.now();
      }).observe(html, { attributes: true, attributeFilter: ["class"] });
    });
  }, HOLD_CLASS);
}

for (const route of ["/services/", "/ar/services/"]) {
  test(`${route}: on a phone the pictures below the first load after it has painted, in the boxes they held`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await recordHold(page);
    await page.goto(route);
    await hydrated(page);

    const priority = page.locator("img[elementtiming]");
    await expect(priority).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hold: Recorded }).__hold.releasedAt)).not.toBeNull();
    const { releasedAt, heldBoxes } = await page.evaluate(() => (window as unknown as { __hold: Recorded }).__hold);
    expect(heldBoxes.length, "the page has lazy pictures below the first").toBeGreaterThan(0);
    const paintedAt = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    expect(paintedAt).not.toBeNull();
    expect(releasedAt!).toBeGreaterThanOrEqual(paintedAt!);

    // No lazy picture was requested while held.
    const starts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime })));
    for (const { src } of heldBoxes) {
      const request = starts.find((s) => s.name === src || src.endsWith(s.name));
      if (request) expect(request.startTime, `${src} was requested while held`).toBeGreaterThanOrEqual(releasedAt!);
    }

    // Each picture shows in the box it held, once scrolled to.
    const pictures = page.locator("picture:has(> img[loading=lazy])");
    await expect(pictures).toHaveCount(heldBoxes.length);
    for (const [i, held] of heldBoxes.entries()) {
      const picture = pictures.nth(i);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = await picture.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { width: r.width, height: r.height };
      });
      expect(Math.abs(box.width - held.width), `picture ${i + 1}'s width`).toBeLessThan(1);
      expect(Math.abs(box.height - held.height), `picture ${i + 1}'s height`).toBeLessThan(1);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing is held: a lazy picture loads when it comes near the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/");
    await expect(page.locator("html")).not.toHaveClass(new RegExp(HOLD_CLASS));
    const last = page.locator("picture > img[loading=lazy]").last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
