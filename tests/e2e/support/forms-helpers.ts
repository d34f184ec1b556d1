import type { Page } from "@playwright/test";
import { hydrated } from "../fixtures";

/** The simulated send's delay (specification section 9). */
export { SUBMIT_DELAY_MS as SEND_MS } from "../../../src/lib/forms/forms";

/**
 * Waits until React has hydrated the page's content, not only created its root: the
 * fixture's hydrated() is true from the moment hydrateRoot() starts, and a click before
 * the tree is hydrated can race the page's own effects.
 */
export async function ready(page: Page): Promise<void> {
  await hydrated(page);
  // The page and the footer hydrate as Suspense boundaries of their own, after the shell;
  // lazily loaded chunks (the map, the carousel) must arrive before any test stops the clock,
  // or webpack's chunk timeout fires when the clock jumps.
  await page.waitForFunction(() => {
    const isHydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    return isHydrated(document.querySelector("main > *")) && isHydrated(document.querySelector("footer"));
  });
  await page.waitForLoadState("networkidle");
}

/**
 * Opens a page under Playwright's clock and stops time once React has hydrated, so the
 * 1000 ms and 5000 ms timings advance only through clock.runFor().
 */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.goto(path);
  await ready(page);
  // Stop just after the page's own "now": a long jump ahead would fire every pending timer
  // at once, webpack's 120 s chunk-load timeout among them. On a busy machine the page's
  // clock may pass a short margin before the call lands, so the margin grows on retry.
  for (const margin of [250, 1000, 3000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((m) => Date.now() + m, margin));
      return;
    } catch (error) {
      if (!String(error).includes("to the past") || margin === 3000) throw error;
    }
  }
}
