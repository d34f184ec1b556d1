import type { Locator, Page } from "@playwright/test";
import { ARTICLES_PER_PAGE, countText as countTextIn, filterArticles, pageCountOf, type InsightsFilters } from "../../src/lib/insights/listing";
import { localePath } from "../../src/lib/language/i18n";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { articlePath, INSIGHTS_PATH, listingPagePath, tagPath } from "../../src/lib/routing/slug";
import { expect, test } from "./fixtures";
import { expectNoAxeViolationsAtBothWidths, openSettled, PHONE } from "./support/a11y-helpers";
import { archiveContent, block, SITE_URL } from "./support/shell-content";
import { ready } from "./support/forms-helpers";

// The listings' rules, for whatever content is built, on the copy with generated articles
// (scripts/build-scale.mjs), where every listing has several pages.

/** The archive's content; its articles in listing order, newest first, as the validator sorts them. */
const {
  en: { articles },
  ar: CONTENT_AR,
} = archiveContent();

/** The count line the English listing shows for these filters. */
const showing = (count: number, filters: InsightsFilters) => countTextIn(count, filters, MESSAGES);

/** Every tag once, in the order the articles first use it: the category links after 'All'. */
const TAGS = [...new Set(articles.flatMap((a) => a.tags))];
/** Each tag's articles, the tag with the most first. */
const TAGGED = TAGS.map((tag) => ({ tag, tagged: articles.filter((a) => a.tags.includes(tag)) })).sort((a, b) => b.tagged.length - a.tagged.length);

const titlesOf = (category: string, search: string) => filterArticles(articles, { category, search }).map((a) => a.title);
/** What a listing page or a batch of results shows of a longer list: its first ARTICLES_PER_PAGE. */
const firstPage = <T>(list: readonly T[]) => list.slice(0, ARTICLES_PER_PAGE);

/**
 * A filter derived from the content, so an editor's article changes keep these tests meaningful: the tag used
 * by the most articles but not by all, and a word of the title of its last article that narrows it further.
 */
const FILTER = (() => {
  const category = TAGGED.find((x) => x.tagged.length < articles.length)?.tag;
  if (!category) throw new Error("every tag is on every article; no category filters anything");
  const target = articles.filter((a) => a.tags.includes(category)).at(-1)!;
  const search = target.title
    .toLowerCase()
    .match(/[a-z]{6,}/g)
    ?.find((w) => titlesOf(category, w).length < titlesOf(category, "").length);
  if (!search) throw new Error(`no word of the title of ${target.slug} narrows the list`);
  return { category, search, target, count: showing(titlesOf(category, search).length, { category, search }) };
})();

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
const category = (page: Page, name: string) => categories(page).getByRole("link", { name, exact: true });
/** The listing's count, once it is one ('Searching all articles…' comes first while the index loads). */
const countText = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");
const cardLinks = (page: Page) => cardTitles(page).getByRole("link");
const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });

async function openInsights(page: Page, path = INSIGHTS_PATH) {
  await page.goto(path);
  await ready(page);
}

/** The filtered view: its URL, the box, the current category, the count and the cards of every page's articles. */
async function expectFiltered(page: Page) {
  const { category: tag, search } = FILTER;
  await expect(page).toHaveURL((url) => url.pathname === INSIGHTS_PATH && url.searchParams.get("category") === tag && url.searchParams.get("q") === search);
  await expect(searchBox(page)).toHaveValue(search);
  await expect(category(page, tag)).toHaveAttribute("aria-current", "true");
  await expect(countText(page)).toHaveText(FILTER.count);
  await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(tag, search)));
}

/** Opens the listing and filters it by FILTER, by clicking and typing. */
async function filterInsights(page: Page) {
  await openInsights(page);
  await expect(categories(page).getByRole("link")).toHaveText(["All", ...TAGS]);
  await category(page, FILTER.category).click();
  await searchBox(page).fill(FILTER.search);
  await expectFiltered(page);
}

test.describe("Insights listing", () => {
  test("popular articles are the first three articles", async ({ page }) => {
    await openInsights(page);
    const popular = page.getByRole("region", { name: block("insights", "popular").heading });
    expect(await popular.getByRole("link").evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute("href")]))).toEqual(
      articles.slice(0, 3).map((a) => [a.title, articlePath(a.slug)]),
    );
  });

  test("after opening an article, Back restores the filtered view", async ({ page }) => {
    await filterInsights(page);
    await cards(page).getByRole("link", { name: FILTER.target.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath(FILTER.target.slug));
    await expect(page.getByRole("heading", { level: 1, name: FILTER.target.title })).toBeVisible();
    await page.goBack();
    await expectFiltered(page);
  });
});

