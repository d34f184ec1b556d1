import type { Page } from "@playwright/test";
import { ARABIC_ROUTES, expect, hydrated, NOT_FOUND_CONSOLE, pagesToCheck, test } from "./fixtures";
import { ARTICLE, CASE_STUDY, TAG } from "./support/a11y-helpers";
import { openBeforeScripts } from "./support/early-scripts";
import { MAPS_SCRIPT } from "./support/maps-stand-in";
import { ready } from "./support/forms-helpers";
import { CONTENT_AR, SITE, SITE_URL, escapeRegExp } from "./support/shell-content";
import { basePath, canonicalPath, localePath } from "../../src/lib/language/i18n";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { articlePath, searchIndexPath, servicePath } from "../../src/lib/routing/slug";

/** Every page in Arabic, right to left, under /ar, linked both ways. */

const SITE_AR = CONTENT_AR.site;

const PAGES = pagesToCheck([...ARABIC_ROUTES, ...[ARTICLE, TAG, CASE_STUDY].map((p) => localePath(p, "ar"))], "ar");

/**
 * Every English interface phrase that the Arabic messages do not also use. Single words are left to
 * the word checks below: one of them may be part of a product's name ("Vercel Speed Insights").
 */
function englishInterfaceWords(): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(leaves) : [];
  const arabic = new Set(leaves(MESSAGES_AR));
  return leaves(MESSAGES).filter((s) => /\s/.test(s.trim()) && !arabic.has(s) && !/^[\w.+-]+@/.test(s));
}
const ENGLISH_UI = englishInterfaceWords();

/**
 * English copy left on an Arabic page: an English interface string, a lower-case English word (brand
 * and product names, which stay in Latin script, are capitalised or acronyms), or an English
 * function word. Addresses, URLs and the English page's own heading are checked as well.
 */
async function englishCopyIn(page: Page, englishHeading: string | null): Promise<string[]> {
  const text = await page.getByRole("main").innerText();
  // Addresses, and an English term glossed in parentheses after its Arabic, «منطقة الهبوط (landing zone)»,
  // as content/glossary.json asks at a term's first mention, are not English copy.
  const prose = text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, " ").replace(/(?<=[\u0600-\u06ff]\s*)\([a-z][a-z -]*\)/gi, " ");
  const found = [
    ...ENGLISH_UI.filter((s) => text.includes(s)).map((s) => `interface: "${s}"`),
    ...[...prose.matchAll(/\b[a-z]{2,}\b/g)].map((m) => `lower-case word: "${m[0]}"`),
    ...[...prose.matchAll(/\b(?:The|And|Our|Your|We|You|This|With|For|From|Read|Learn|View|More|About|Contact)\b/g)].map((m) => `word: "${m[0]}"`),
  ];
  if (englishHeading && text.includes(englishHeading)) found.push(`the English heading "${englishHeading}"`);
  return [...new Set(found)];
}

test.describe("every Arabic page", () => {
  for (const path of PAGES) {
    test(`${path} is in Arabic, right to left, with its twins named in the head and its structured data in Arabic`, async ({ page }) => {
      const englishPath = basePath(path);
      const english = await page.goto(englishPath);
      expect(english?.status()).toBe(200);
      const englishHeading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page).toHaveTitle(new RegExp(`\\| ${SITE_AR.siteTitle}$`));
      await expect(page).toHaveTitle(/[\u0600-\u06ff]/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // /ar/privacy/ names /ar/privacy-policy/ as its canonical, as /privacy/ does in English.
      const englishCanonical = PRIVACY_PATHS.find((a) => a.path === englishPath)?.canonical ?? englishPath;
      const canonical = localePath(englishCanonical, "ar");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
      const englishUrl = `${SITE_URL}${englishCanonical}`;
      expect(alternates).toEqual([
        ["en", englishUrl],
        ["ar", `${SITE_URL}${canonical}`],
        ["x-default", englishUrl],
      ]);

      const org = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((t) => JSON.parse(t) as Record<string, unknown>)
        .find((d) => d["@type"] === "Organization");
      expect(org).toMatchObject({ name: SITE_AR.siteTitle, alternateName: expect.stringMatching(/^[A-Za-z]/) });

      expect(await englishCopyIn(page, englishHeading === (await page.getByRole("heading", { level: 1 }).innerText()).trim() ? null : englishHeading)).toEqual(
        [],
      );
      await expectArabicStructuredData(page, path, html);
    });
  }
});

