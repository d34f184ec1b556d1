import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { startupScripts } from "../../plugins/gatsby-plugin-fast-start";
import { REDIRECTS } from "../../src/lib/routes";
import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { BUILD_DIR, parsePolicy } from "./support/a11y-csp";
import { ready } from "./support/forms-helpers";
import { CONTENT_AR, pageCopy } from "./support/shell-content";

/**
 * What a host does with the build, checked on each host with its rules (playwright.config.ts
 * runs this file against the project's server with _headers and _redirects, and against nginx with
 * deploy/nginx.conf): redirects, the 404 page, clean URLs, compression from the build's copies,
 * caching, ranges for the hero video, and bad requests.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = /max-age=0\b|no-cache/;

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) => request.get(url, { maxRedirects: 0, headers });

/** The build's file for a URL path, as both hosts resolve it. */
function fileOf(urlPath: string): string {
  const direct = path.join(BUILD_DIR, urlPath);
  if (fs.existsSync(direct) && fs.statSync(direct).isFile()) return direct;
  return path.join(BUILD_DIR, urlPath, "index.html");
}

/** A hashed start-up script of the home page, e.g. /app-<hash>.js. */
async function appScript(request: APIRequestContext): Promise<string> {
  const script = startupScripts(await (await get(request, "/")).text()).find((s) => /^\/app-[0-9a-f]{20}\.js$/.test(s));
  expect(script, "the home page loads /app-<hash>.js").toBeTruthy();
  return script!;
}

test.describe("redirects", () => {
  for (const r of REDIRECTS) {
    test(`${r.from} answers 301 to ${r.to}, keeping the query, with the security headers`, async ({ request }) => {
      for (const [asked, location] of [
        [r.from, r.to],
        [`${r.from}?ref=footer`, `${r.to}?ref=footer`],
      ]) {
        const response = await get(request, asked!);
        expect(response.status(), asked).toBe(301);
        expect(response.headers().location, asked).toBe(location);
        expect(response.headers()["strict-transport-security"], asked).toBeTruthy();
        expect(response.headers()["referrer-policy"], asked).toBe("strict-origin-when-cross-origin");
      }
    });
  }

  test("a trailing slash answers 301 to the path without it", async ({ request }) => {
    for (const [asked, location] of [
      ["/about/", "/about"],
      ["/insights/?q=ai", "/insights?q=ai"],
    ]) {
      const response = await get(request, asked!);
      expect(response.status(), asked).toBe(301);
      const target = new URL(response.headers().location!, "http://host");
      expect(target.pathname + target.search, asked).toBe(location);
    }
  });
});

test.describe("pages answered with a 404", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("an unknown path shows the site's 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found").heading);
    expect(response?.headers()["cache-control"]).toMatch(REVALIDATE);
  });

  test("an unknown path under /ar shows the Arabic 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT_AR.pages.find((p) => p.slug === "not-found")!.heading);
  });

  test("/services/anything still renders the generic service view", async ({ page }) => {
    const response = await page.goto("/services/anything");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  });

  test("a missing file under a hashed path is not cached", async ({ request }) => {
    for (const missing of ["/static/0000000000/missing.png", "/app-00000000000000000000.js"]) {
      const response = await get(request, missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()["cache-control"] ?? "", missing).not.toContain("immutable");
    }
  });
});

test.describe("compression, from the copies the build wrote", () => {
  test("pages, scripts and page data come gzipped: the build's .gz file, not compressed per request", async ({ request }) => {
    for (const url of ["/", "/about", "/page-data/index/page-data.json", await appScript(request)]) {
      const response = await get(request, url, { "Accept-Encoding": "gzip" });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-encoding"], url).toBe("gzip");
      expect(response.headers().vary ?? "", url).toMatch(/Accept-Encoding/i);
      // A response compressed on the fly has no length in advance; a stored copy has its file's.
      expect(Number(response.headers()["content-length"]), url).toBe(fs.statSync(`${fileOf(url)}.gz`).size);
    }
  });

  test("a client that takes brotli gets a stored copy too (brotli where the host can send it)", async ({ request }) => {
    const response = await get(request, "/about", { "Accept-Encoding": "br, gzip" });
    const encoding = response.headers()["content-encoding"];
    expect(["br", "gzip"]).toContain(encoding);
    const copy = `${fileOf("/about")}.${encoding === "br" ? "br" : "gz"}`;
    expect(Number(response.headers()["content-length"])).toBe(fs.statSync(copy).size);
  });

  test("a client that takes no compression gets the file as it is", async ({ request }) => {
    const response = await get(request, "/about", { "Accept-Encoding": "identity" });
    expect(response.headers()["content-encoding"]).toBeUndefined();
    expect(Number(response.headers()["content-length"])).toBe(fs.statSync(fileOf("/about")).size);
  });
});

