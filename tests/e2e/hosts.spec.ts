import fs from "node:fs";
import path from "node:path";
import { REDIRECTS } from "../../src/lib/routing/routes";
import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { ADMIN_PATH, DECAP_DIR } from "../../gatsby/cms/admin";
import { ADMIN_CSP, SITE_DIRECTIVES } from "../../gatsby/hosting/security-headers";
import { BUILD_DIR, builtFiles } from "./support/a11y-csp";
import { engineOf, get, homeScripts } from "./support/engines";
import { ready } from "./support/forms-helpers";
import { CONTENT_AR, pageCopy } from "./support/shell-content";

/**
 * What a host does with the build, checked on each server with its rules (playwright.config.ts runs
 * this file against nginx with deploy/nginx.conf and the hosts' own engines, Cloudflare Pages' and
 * Netlify's, each with its own _redirects from deploy/<host>/): one URL per page, redirects, the 404 page, compression, caching, ranges for the
 * hero video, and bad requests. Where an engine does less locally than its host does in production,
 * tests/e2e/support/engines.ts says so and the test checks what it does instead.
 */

/** The path and query a redirect's Location names, whether the server wrote it relative or absolute. */
const target = (location: string | undefined) => {
  const url = new URL(location ?? "", "http://host");
  return url.pathname + url.search;
};

/** The build's file for a URL path, as every host resolves it. */
function fileOf(urlPath: string): string {
  const direct = path.join(BUILD_DIR, urlPath);
  if (fs.existsSync(direct) && fs.statSync(direct).isFile()) return direct;
  return path.join(BUILD_DIR, urlPath, "index.html");
}

/** Every URL path a page of the build names as its canonical one, and /admin/, which has none. */
function canonicalPaths(): string[] {
  const paths = new Set([ADMIN_PATH]);
  for (const file of builtFiles().filter((f) => f.endsWith(".html"))) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(path.join(BUILD_DIR, file), "utf8"))?.[1];
    if (canonical) paths.add(new URL(canonical).pathname);
  }
  return [...paths].sort();
}

test.describe("one URL per page", () => {
  test("every page answers at its canonical URL with 200 and no redirect; the URL without its slash leads there in one permanent redirect", async ({
    request,
  }) => {
    const engine = engineOf(test.info());
    const paths = canonicalPaths();
    expect(paths.length, "pages with a canonical URL in the build").toBeGreaterThan(10);
    for (const canonical of paths) {
      expect(canonical, "canonical URLs end with a slash").toMatch(/\/$/);
      const response = await get(request, canonical);
      expect(response.status(), canonical).toBe(200);
      if (canonical === "/") continue;
      const other = canonical.slice(0, -1);
      const answer = await get(request, other);
      if (engine.slashless === "the page") {
        // Netlify's local engine serves the page here; its canonical link still names the one URL.
        expect(answer.status(), other).toBe(200);
        expect(await answer.text(), other).toBe(await response.text());
      } else {
        expect(answer.status(), `${other} on ${engine.name}`).toBe(engine.slashless);
        expect(target(answer.headers().location), other).toBe(canonical);
      }
    }
  });

  test("a query survives the redirect to the page's URL", async ({ request }) => {
    const engine = engineOf(test.info());
    const answer = await get(request, "/insights?q=ai");
    if (engine.slashless === "the page") {
      // Netlify's local engine serves the listing there, query and all (engines.ts).
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toBe(await (await get(request, "/insights/?q=ai")).text());
      return;
    }
    expect(answer.status()).toBe(engine.slashless);
    expect(target(answer.headers().location)).toBe("/insights/?q=ai");
  });
});

test.describe("redirects", () => {
  for (const r of REDIRECTS) {
    test(`${r.from} answers 301 to ${r.to} from both forms of its path, keeping the query, with the security headers`, async ({ request }) => {
      const engine = engineOf(test.info());
      for (const from of [r.from, r.from.slice(0, -1)])
        for (const [asked, location] of [
          [from, r.to],
          [`${from}?ref=footer`, `${r.to}?ref=footer`],
        ]) {
          const response = await get(request, asked!);
          expect(response.status(), asked).toBe(301);
          expect(target(response.headers().location), asked).toBe(location);
          if (!engine.headersOnRedirects) continue;
          expect(response.headers()["strict-transport-security"], asked).toBeTruthy();
          expect(response.headers()["referrer-policy"], asked).toBe("strict-origin-when-cross-origin");
        }
    });
  }
});

test.describe("pages answered with a 404", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  for (const [path, lang, heading] of [
    ["/no-such-page", "en", pageCopy("not-found").heading],
    ["/ar/no-such-page", "ar", CONTENT_AR.pages.find((p) => p.slug === "not-found")!.heading],
  ]) {
    test(`${path} shows the 404 page of its language with status 404`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await ready(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    });
  }

  test("a missing file under a hashed path is not cached", async ({ request }) => {
    for (const missing of ["/static/0000000000/missing.png", "/app-00000000000000000000.js"]) {
      const response = await get(request, missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()["cache-control"] ?? "", missing).not.toContain("immutable");
    }
  });
});