/**
 * On a phone the listing starts on the first screen: the first card's top lies in the top two thirds
 * of a 390 x 844 screen (562 px; the bar is 560). The categories are one row that scrolls sideways there, and
 * every one of them stays within reach of a finger and of the keyboard, with and without scripts.
 */
test.describe("Insights on a phone", () => {
  test.use({ viewport: PHONE });
  const FOLD = 560;
  const EDITIONS = [
    { lang: "en", label: MESSAGES.insights.categoriesLabel, articles },
    { lang: "ar", label: MESSAGES_AR.insights.categoriesLabel, articles: CONTENT_AR.articles },
  ] as const;

  /** The categories' links of the listing in view: 'All' and one per tag of the edition's articles. */
  async function categoryLinks(page: Page, label: string, editionArticles: readonly { tags: readonly string[] }[]): Promise<Locator> {
    const links = page.getByRole("navigation", { name: label }).getByRole("link");
    await expect(links).toHaveCount(1 + new Set(editionArticles.flatMap((a) => a.tags)).size);
    return links;
  }

  /** Whether the link lies within the window and the row that holds it, wholly or at least in part: where it can be seen and tapped. */
  const inSight = (link: Locator, wholly = true) =>
    link.evaluate((el, wholly) => {
      const row = el.closest("ul")!.getBoundingClientRect();
      const [from, to] = [Math.max(0, row.left), Math.min(window.innerWidth, row.right)];
      const box = el.getBoundingClientRect();
      return wholly ? box.left >= from - 0.5 && box.right <= to + 0.5 : box.right > from && box.left < to;
    }, wholly);

  /** The first card's top, from the top of the page. */
  const firstCardTop = (page: Page) =>
    page
      .getByRole("main")
      .getByRole("article")
      .first()
      .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);

  async function expectFirstCardOnFirstScreen(page: Page, where: string, below: number): Promise<void> {
    const top = await firstCardTop(page);
    expect(top, `${where}: the first card starts at ${top} px`).toBeLessThan(below);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(PHONE.width);
  }

  /** A row wider than the window scrolls to its last link with the wheel or a swipe; one that fits shows every link. */
  async function expectReachableByScrolling(page: Page, links: Locator, rtl: boolean): Promise<void> {
    const row = links.first().locator("xpath=ancestor::ul[1]");
    const scrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (!scrolls) {
      for (const link of await links.all()) expect(await inSight(link)).toBe(true);
      return;
    }
    expect(await inSight(links.first()), "the row starts at 'All'").toBe(true);
    expect(await inSight(links.last()), "the last category is past the edge before scrolling").toBe(false);
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The row's end is on the left in a right-to-left page.
    await page.mouse.wheel(rtl ? -PHONE.width * 10 : PHONE.width * 10, 0);
    await expect.poll(() => inSight(links.last()), { message: "the last category in sight after scrolling the row" }).toBe(true);
  }

  /**
   * Tab walks every category in order; each comes into sight with its whole focus outline, which the
   * scrolling row must not clip. Without scripts the browser brings only a hidden chip into view, so
   * one at the edge shows in part.
   */
  async function expectReachableByKeyboard(page: Page, links: Locator, wholly: boolean): Promise<void> {
    await links.first().focus();
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press("Tab");
      const link = links.nth(i);
      await expect(link).toBeFocused();
      await expect.poll(() => inSight(link, wholly), { message: `category ${i + 1} of ${count} in sight when focused` }).toBe(true);
      const outline = await link.evaluate((el) => {
        const style = getComputedStyle(el);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const row = el.closest("ul")!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { style: style.outlineStyle, inside: box.top - reach >= row.top - 0.5 && box.bottom + reach <= row.bottom + 0.5 };
      });
      expect(outline.style, `category ${i + 1} shows its focus`).not.toBe("none");
      expect(outline.inside, `category ${i + 1}'s focus outline is not cut off by the row`).toBe(true);
    }
  }

  for (const { lang, label, articles: editionArticles } of EDITIONS) {
    const path = localePath(INSIGHTS_PATH, lang);

    for (const scripts of [true, false])
      test.describe(() => {
        test.use({ javaScriptEnabled: scripts });

        test(`${path}${scripts ? "" : " without JavaScript"}: the first card starts on the first screen, and every category is in reach by scrolling and by keyboard`, async ({
          page,
        }) => {
          await page.goto(path);
          if (scripts) await ready(page);
          // Without scripts, the search box's note that searching needs them stands above the cards: they start lower.
          await expectFirstCardOnFirstScreen(page, path, scripts ? FOLD : PHONE.height);
          const links = await categoryLinks(page, label, editionArticles);
          await expectReachableByScrolling(page, links, lang === "ar");
          await expectReachableByKeyboard(page, links, scripts);
        });
      });

    test(`${path}: a category named by a shared link is in sight in the row`, async ({ page }) => {
      const tags = [...new Set(editionArticles.flatMap((a) => a.tags))];
      // The last category: the one furthest along the row.
      await openInsights(page, `${path}?${new URLSearchParams({ category: tags.at(-1)! })}`);
      const chosen = page.getByRole("navigation", { name: label }).locator('a[aria-current="true"]');
      await expect(chosen).toHaveAttribute("href", localePath(tagPath(tags.at(-1)!), lang));
      await expect.poll(() => inSight(chosen)).toBe(true);
    });
  }
});

