import type { Page } from "@playwright/test";
import { expect, startupScriptsRan } from "../fixtures";

// Acting before hydration by construction, not by timing: the page's scripts are held
// until the test releases them, while the inline early-input script runs as it does for a visitor.

/** Holds every script request (or those `pattern` matches) until release() is called; the inline early-input script still runs. */
export async function holdScripts(page: Page, pattern = /\.js(\?|$)/): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Opens a page with its scripts held, as soon as its HTML is parsed. */
export async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(await startupScriptsRan(page), "no start-up script has run").toBe(false);
  return scripts;
}