test.describe("compression", () => {
  test("pages, scripts and page data come gzipped: the build's .gz file where the server sends stored copies", async ({ request }) => {
    const engine = engineOf(test.info());
    for (const url of ["/", "/about/", "/page-data/index/page-data.json", (await homeScripts(request)).app]) {
      const response = await get(request, url, { "Accept-Encoding": "gzip" });
      expect(response.status(), url).toBe(200);
      // Netlify's local engine sends files as they are (engines.ts); the body is still the file.
      expect(response.headers()["content-encoding"], url).toBe(engine.compression === "none" ? undefined : "gzip");
      if (engine.compression === "stored") {
        expect(response.headers().vary ?? "", url).toMatch(/Accept-Encoding/i);
        // A response compressed on the fly has no length in advance; a stored copy has its file's.
        expect(Number(response.headers()["content-length"]), url).toBe(fs.statSync(`${fileOf(url)}.gz`).size);
      }
      // The request API hands over the body decompressed: the file itself, whichever way it was compressed.
      expect((await response.body()).equals(fs.readFileSync(fileOf(url))), `${url} decompressed is the file`).toBe(true);
    }
  });

  test("a client that takes brotli gets brotli or gzip (brotli where the server can send it)", async ({ request }) => {
    const engine = engineOf(test.info());
    const response = await get(request, "/about/", { "Accept-Encoding": "br, gzip" });
    const encoding = response.headers()["content-encoding"];
    expect(engine.compression === "none" ? [undefined] : ["br", "gzip"]).toContain(encoding);
    if (engine.compression === "stored") {
      const copy = `${fileOf("/about/")}.${encoding === "br" ? "br" : "gz"}`;
      expect(Number(response.headers()["content-length"])).toBe(fs.statSync(copy).size);
    }
  });

  test("a client that takes no compression gets the file as it is", async ({ request }) => {
    const response = await get(request, "/about/", { "Accept-Encoding": "identity" });
    expect(response.headers()["content-encoding"]).toBeUndefined();
    expect((await response.body()).equals(fs.readFileSync(fileOf("/about/")))).toBe(true);
  });
});

// Which files are cached for how long: tests/e2e/csp.spec.ts.
test("If-None-Match with the current ETag answers 304", async ({ request }) => {
  for (const url of ["/about/", (await homeScripts(request)).app]) {
    const first = await get(request, url);
    const etag = first.headers().etag;
    expect(etag, `ETag of ${url}`).toBeTruthy();
    const again = await get(request, url, { "If-None-Match": etag! });
    expect(again.status(), url).toBe(304);
  }
});

test("the hero video answers a Range request with 206 and exactly those bytes", async ({ request }) => {
  const engine = engineOf(test.info());
  const size = fs.statSync(fileOf("/video/hero.mp4")).size;
  const response = await get(request, "/video/hero.mp4", { Range: "bytes=0-1" });
  if (!engine.ranges) {
    // The whole file, which RFC 9110 allows: the video still plays, from its start (engines.ts).
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBe(size);
    return;
  }
  expect(response.status()).toBe(206);
  expect(response.headers()["content-range"]).toBe(`bytes 0-1/${size}`);
  expect(response.headers()["content-type"]).toBe("video/mp4");
  expect((await response.body()).length).toBe(2);
  expect((await get(request, "/video/hero.mp4")).headers()["accept-ranges"]).toBe("bytes");
});

test.describe("bad requests", () => {
  test("methods other than GET and HEAD answer 405", async ({ request }) => {
    expect((await request.post("/", { maxRedirects: 0 })).status()).toBe(405);
    expect((await request.delete("/about/", { maxRedirects: 0 })).status()).toBe(405);
    expect((await request.head("/about/")).status()).toBe(200);
  });

  test("the hosts' rule files are not served where the host keeps them to itself", async ({ request }) => {
    const engine = engineOf(test.info());
    for (const file of ["/_headers", "/_redirects"]) {
      const response = await get(request, file);
      if (!engine.hidesRuleFiles) {
        // Netlify's local static server serves every file of the build (engines.ts); its CDN does not.
        expect(response.status(), file).toBe(200);
        continue;
      }
      expect(response.status(), file).toBeGreaterThanOrEqual(400);
      expect(await response.text(), file).not.toContain("Generated by gatsby/hosting");
    }
  });
});

test.describe("the content manager (/admin)", () => {
  test("has its own policy, is never indexed, and lets its GitHub sign-in popup answer; pages keep same-origin", async ({ request }) => {
    const admin = await get(request, ADMIN_PATH);
    expect(admin.status()).toBe(200);
    const headers = admin.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    // Netlify and Cloudflare join the site-wide policy of /* to /admin's own (two policies, both enforced; /admin's
    // ends with the site-wide directives, tests/unit/gatsby/security-headers.test.ts); nginx sends /admin's alone.
    const policies = headers["content-security-policy"]!.split(/,\s*/);
    expect(policies, "/admin's own policy").toContain(ADMIN_CSP);
    expect(
      policies.filter((p) => p !== ADMIN_CSP),
      "and at most the site-wide one",
    ).toEqual(policies.length > 1 ? [SITE_DIRECTIVES.join("; ")] : []);
    expect(headers["x-frame-options"]).toBe("DENY");
    // Its scripts, Decap's bundle among them, are served by this host too.
    const scripts = [...(await admin.text()).matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.some((src) => src.startsWith(`${ADMIN_PATH}${DECAP_DIR}`))).toBe(true);
    for (const src of scripts) expect((await get(request, src)).status(), src).toBe(200);

    const home = (await get(request, "/")).headers();
    expect(home["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home["x-robots-tag"]).toBeUndefined();
  });

  test("sends its configuration as YAML, which the CMS reads only when it is told so", async ({ request }) => {
    const config = await get(request, `${ADMIN_PATH}config.yml`);
    expect(config.status()).toBe(200);
    expect(config.headers()["content-type"]).toMatch(/yaml/);
  });
});