test.describe("caching", () => {
  test("hashed files are immutable for a year; pages, data and other files revalidate", async ({ request }) => {
    const app = await appScript(request);
    expect((await get(request, app)).headers()["cache-control"]).toBe(IMMUTABLE);
    for (const url of ["/", "/about", "/page-data/app-data.json", "/logo.svg", "/video/hero.mp4"])
      expect((await get(request, url)).headers()["cache-control"], url).toMatch(REVALIDATE);
  });

  test("If-None-Match with the current ETag answers 304", async ({ request }) => {
    for (const url of ["/about", await appScript(request)]) {
      const first = await get(request, url);
      const etag = first.headers().etag;
      expect(etag, `ETag of ${url}`).toBeTruthy();
      const again = await get(request, url, { "If-None-Match": etag! });
      expect(again.status(), url).toBe(304);
    }
  });
});

test.describe("the hero video", () => {
  test("answers a Range request with 206 and exactly those bytes", async ({ request }) => {
    const size = fs.statSync(fileOf("/video/hero.mp4")).size;
    const response = await get(request, "/video/hero.mp4", { Range: "bytes=0-1" });
    expect(response.status()).toBe(206);
    expect(response.headers()["content-range"]).toBe(`bytes 0-1/${size}`);
    expect(response.headers()["content-type"]).toBe("video/mp4");
    expect((await response.body()).length).toBe(2);
    expect((await get(request, "/video/hero.mp4")).headers()["accept-ranges"]).toBe("bytes");
  });

  test("is fetched by the browser in ranges on the home page", async ({ page }) => {
    const video = page.waitForResponse((r) => /\/video\/hero\.(webm|mp4)$/.test(new URL(r.url()).pathname));
    await page.goto("/");
    const response = await video;
    expect(response.request().headers().range, "Chromium asks for media by ranges").toBeTruthy();
    expect(response.status()).toBe(206);
  });
});

test.describe("bad requests", () => {
  test("a malformed URL answers 400, and the host keeps serving", async ({ request }) => {
    expect((await get(request, "/%")).status()).toBe(400);
    expect((await get(request, "/about%")).status()).toBe(400);
    expect((await get(request, "/about")).status()).toBe(200);
  });

  test("methods other than GET and HEAD answer 405", async ({ request }) => {
    expect((await request.post("/", { maxRedirects: 0 })).status()).toBe(405);
    expect((await request.delete("/about", { maxRedirects: 0 })).status()).toBe(405);
    expect((await request.head("/about")).status()).toBe(200);
  });

  test("the other hosts' rule files are not served", async ({ request }) => {
    for (const file of ["/_headers", "/_redirects"]) expect((await get(request, file)).status(), file).toBe(404);
  });
});

test.describe("the content manager (/admin)", () => {
  test("has its own policy, is never indexed, and lets its GitHub sign-in popup answer; pages keep same-origin", async ({ request }) => {
    const admin = await get(request, "/admin");
    expect(admin.status()).toBe(200);
    const headers = admin.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    // Netlify and Cloudflare join the site-wide policy of /* to /admin's own (two policies, both
    // enforced); nginx sends /admin's alone. Either way /admin's policy decides.
    const policies = headers["content-security-policy"]!.split(/,\s*/).map(parsePolicy);
    const own = policies.filter((d) => d.has("script-src"));
    expect(own, "one policy of its own, with its scripts").toHaveLength(1);
    expect(own[0]!.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    for (const d of policies) expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    for (const d of policies.filter((x) => x !== own[0]))
      for (const [name, sources] of d) expect([name, own[0]!.get(name)], "the site-wide policy forbids nothing /admin's allows").toEqual([name, sources]);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(await admin.text()).toContain('src="/admin/decap-cms.js"');

    const home = (await get(request, "/")).headers();
    expect(home["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home["x-robots-tag"]).toBeUndefined();
  });

  test("is not in the sitemap, and robots.txt keeps crawlers out", async ({ request }) => {
    expect(await (await get(request, "/robots.txt")).text()).toContain("Disallow: /admin");
    const sitemap = await (await get(request, "/sitemap-0.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
  });
});
