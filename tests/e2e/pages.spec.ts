import type { Page } from "@playwright/test";
import { expect, pagesToCheck, ROUTES, test } from "./fixtures";
import { ARTICLE, CASE_STUDY, expectNoAxeViolationsAtBothWidths, openSettled, TAG } from "./support/a11y-helpers";
import { CONTENT_AR, escapeRegExp, expectedHead, SITE, SITE_URL } from "./support/shell-content";
import { basePath, langOfPath, localePath } from "../../src/lib/language/i18n";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { articlePath, servicePath } from "../../src/lib/routing/slug";
import { LATIN_PUNCTUATION_IN_ARABIC } from "../../gatsby/content/prose";

/**
 * Every page, opened once: axe-core finds nothing at a desktop and then a phone width, the page has its
 * own head, and an Arabic page is Arabic through and through, right to left, with its twins named.
 * `npm run test:content` runs this file alone, on the pages a content change touches.
 */

const ENGLISH_PAGES = [...ROUTES, ARTICLE, TAG, CASE_STUDY, "/guides/coming-soon/"];
const PAGES = pagesToCheck([...ENGLISH_PAGES, ...ENGLISH_PAGES.map((p) => localePath(p, "ar"))]);
const SITE_AR = CONTENT_AR.site;

for (const path of PAGES) {
  const arabic = langOfPath(path) === "ar";
  test(`${path}: no axe violations at either width, its own head${arabic ? ", all in Arabic, right to left" : ""}`, async ({ page }) => {
    // What an Arabic page must not show: its English twin's heading, read from the twin's HTML.
    const twin = arabic ? await page.request.get(basePath(path)) : null;
    expect(twin?.status() ?? 200, `${basePath(path)} answers`).toBe(200);
    const response = await openSettled(page, path);
    expect(response?.status(), `${path} answers`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A page kept out of search engines' index (a guide not yet published) names no canonical URL or twins.
    const indexed = (await page.locator('meta[name="robots"][content~="noindex"]').count()) === 0;
    if (!indexed) await expect(page.locator('link[rel="canonical"], link[hreflang]')).toHaveCount(0);
    if (arabic) {
      const twinHtml = await twin!.text();
      const englishHeading = await page.evaluate(
        (html) => new DOMParser().parseFromString(html, "text/html").querySelector("h1")!.textContent!.trim(),
        twinHtml,
      );
      await expectArabicPage(page, path, await response!.text(), englishHeading, indexed);
    } else await expectEnglishHead(page, path, indexed);
    await expectNoAxeViolationsAtBothWidths(page, path);
  });
}

/**
 * An English page's title, description, canonical URL and sharing tags. Each template's Open Graph image, at the
 * site's URL and served, is discovery.spec.ts's; the company that every page's JSON-LD names, heads.test.tsx's.
 */
async function expectEnglishHead(page: Page, path: string, indexed: boolean): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The routes of the specification have their title and description in content; the generated pages, their own.
  const { title, description } = ROUTES.includes(path) ? expectedHead(path) : { title: null, description: null };
  const fullTitle = title ? `${title} | ${SITE.siteTitle}` : new RegExp(`\\S \\| ${escapeRegExp(SITE.siteTitle)}$`);
  await expect(page).toHaveTitle(fullTitle);
  if (!indexed) return;
  // /privacy/ names /privacy-policy/ as its canonical; every other page itself, home as the site's root with its slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${PRIVACY_PATHS.find((a) => a.path === path)?.canonical ?? path}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description ?? /\S/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", fullTitle);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /\S/);
}

/**
 * An Arabic page, open and hydrated: its language, direction, title, copy, canonical URL and structured data.
 * Its twins and the company's names, places and breadcrumbs in each language are tests/unit/components/heads.test.tsx's.
 */
async function expectArabicPage(page: Page, path: string, html: string, englishHeading: string, indexed: boolean): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle(new RegExp(`\\| ${SITE_AR.siteTitle}$`));
  await expect(page).toHaveTitle(/[\u0600-\u06ff]/);
  const sameHeading = englishHeading === (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(await englishCopyIn(page, sameHeading ? null : englishHeading)).toEqual([]);
  if (!indexed) return;
  // /ar/privacy/ names /ar/privacy-policy/ as its canonical, as /privacy/ does in English.
  const englishPath = basePath(path);
  const canonical = localePath(PRIVACY_PATHS.find((a) => a.path === englishPath)?.canonical ?? englishPath, "ar");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");
  await expectArabicStructuredData(page, path, html);
}

