import { test as base, expect, type Page } from "@playwright/test";
import { callbackFrom, MAPS_SCRIPT, mapsStandIn } from "./support/maps-stand-in";
import fs from "node:fs";
import path from "node:path";
import routeList from "../routes.json";
import { touchedPages } from "./support/touched-pages";
import { canonicalPath, langOfPath, type Lang } from "../../src/lib/language/i18n";

/**
 * Every route of the specification's table that has a page of its own (tests/routes.json), at the
 * page's one URL: the table names /about, the site answers at /about/ (trailingSlash "always").
 */
export const ROUTES: readonly string[] = routeList.spec.map(canonicalPath);

/**
 * The pages a page-by-page check visits: `all`, or, under `npm run test:content` (which sets
 * E2E_CHANGED to the content files a change touched, comma-separated), the built pages of `lang`
 * that those files can alter (support/touched-pages.ts).
 */
export function pagesToCheck(all: readonly string[], lang?: Lang): string[] {
  const changed = process.env.E2E_CHANGED;
  if (changed === undefined) return [...all];
  const built = (page: string) => fs.existsSync(path.join("public", page, "index.html"));
  return touchedPages(changed.split(",").filter(Boolean)).filter((page) => (!lang || langOfPath(page) === lang) && built(page));
}

type Options = {
  /** Console errors a test expects (a 404 document, a refused script); everything else fails the test. */
  allowConsoleErrors: RegExp[];
  /** Whether the test opens an address that redirects (/blog); otherwise every page loads at its one URL. */
  allowRedirects: boolean;
};

type Fixtures = {
  /** The redirects the page's documents were answered with: /about -> /about/ costs a visitor a round trip. */
  documentRedirects: string[];
};

const redirectsOf = new WeakMap<Page, string[]>();

/**
 * The base test. Tests never reach the internet: the Google Maps script is answered by
 * a recording stand-in and every other outside request is refused (a test may route a
 * host itself to change that). Any console error or uncaught exception fails the test, and so does
 * a page opened or followed through a redirect. A test that asks for no page (only `request`) opens
 * none.
 */
export const test = base.extend<Fixtures & Options>({
  allowConsoleErrors: [[], { option: true }],
  allowRedirects: [false, { option: true }],
  page: async ({ page, allowConsoleErrors, allowRedirects }, provide) => {
    const errors: string[] = [];
    const redirects: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
    page.on("response", (r) => {
      if (r.request().isNavigationRequest() && r.status() >= 300 && r.status() < 400)
        redirects.push(`${r.status()} ${new URL(r.url()).pathname} -> ${r.headers().location}`);
    });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
    await page.route(MAPS_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: mapsStandIn(callbackFrom(route.request().url())) }));
    redirectsOf.set(page, redirects);
    await provide(page);
    const unexpected = errors.filter((e) => !allowConsoleErrors.some((pattern) => pattern.test(e)));
    expect(unexpected, "console errors and uncaught exceptions").toEqual([]);
    if (!allowRedirects) expect(redirects, "pages opened or followed through a redirect").toEqual([]);
  },
  documentRedirects: async ({ page }, provide) => provide(redirectsOf.get(page)!),
});

export { expect };

/** The console error Chromium logs for any 404 response, the document included. */
export const NOT_FOUND_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

/**
 * Whether a start-up script of Gatsby's has run: its app sets `window.___loader` as it starts (a row of the
 * plugin's register). The tests of pages before or without their scripts expect false, so no-js.spec.ts first
 * checks that a page whose scripts run has it: were it renamed, "no script ran" would pass everywhere.
 */
export const startupScriptsRan = (page: Page): Promise<boolean> => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader !== "undefined");

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}
