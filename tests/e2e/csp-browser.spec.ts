import type { Page } from "@playwright/test";
import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { langOfPath } from "../../src/lib/language/i18n";
import { MESSAGES_BY_LANG } from "../../src/lib/language/all-messages";
import { block } from "./support/shell-content";
import { recordCspViolations } from "./support/a11y-csp";
import { ready } from "./support/forms-helpers";
import { MAPS_SCRIPT } from "./support/maps-stand-in";

/**
 * The policies as the browser enforces them, with the header's policy on top of each page's own
 * (playwright.config.ts runs this file once, on nginx with deploy/nginx.conf: the
 * header's policy restricts no script, style or fetch, so where a host serves it is checked by
 * csp.spec.ts over HTTP, not again in the browser).
 */

/** Follows the header's last link and proves the page changed without a reload (Gatsby's client-side navigation). */
async function navigateInPage(page: Page, from: string): Promise<void> {
  await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
  const link = page
    .getByRole("navigation", { name: MESSAGES_BY_LANG[langOfPath(from)].mainNavigation })
    .getByRole("link")
    .last();
  const target = (await link.getAttribute("href"))!;
  expect(target, "a link to another page").not.toBe(from);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument), `client-side navigation from ${from} to ${target}`).toBe(
    true,
  );
}

test.describe("in the browser, with the headers applied", () => {
  // Every page is loaded under its own policy by the page-by-page checks (pages.spec.ts),
  // where a refused script or style is a console error that fails them; here, a page of each language
  // with the header's policy on top, and a navigation in the page, which fetches page data and chunks;
  // and the pages answered with a 404, with the service view's chunks.
  for (const [path, status] of [
    ["/", 200],
    ["/ar/", 200],
    ["/services/unknown", 404],
    ["/ar/services/unknown", 404],
  ] as const) {
    test.describe(() => {
      test.use({ allowConsoleErrors: status === 404 ? [NOT_FOUND_CONSOLE] : [] });

      test(`${path} renders, hydrates and navigates with no CSP violation`, async ({ page }) => {
        const recorded = await recordCspViolations(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        expect(response?.headers()["content-security-policy"], "the page is served with the site-wide policy").toContain("frame-ancestors 'none'");
        await ready(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await navigateInPage(page, path);
        expect(recorded, `securitypolicyviolation events (${path})`).toEqual([]);
      });
    });
  }

  test.describe("through a redirect", () => {
    test.use({ allowRedirects: true });

    test("/blog ends on /insights/ through the host's redirect, with no violation", async ({ page }) => {
      const recorded = await recordCspViolations(page);
      const documents: string[] = [];
      page.on("framenavigated", (f) => f === page.mainFrame() && documents.push(new URL(f.url()).pathname));
      const response = await page.goto("/blog");
      expect(response?.request().redirectedFrom()?.url(), "the host answered /blog with a redirect").toMatch(/\/blog$/);
      await expect(page).toHaveURL(/\/insights\/$/);
      await ready(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(documents, "no document was shown at /blog").not.toContain("/blog");
      await navigateInPage(page, "/insights/");
      expect(recorded, "securitypolicyviolation events (/blog)").toEqual([]);
    });
  });

  test("/contact: the map loads with the stand-in Maps script and no violation", async ({ page }) => {
    const recorded = await recordCspViolations(page);
    await page.goto("/contact/");
    await ready(page);
    await page.waitForFunction(() => typeof (window as { gm_authFailure?: unknown }).gm_authFailure === "function");
    const [script] = await Promise.all([
      page.waitForRequest(MAPS_SCRIPT),
      page.getByRole("heading", { name: block("contact", "map").heading }).scrollIntoViewIfNeeded(),
    ]);
    expect(new URL(script.url()).origin).toBe("https://maps.googleapis.com");
    await expect(page.getByRole("region", { name: "Map of our office" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as Window & { __mapsRecord?: { maps: unknown[] } }).__mapsRecord?.maps.length ?? 0)).toBe(1);
    await expect(page.locator("[data-stand-in-map]")).toHaveText("Map stand-in");
    expect(recorded, "securitypolicyviolation events (/contact with the map)").toEqual([]);
  });

  test.describe("the policies are enforced", () => {
    test.use({ allowConsoleErrors: [/Content Security Policy/] });

    test("another page cannot frame a page: frame-ancestors comes from the header", async ({ page, baseURL }) => {
      const refused: string[] = [];
      page.on("console", (m) => refused.push(m.text()));
      await page.goto("/robots.txt");
      await page.evaluate((src) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        document.body.append(frame);
      }, `${baseURL}/about/`);
      await expect.poll(() => refused.join("\n"), { message: "the browser's refusal, naming the header's directive" }).toMatch(/frame-ancestors 'none'/);
      const frame = page.frames()[1];
      expect(frame, "the iframe").toBeTruthy();
      // The frame shows the browser's error page, not the site's document.
      expect(await frame!.evaluate(() => !!document.getElementById("___gatsby")), "/about/ rendered in the frame").toBe(false);
    });

    test("an inline script injected into the page is refused and reported", async ({ page }) => {
      const recorded = await recordCspViolations(page);
      await page.goto("/about/");
      await ready(page);
      await page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.__injected = true;";
        document.body.append(s);
      });
      await expect.poll(() => recorded.length).toBeGreaterThan(0);
      expect(recorded[0]).toMatchObject({ directive: "script-src-elem" });
      expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined();
    });
  });
});