/** Walks a listing from its first page by its Next links, checking each page on the way: together they list every article once. */
async function walk(page: Page, basePath: string, expected: readonly (typeof articles)[number][]) {
  const count = pageCountOf(expected.length);
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
}

test.describe("paginated listings", () => {
  test("the biggest tag's pages list its articles once each, and say how many there are in all", async ({ page }) => {
    const { tag, tagged } = TAGGED[0]!;
    await page.goto(tagPath(tag));
    await walk(page, tagPath(tag), tagged);
    await expect(page.getByRole("main")).toContainText(`${tagged.length} ${tagged.length === 1 ? "article" : "articles"}`);
  });

  test("Insights without JavaScript: every article once, newest first, a page at a time, with plain links between the pages", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(INSIGHTS_PATH);
    await walk(page, INSIGHTS_PATH, articles);
    // Whichever page it is on, the count is of every article.
    await expect(countText(page)).toHaveText(showing(articles.length, { category: "All", search: "" }));
    await context.close();
  });

  test("the last page of the listing, and the search results, have no axe violations at a phone and a desktop width", async ({ page }) => {
    // Four runs of axe over a page of cards.
    test.slow();
    const last = listingPagePath(INSIGHTS_PATH, pageCountOf(articles.length));
    await openSettled(page, last);
    await expectNoAxeViolationsAtBothWidths(page, last);
    await searchBox(page).fill("a");
    await expect(countText(page)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, `${last} searching`);
  });

  test("the sitemap lists every page of every listing", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const paths: string[] = [];
    for (const m of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const xml = await (await request.get(new URL(m[1]!).pathname)).text();
      paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((l) => new URL(l[1]!).pathname));
    }
    for (let n = 1; n <= pageCountOf(articles.length); n++) expect(paths).toContain(listingPagePath(INSIGHTS_PATH, n));
    for (const { tag, tagged } of TAGGED) for (let n = 1; n <= pageCountOf(tagged.length); n++) expect(paths).toContain(listingPagePath(tagPath(tag), n));
  });
});

test("search over every article finds the oldest article from the last page by a word of its title, a page of results at a time", async ({ page }) => {
  await openInsights(page, listingPagePath(INSIGHTS_PATH, pageCountOf(articles.length)));
  const oldest = articles.at(-1)!;
  const word = oldest.title.split(/\s+/).find((w) => w.length >= 5) ?? oldest.title;
  await searchBox(page).fill(word);
  const matches = filterArticles(articles, { category: "All", search: word });
  await expect(countText(page)).toHaveText(showing(matches.length, { category: "All", search: word }));
  // Results come a page at a time: 'Show more' until the oldest article is listed.
  const more = page.getByRole("button", { name: "Show more articles" });
  for (let shown = ARTICLES_PER_PAGE; shown < matches.length; shown += ARTICLES_PER_PAGE) await more.click();
  await expect(more).toHaveCount(0);
  await expect(cardLinks(page)).toHaveCount(matches.length);
  await expect(page.getByRole("main").getByRole("link", { name: oldest.title, exact: true })).toHaveAttribute("href", articlePath(oldest.slug));
});
