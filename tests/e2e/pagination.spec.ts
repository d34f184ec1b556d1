import type { Page } from "@playwright/test";
import { ARTICLES_PER_PAGE, countText, filterArticles, pageCountOf } from "../../src/lib/insights/listing";
import { MESSAGES } from "../../src/lib/language/messages";
import { articlePath, INSIGHTS_PATH, listingPagePath, tagPath } from "../../src/lib/routing/slug";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openSettled, WIDTHS } from "./support/a11y-helpers";
import { ready } from "./support/forms-helpers";
import { archiveContent, SITE_URL } from "./support/shell-content";

// The rules of the paginated listings, for whatever content is built, on the copy with generated
// articles (scripts/build-scale.mjs), where every listing has several pages.

/** Newest first, then by slug: the listing's order. */
const articles = [...archiveContent().en.articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const tags = [...new Set(articles.flatMap((a) => a.tags))];
/** The tag with the most articles: the tag listing most likely to have several pages. */
const biggestTag = tags.map((t) => ({ t, n: articles.filter((a) => a.tags.includes(t)).length })).sort((a, b) => b.n - a.n)[0]!.t;

const cardLinks = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").getByRole("link");
/** The listing's count, once it is one ('Searching all articles…' comes first while the index loads). */
const count = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });

/** Walks a listing from its first page by its Next links, checking each page on the way; returns the article paths seen. */
async function walk(page: Page, basePath: string, expected: readonly (typeof articles)[number][]) {
  const count = pageCountOf(expected.length);
  const seen: string[] = [];
  for (let n = 1; n <= count; n++) {
    const path = listingPagePath(basePath, n);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
    const prev = page.locator('head link[rel="prev"]');
    const next = page.locator('head link[rel="next"]');
    if (n > 1) await expect(prev).toHaveAttribute("href", `${SITE_URL}${listingPagePath(basePath, n - 1)}`);
    else await expect(prev).toHaveCount(0);
    if (n < count) await expect(next).toHaveAttribute("href", `${SITE_URL}${listingPagePath(basePath, n + 1)}`);
    else await expect(next).toHaveCount(0);
    if (n > 1) await expect(page).toHaveTitle(new RegExp(`\\(page ${n} of ${count}\\)`));

    const links = await cardLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(expected.slice((n - 1) * ARTICLES_PER_PAGE, n * ARTICLES_PER_PAGE).map((a) => articlePath(a.slug)));
    seen.push(...(links as string[]));
    if (count === 1) {
      await expect(pages(page)).toHaveCount(0);
      break;
    }
    await expect(pages(page).getByRole("link", { name: `Page ${n}`, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pages(page)).toContainText(`Page ${n} of ${count}`);
    if (n === 1) await expect(pages(page).getByRole("link", { name: /Previous/ })).toHaveCount(0);
    if (n === count) await expect(pages(page).getByRole("link", { name: /Next/ })).toHaveCount(0);
    else {
      // The next page's one URL: without JavaScript (a context of its own) a link to /page/2 would pass through a redirect.
      await expect(pages(page).getByRole("link", { name: /Next/ })).toHaveAttribute("href", listingPagePath(basePath, n + 1));
      await pages(page).getByRole("link", { name: /Next/ }).click();
    }
  }
  return seen;
}

test.describe("paginated listings", () => {
  test("the biggest tag's pages list its articles once each, and say how many there are in all", async ({ page }) => {
    const expected = articles.filter((a) => a.tags.includes(biggestTag));
    await page.goto(tagPath(biggestTag));
    const seen = await walk(page, tagPath(biggestTag), expected);
    expect(seen).toEqual(expected.map((a) => articlePath(a.slug)));
    await expect(page.getByRole("main")).toContainText(`${expected.length} ${expected.length === 1 ? "article" : "articles"}`);
  });

  test("Insights without JavaScript: every article once, newest first, a page at a time, with plain links between the pages", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(INSIGHTS_PATH);
    expect(await walk(page, INSIGHTS_PATH, articles)).toEqual(articles.map((a) => articlePath(a.slug)));
    // Whichever page it is on, the count is of every article.
    await expect(count(page)).toHaveText(countText(articles.length, { category: "All", search: "" }, MESSAGES));
    await context.close();
  });

  test("the last page of the listing, and the search results, have no axe violations at a phone and a desktop width", async ({ page }) => {
    // Four runs of axe over a page of cards.
    test.slow();
    const last = listingPagePath(INSIGHTS_PATH, pageCountOf(articles.length));
    for (const { name, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await openSettled(page, last);
      await expectNoAxeViolations(page, `${last} at ${name} width`);
      await page.getByRole("searchbox", { name: "Search articles" }).fill("a");
      await expect(count(page)).toBeVisible();
      await expectNoAxeViolations(page, `${last} searching at ${name} width`);
    }
  });

  test("there is no page beyond the last, and no second address for the first", async ({ request }) => {
    const last = pageCountOf(articles.length);
    expect((await request.get(listingPagePath(INSIGHTS_PATH, last), { maxRedirects: 0 })).status()).toBe(200);
    for (const path of [listingPagePath(INSIGHTS_PATH, last + 1), `${INSIGHTS_PATH}page/1/`, `${INSIGHTS_PATH}page/0/`])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  });

  test("the sitemap lists every page of every listing", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const paths: string[] = [];
    for (const m of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const xml = await (await request.get(new URL(m[1]!).pathname)).text();
      paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((l) => new URL(l[1]!).pathname));
    }
    for (let n = 1; n <= pageCountOf(articles.length); n++) expect(paths).toContain(listingPagePath(INSIGHTS_PATH, n));
    for (const tag of tags) {
      const total = articles.filter((a) => a.tags.includes(tag)).length;
      for (let n = 1; n <= pageCountOf(total); n++) expect(paths).toContain(listingPagePath(tagPath(tag), n));
    }
  });
});

test("search over every article finds the oldest article from the last page by a word of its title, a page of results at a time", async ({ page }) => {
  await page.goto(listingPagePath(INSIGHTS_PATH, pageCountOf(articles.length)));
  await ready(page);
  const oldest = articles.at(-1)!;
  const word = oldest.title.split(/\s+/).find((w) => w.length >= 5) ?? oldest.title;
  await page.getByRole("searchbox", { name: "Search articles" }).fill(word);
  const matches = filterArticles(articles, { category: "All", search: word });
  await expect(count(page)).toHaveText(countText(matches.length, { category: "All", search: word }, MESSAGES));
  // Results come a page at a time: 'Show more' until the oldest article is listed.
  const more = page.getByRole("button", { name: "Show more articles" });
  for (let shown = ARTICLES_PER_PAGE; shown < matches.length; shown += ARTICLES_PER_PAGE) await more.click();
  await expect(more).toHaveCount(0);
  await expect(cardLinks(page)).toHaveCount(matches.length);
  await expect(page.getByRole("main").getByRole("link", { name: oldest.title, exact: true })).toHaveAttribute("href", articlePath(oldest.slug));
});