type JsonLd = Record<string, unknown>;

/** Every string of a JSON-LD value, with the key it sits under. */
function stringsOf(value: unknown, key = ""): { key: string; value: string }[] {
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => stringsOf(v, key));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
}

/** Every object of a JSON-LD value, with the key it sits under. */
function nodesOf(value: unknown, key = ""): { key: string; node: JsonLd }[] {
  if (Array.isArray(value)) return value.flatMap((v) => nodesOf(v, key));
  if (typeof value !== "object" || value === null) return [];
  return [{ key, node: value as JsonLd }, ...Object.entries(value).flatMap(([k, v]) => nodesOf(v, k))];
}

/** The words that name, describe or place the company in one language (content/site.{lang}.json). */
const companyWords = (site: typeof SITE) => {
  const { streetAddress, postOfficeBox, addressLocality, countryName } = site.contact.address;
  return [site.siteTitle, site.siteDescription, streetAddress, postOfficeBox, addressLocality, countryName];
};
/** The English ones that content/site.ar.json translates: none may reach an Arabic page's head. */
const ENGLISH_ONLY_COMPANY = companyWords(SITE).filter((w) => !companyWords(SITE_AR).includes(w));
/** Values the two site files share because they are not words (codes, e-mail, phone, links): allowed in either language. */
const SHARED_SITE_VALUES = new Set(
  stringsOf(SITE_AR)
    .filter((s) => stringsOf(SITE).some((e) => e.value === s.value))
    .map((s) => s.value),
);
/** Keys whose strings name, describe or place something: on an Arabic page each is Arabic unless content shares it. */
const WORD_KEYS = new Set(["name", "headline", "description", "text", "streetAddress", "postOfficeBoxNumber", "addressLocality"]);
const ARABIC = /[\u0600-\u06ff]/;

/** The JSON-LD of an HTML document as served, and as the page's head holds it now. */
const served = (page: Page, html: string) =>
  page.evaluate(
    (doc) => [...new DOMParser().parseFromString(doc, "text/html").querySelectorAll('head script[type="application/ld+json"]')].map((s) => s.textContent),
    html,
  );
const live = (page: Page) => page.locator('head script[type="application/ld+json"]').allTextContents();

/**
 * The JSON-LD of the Arabic page at `path`, which the browser has open and hydrated: it describes the
 * company, its office and the page in Arabic, and is what the server sent (`html`).
 */
