import type { APIResponse } from "@playwright/test";
import { expect, ROUTES, test } from "./fixtures";
import { canonicalPath, localePath } from "../../src/lib/language/i18n";
import { ARTICLE, CASE_STUDY, TAG } from "./support/a11y-helpers";
import { SITE_DIRECTIVES } from "../../gatsby/hosting/security-headers";
import { builtFiles } from "./support/a11y-csp";
import { engineOf, get, homeScripts } from "./support/engines";

/**
 * Security headers, on each server with its rules (playwright.config.ts runs this file once per
 * server): nginx with deploy/nginx.conf, and the hosts' own engines, Cloudflare Pages' and
 * Netlify's, with public/_headers. /blog is a redirect there (tests/e2e/hosts.spec.ts).
 *
 * The header carries one site-wide policy (what a meta element cannot carry, and nothing any page
 * needs). Each page's own policy, with its script hashes, is in its HTML, the same on every server:
 * tests/e2e/build-contract.spec.ts checks it is in every built page, and every browser test runs under it.
 */

const ENGLISH_PAGES = [...ROUTES, ARTICLE, TAG, CASE_STUDY];
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((p) => localePath(p, "ar"))].map(canonicalPath);
/** Gatsby's content-hashed file names: name-<20 hex>.js, styles.<20 hex>.css. */
const CONTENT_HASHED = /[.-][0-9a-f]{20}\.(js|css)$/;

/**
 * The header policy every path gets: the site-wide one, once, not joined to another. What it holds (framing refused,
 * objects and <base> locked down, no source list a page's scripts, styles or fetches would have to satisfy on top of
 * the page's own policy) is tests/unit/gatsby/security-headers.test.ts's.
 */
function expectSitePolicy(response: APIResponse, where: string): void {
  expect(response.headers()["content-security-policy"], `Content-Security-Policy header of ${where}`).toBe(SITE_DIRECTIVES.join("; "));
}

function expectCommonHeaders(response: APIResponse, where: string): void {
  const h = response.headers();
  expect(h["strict-transport-security"], `HSTS on ${where}`).toBe("max-age=63072000; includeSubDomains");
  expect(h["x-content-type-options"], `X-Content-Type-Options on ${where}`).toBe("nosniff");
  expect(h["referrer-policy"], `Referrer-Policy on ${where}`).toBe("strict-origin-when-cross-origin");
  const permissions = (h["permissions-policy"] ?? "").split(",").map((p) => p.trim());
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(permissions, `Permissions-Policy on ${where}`).toContain(`${feature}=()`);
}

function expectRevalidated(response: APIResponse, where: string): void {
  const cache = response.headers()["cache-control"] ?? "";
  expect(cache, `Cache-Control of ${where}`).not.toContain("immutable");
  // Revalidated on every use, or (Cloudflare's 404 answers) never stored.
  expect(cache, `Cache-Control of ${where}`).toMatch(/max-age=0\b|no-cache|no-store/);
}

test.describe("response headers", () => {
  // An unknown path is answered with the 404 page, which gets the same headers but for a page URL's own.
  for (const path of [...PAGES, "/404.html", "/ar/404.html", "/no-such-page"]) {
    test(`${path}: the site-wide policy and the security headers`, async ({ request }) => {
      // Cloudflare Pages redirects /404.html to its URL without the extension; the page is checked there.
      const redirected = path.endsWith(".html") && engineOf(test.info()).htmlExtension === "redirected";
      const response = redirected ? await request.get(path) : await get(request, path);
      const known = path !== "/no-such-page";
      expect(response.status(), path).toBe(known ? 200 : 404);
      expectSitePolicy(response, path);
      expectCommonHeaders(response, path);
      expectRevalidated(response, path);
      // Cloudflare serves the 404 page at /404 then, which is no page's URL: only pages' URLs get the page headers.
      if (known && !redirected) expect(response.headers()["cross-origin-opener-policy"], `Cross-Origin-Opener-Policy of ${path}`).toBe("same-origin");
    });
  }

  test("hashed assets are cached for a year as immutable; other files are revalidated", async ({ request }) => {
    const engine = engineOf(test.info());
    const { scripts, html } = await homeScripts(request);
    const images = [...html.matchAll(/src="(\/static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(images.length, "the home page shows an image from /static/").toBeGreaterThan(0);
    // The build's stylesheet, as the page names it: public/ may keep an earlier build's too.
    const styles = [...html.matchAll(/href="(\/[^"]+\.css)"/g)].map((m) => m[1]!).filter((f) => CONTENT_HASHED.test(f));
    expect(styles.length, "the home page names its hashed stylesheet").toBeGreaterThan(0);
    for (const asset of [...new Set([...scripts, images[0]!, ...styles.slice(0, 1)])]) {
      const response = await get(request, asset);
      expect(response.status(), asset).toBe(200);
      const cache = response.headers()["cache-control"] ?? "";
      if (engine.cacheRules) {
        expect(cache, `Cache-Control of ${asset}`).toContain("immutable");
        expect(cache, `Cache-Control of ${asset}`).toContain("max-age=31536000");
        // Netlify's local engine sends its own Cache-Control over the rules' (tests/e2e/support/engines.ts).
      } else expect(cache, `Cache-Control of ${asset}`).toMatch(/max-age=0\b/);
      expectCommonHeaders(response, asset);
    }
    for (const path of [
      "/logo.svg",
      "/favicon-32.png",
      "/manifest.webmanifest",
      "/robots.txt",
      "/rss.xml",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/video/hero.mp4",
    ]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expectRevalidated(response, path);
    }
  });

  test("no file without a content hash in its name is cached as immutable", async ({ request }) => {
    // The build's JavaScript and CSS outside /static/ and /page-data/, as URL paths.
    const unhashed = builtFiles()
      .map((f) => `/${f}`)
      .filter((f) => /\.(js|css)$/.test(f) && !/^\/(static|page-data)\//.test(f) && !CONTENT_HASHED.test(f));
    const immutable: string[] = [];
    for (const path of unhashed) {
      const response = await request.head(path);
      if ((response.headers()["cache-control"] ?? "").includes("immutable")) immutable.push(path);
    }
    expect(immutable, "un-hashed files served with a year of immutable caching (a new deploy would not reach returning visitors)").toEqual([]);
  });
});
