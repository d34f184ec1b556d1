import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { canonicalPath } from "../../src/lib/language/i18n";
import { NOTICE_PAGES, PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { articlePath, caseStudyPath, servicePath, tagPath } from "../../src/lib/routing/slug";
import { ROUTES } from "./fixtures";
import { CONTENT, SITE_URL as SITE } from "./support/shell-content";

const { articles, "case-studies": caseStudies, services } = CONTENT;

/** Internal URLs named by href, src and srcset in an HTML document. */
function internalUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src|data-src)="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/\s(?:srcset|srcSet|data-srcset)="([^"]+)"/g)) for (const part of m[1]!.split(",")) urls.add(part.trim().split(/\s+/)[0]!);
  return [...urls]
    .map((u) => u.replace(/&amp;/g, "&"))
    .filter((u) => u.startsWith("/") && !u.startsWith("//"))
    .map((u) => u.replace(/#.*$/, ""))
    .filter(Boolean);
}

test("following every internal link and asset from the home page reaches something that answers 200, without a redirect", async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  const queue = ["/"];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    // A link to /about instead of /about/ would cost every visitor a redirect: it counts as broken.
    const response = await request.get(url, { maxRedirects: 0 });
    seen.set(url, response.status());
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !type.startsWith("text/html")) continue;
    for (const next of internalUrls(await response.text())) if (!seen.has(next)) queue.push(next);
  }
  const broken = [...seen].filter(([, status]) => status !== 200);
  expect(broken, "internal links or assets that do not answer 200").toEqual([]);
  // The crawl reached every generated page from links alone.
  for (const a of articles) expect(seen.get(articlePath(a.slug))).toBe(200);
  for (const t of new Set(articles.flatMap((a) => a.tags))) expect(seen.get(tagPath(t))).toBe(200);
  for (const s of caseStudies) expect(seen.get(caseStudyPath(s.slug))).toBe(200);
});

test("the sitemap lists every real page once and no redirect, alias, 404, placeholder or the CMS", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const locs: string[] = [];
  for (const s of sitemaps) {
    const xml = await (await request.get(s)).text();
    locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  const paths = locs.map((l) => new URL(l).pathname);
  expect(new Set(paths).size).toBe(paths.length);
  for (const l of locs) expect(l.startsWith(SITE)).toBe(true);
  // Each page at its one URL, with its trailing slash, answering without a redirect.
  expect(paths.filter((p) => canonicalPath(p) !== p)).toEqual([]);
  const aliases = PRIVACY_PATHS.filter((a) => a.path !== a.canonical).map((a) => a.path);
  for (const p of ROUTES.filter((r) => !aliases.includes(r))) expect(paths).toContain(p);
  for (const a of articles) expect(paths).toContain(articlePath(a.slug));
  for (const s of caseStudies) expect(paths).toContain(caseStudyPath(s.slug));
  for (const p of ["/blog/", ...aliases, "/404/", "/404.html", ...NOTICE_PAGES.map((n) => n.path), "/admin/"]) expect(paths).not.toContain(p);
  for (const p of paths) expect((await request.get(p, { maxRedirects: 0 })).status(), p).toBe(200);
});

test("a page links the web app manifest the build wrote, the theme colour and an inline favicon", async ({ request, page }) => {
  await page.goto("/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
  // One PNG icon, inline (no request while the page's largest paint is coming): an SVG favicon costs the
  // page's main thread an SVG document for each size fetched.
  const favicon = fs.readFileSync(path.join("static", "favicon-32.png")).toString("base64");
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", `data:image/png;base64,${favicon}`);
  // What the manifest says, and that its icons are in static/, is tests/unit/lib/discovery.test.ts's; here, that the build wrote it from
  // the content. The crawl above fetches the files the head links, the touch icon among them.
  expect((await (await request.get("/manifest.webmanifest")).json()).name).toBe(CONTENT.site.siteTitle);
});

/** A page, the picture its Open Graph image is, and, for an article, its Open Graph type. */
const OG_PAGES: [string, RegExp, string?][] = [
  ["/", /hero-poster/],
  ["/about/", /about-story/],
  ["/careers/", /careers/],
  [servicePath(services[0]!.slug), new RegExp(`/images/service-${services[0]!.slug}\\.png$`)],
  [articlePath(articles[0]!.slug), new RegExp(articles[0]!.slug), "article"],
  [caseStudyPath(caseStudies[0]!.slug), new RegExp(caseStudies[0]!.slug)],
  ["/faq/", /og-default/],
];

for (const [route, picture, type] of OG_PAGES) {
  test(`${route} has its own Open Graph image with width, height and alt`, async ({ page, request }) => {
    await page.goto(route);
    const meta = (p: string) => page.locator(`head meta[property="${p}"]`).getAttribute("content");
    const image = (await meta("og:image"))!;
    expect(image).toMatch(picture);
    expect(image.startsWith(SITE)).toBe(true);
    expect(Number(await meta("og:image:width"))).toBeGreaterThan(0);
    expect(Number(await meta("og:image:height"))).toBeGreaterThan(0);
    expect((await meta("og:image:alt"))!.length).toBeGreaterThan(5);
    const served = await request.get(new URL(image).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);
    if (type) expect(await meta("og:type")).toBe(type);
  });
}