async function expectArabicStructuredData(page: Page, path: string, html: string): Promise<void> {
  // Gatsby renders the head again in the browser: what it ends with is what it was served.
  const texts = await served(page, html);
  await expect.poll(() => live(page)).toEqual(texts);
  const data = texts.map((t) => JSON.parse(t!) as JsonLd);
  const nodes = data.flatMap((d) => nodesOf(d));

  // The company, wherever it appears: the Organization, the office, an article's publisher, a service's provider.
  const company = nodes.filter(
    ({ key, node }) =>
      node["@id"] === `${SITE_URL}/#organization` ||
      ["Organization", "ProfessionalService"].includes(String(node["@type"])) ||
      ["publisher", "provider"].includes(key),
  );
  const types = company.map((c) => c.node["@type"]);
  expect(types).toContain("Organization");
  if (path === localePath("/contact", "ar")) expect(types).toContain("ProfessionalService");
  for (const { key, node } of company) {
    if ("name" in node) expect(node.name, `${String(node["@type"] ?? key)} name`).toBe(SITE_AR.siteTitle);
    if ("description" in node) expect(node.description).toBe(SITE_AR.siteDescription);
    if ("alternateName" in node) expect(node.alternateName).toBe(SITE.siteTitle);
  }
  const addresses = nodes.filter(({ node }) => node["@type"] === "PostalAddress").map(({ node }) => node);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    expect(address).toMatchObject({
      streetAddress: SITE_AR.contact.address.streetAddress,
      postOfficeBoxNumber: SITE_AR.contact.address.postOfficeBox,
      addressLocality: SITE_AR.contact.address.addressLocality,
      addressCountry: SITE_AR.contact.address.addressCountry,
    });

  // Every word in Arabic; the company's English name only as its alternate name.
  const strings = data.flatMap((d) => stringsOf(d)).filter((s) => s.key !== "alternateName");
  expect(strings.filter((s) => WORD_KEYS.has(s.key) && !ARABIC.test(s.value) && !SHARED_SITE_VALUES.has(s.value))).toEqual([]);
  const head = [
    await page.title(),
    ...(await page.locator("head meta[content]").evaluateAll((metas) => metas.map((m) => m.getAttribute("content")!))),
    ...strings.map((s) => s.value),
  ];
  expect(head.filter((text) => ENGLISH_ONLY_COMPANY.some((w) => text.includes(w)))).toEqual([]);

  // The page, named as its title names it and as the Arabic content words it.
  const pageName = (await page.title()).replace(new RegExp(` \\| ${escapeRegExp(SITE_AR.siteTitle)}$`), "");
  const trail = data.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement as { name: string; item: string }[] | undefined;
  if (trail) {
    expect(trail[0]).toMatchObject({ name: MESSAGES_AR.breadcrumbs.home, item: `${SITE_URL}${localePath("/", "ar")}` });
    expect(trail.at(-1)).toMatchObject({ name: pageName, item: `${SITE_URL}${path}` });
    for (const step of trail) {
      expect(step.item).toMatch(new RegExp(`^${escapeRegExp(SITE_URL)}/ar/`));
      expect(step.item, "a page's one URL").toBe(`${SITE_URL}${canonicalPath(new URL(step.item).pathname)}`);
    }
  }
  const service = CONTENT_AR.services.find((s) => path === localePath(servicePath(s.slug), "ar"));
  if (service) expect(data.find((d) => d["@type"] === "Service")).toMatchObject({ name: service.title, description: service.longDescription });
  const article = CONTENT_AR.articles.find((a) => path === localePath(articlePath(a.slug), "ar"));
  if (article) expect(data.find((d) => d["@type"] === "Article")).toMatchObject({ headline: article.title, description: article.excerpt });
  if (service || article) expect(pageName).toBe(service?.title ?? article?.title);
  const faq = data.find((d) => d["@type"] === "FAQPage");
  if (faq)
    expect(
      nodesOf(faq)
        .flatMap(({ node }) => (node["@type"] === "Question" ? [String(node.name)] : []))
        .sort(),
    ).toEqual(CONTENT_AR.faq.flatMap((c) => c.items.map((i) => i.question)).sort());
}