/**
 * Every English interface phrase that the Arabic messages do not also use. Single words are left to
 * the word checks below: one of them may be part of a product's name ("Vercel Speed Insights").
 */
function englishInterfaceWords(): string[] {
  const arabic = new Set(stringsOf(MESSAGES_AR).map((s) => s.value));
  return stringsOf(MESSAGES)
    .map((s) => s.value)
    .filter((s) => /\s/.test(s.trim()) && !arabic.has(s) && !/^[\w.+-]+@/.test(s));
}
const ENGLISH_UI = englishInterfaceWords();

/**
 * What the interface, not content, can leave on an Arabic page (the validator holds content and the interface's
 * words to Arabic copy and Arabic punctuation): an English interface string, the English page's heading, or a
 * Latin comma, semicolon or question mark that a component put between Arabic words, in the text or in a
 * label a screen reader reads.
 */
async function englishCopyIn(page: Page, englishHeading: string | null): Promise<string[]> {
  const text = await page.getByRole("main").innerText();
  const labels = await page.locator("[aria-label], img[alt]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.getAttribute("alt")!));
  const shell = await page.locator("body").innerText();
  const found = [
    ...ENGLISH_UI.filter((s) => text.includes(s)).map((s) => `interface: "${s}"`),
    ...[shell, ...labels].flatMap((t) => {
      const m = LATIN_PUNCTUATION_IN_ARABIC.exec(t);
      return m ? [`Latin punctuation: "${m[0]}" in "${t.slice(Math.max(0, m.index - 20), m.index + 20)}"`] : [];
    }),
  ];
  if (englishHeading && text.includes(englishHeading)) found.push(`the English heading "${englishHeading}"`);
  return [...new Set(found)];
}

type JsonLd = Record<string, unknown>;

/** Every string of a JSON-LD value, with the key it sits under. */
function stringsOf(value: unknown, key = ""): { key: string; value: string }[] {
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => stringsOf(v, key));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
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

/** The JSON-LD of the page's head now. */
const live = (page: Page) => page.locator('head script[type="application/ld+json"]').allTextContents();

/**
 * The JSON-LD of an open, hydrated Arabic page is what the server sent (`html`), once Gatsby has rendered
 * the head again in the browser, and every word of it and of the head is Arabic.
 */
async function expectArabicStructuredData(page: Page, path: string, html: string): Promise<void> {
  const texts = await page.evaluate(
    (doc) => [...new DOMParser().parseFromString(doc, "text/html").querySelectorAll('head script[type="application/ld+json"]')].map((s) => s.textContent!),
    html,
  );
  await expect.poll(() => live(page)).toEqual(texts);
  // The company's English name only as its alternate name.
  const strings = texts.flatMap((t) => stringsOf(JSON.parse(t))).filter((s) => s.key !== "alternateName");
  expect(strings.filter((s) => WORD_KEYS.has(s.key) && !ARABIC.test(s.value) && !SHARED_SITE_VALUES.has(s.value))).toEqual([]);
  const head = [
    await page.title(),
    ...(await page.locator("head meta[content]").evaluateAll((metas) => metas.map((m) => m.getAttribute("content")!))),
    ...strings.map((s) => s.value),
  ];
  expect(head.filter((text) => ENGLISH_ONLY_COMPANY.some((w) => text.includes(w)))).toEqual([]);
  // A service's or an article's page describes the Arabic record.
  const data = texts.map((t) => JSON.parse(t) as JsonLd);
  const service = CONTENT_AR.services.find((s) => path === localePath(servicePath(s.slug), "ar"));
  if (service) expect(data.find((d) => d["@type"] === "Service")).toMatchObject({ name: service.title, description: service.longDescription });
  const article = CONTENT_AR.articles.find((a) => path === localePath(articlePath(a.slug), "ar"));
  if (article) expect(data.find((d) => d["@type"] === "Article")).toMatchObject({ headline: article.title, description: article.excerpt });
}