test.describe("the language switch", () => {
  test("leads from an English page to its Arabic twin and back, named in the language it leads to", async ({ page }) => {
    await page.goto("/about/");
    await hydrated(page);
    const toArabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
    await toArabic.click();
    await expect(page).toHaveURL((url) => url.pathname === "/ar/about/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("routes of the Arabic edition", () => {
  test.describe(() => {
    test.use({ allowRedirects: true });

    test("/ar/blog ends on /ar/insights/", async ({ page }) => {
      // The old address as it was linked, without the slash: the server adds it, the fallback page moves on.
      await page.goto("/ar/blog");
      await expect(page).toHaveURL((url) => url.pathname === "/ar/insights/");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    });
  });

  test.describe("paths that do not exist", () => {
    test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

    test("an unknown path under /ar answers 404 with the Arabic 404 page", async ({ page }) => {
      const response = await page.goto("/ar/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT_AR.pages.find((p) => p.slug === "not-found")!.heading);
    });

    test("an unknown service under /ar says so in Arabic", async ({ page }) => {
      await page.goto("/ar/services/unknown");
      await expect(page.getByRole("heading", { level: 1, name: MESSAGES_AR.serviceNotFound.heading })).toBeVisible();
      await expect(page.getByRole("link", { name: MESSAGES_AR.serviceNotFound.link })).toHaveAttribute("href", "/ar/services/");
    });
  });

  test("links inside an Arabic page stay in Arabic, each at its page's one URL", async ({ page }) => {
    await page.goto("/ar/");
    await hydrated(page);
    const hrefs = await page.locator("header a[href^='/'], main a[href^='/'], footer a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    // The language switch leads to the English home page, /.
    const english = hrefs.filter((h) => !h.startsWith("/ar/") && !/\.(?:xml|pdf|png|jpe?g|webp|svg)$/.test(h) && h !== "/");
    expect(english).toEqual([]);
    expect(hrefs.filter((h) => canonicalPath(h) !== h)).toEqual([]);
  });
});

test.describe("shared behaviour, in Arabic", () => {
  test("the carousel's next control moves to the next testimonial", async ({ page }) => {
    await page.goto("/ar/");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: MESSAGES_AR.carousel.label });
    await carousel.getByRole("button", { name: MESSAGES_AR.carousel.next }).click();
    await expect(carousel.getByRole("group", { name: MESSAGES_AR.carousel.position(2, CONTENT_AR.testimonials.length) })).toBeVisible();
  });

  test("the Insights search filters the Arabic articles, over the Arabic index", async ({ page }) => {
    const first = CONTENT_AR.articles[0]!;
    const word = first.title.split(/\s+/).find((w) => w.length > 3)!;
    await page.goto("/ar/insights/");
    await hydrated(page);
    const index = page.waitForRequest((r) => new URL(r.url()).pathname === searchIndexPath("ar"));
    await page.getByRole("searchbox").fill(word);
    await index;
    await expect(page.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText(`«${word}»`);
  });
});

test.describe("without JavaScript, in Arabic", () => {
  test.use({ javaScriptEnabled: false });

  test("a page shows its content, and the mobile menu opens natively with the language switch in it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/about/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(CONTENT_AR.pages.find((p) => p.slug === "about")!.heading);
    await page.getByRole("button", { name: MESSAGES_AR.openMenu }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "English" })).toHaveAttribute("href", "/about/");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: SITE_AR.navigation[0]!.name })).toBeVisible();
  });
});

test.describe("before the scripts arrive, in Arabic", () => {
  test("the mobile menu opens on the first tap and names itself in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await openBeforeScripts(page, "/ar/");
    await page.getByRole("button", { name: MESSAGES_AR.openMenu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("[data-menu-toggle]")).toHaveAccessibleName(MESSAGES_AR.closeMenu);
    scripts.release();
    await ready(page);
    await expect(page.locator("[data-menu-toggle]")).toHaveAccessibleName(MESSAGES_AR.closeMenu);
  });

  test("the language switch, followed early, keeps the Insights query", async ({ page }) => {
    await openBeforeScripts(page, "/insights/?q=cloud");
    await page.getByRole("banner").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/insights\/\?q=cloud$/);
  });
});

test.describe("more shared controls, in Arabic", () => {
  test("the map asks Google for Arabic labels and names itself in Arabic", async ({ page }) => {
    await page.goto("/ar/contact/");
    await hydrated(page);
    const [script] = await Promise.all([page.waitForRequest(MAPS_SCRIPT), page.locator("[data-map-state]").scrollIntoViewIfNeeded()]);
    expect(new URL(script.url()).searchParams.get("language")).toBe("ar");
    await expect(page.getByRole("region", { name: MESSAGES_AR.map.label })).toBeVisible();
  });
});
