import type { Locator, Page } from "@playwright/test";
import { ALL_CATEGORIES, ARTICLES_PER_PAGE, countText as countTextIn, filterArticles, type InsightsFilters } from "../../src/lib/insights/insights";
import { localePath } from "../../src/lib/language/i18n";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { articlePath, INSIGHTS_PATH, tagPath } from "../../src/lib/routing/slug";
import { expect, test } from "./fixtures";
import { openWithoutJs, PHONE } from "./support/a11y-helpers";
import { block, CONTENT, CONTENT_AR } from "./support/shell-content";
import { ready } from "./support/forms-helpers";

const { articles } = CONTENT;

/** The count line the English listing shows for these filters. */
const showing = (count: number, filters: InsightsFilters) => countTextIn(count, filters, MESSAGES);

/** Every tag once, in the order the articles first use it: the category links after 'All'. */
const TAGS = [...new Set(articles.flatMap((a) => a.tags))];
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

// What to search for and what to expect are derived from content/articles.json, so an editor's
// article changes keep these tests meaningful without editing them.
type Article = (typeof articles)[number];
const titlesOf = (category: string, search: string) => filterArticles(articles, { category, search }).map((a) => a.title);
/** What a listing page or a batch of results shows of a longer list: its first ARTICLES_PER_PAGE. */
const firstPage = <T>(list: readonly T[]) => list.slice(0, ARTICLES_PER_PAGE);
/** The words of a text, lower case, long enough to be distinctive. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{6,}/g) ?? [];
/** A word of the article's title that narrows the list: fewer matches than articles. */
function narrowingTitleWord(article: Article, category = ALL_CATEGORIES): string {
  const word = wordsOf(article.title).find((w) => titlesOf(category, w).length < filterArticles(articles, { category, search: "" }).length);
  if (!word) throw new Error(`no word of the title of ${article.slug} narrows the list`);
  return word;
}
/** The tag used by the most articles, but not by all of them (a filter that visibly filters). */
const FILTERING_TAG = (() => {
  const tags = [...new Set(articles.flatMap((a) => a.tags))].map((t) => ({ t, n: articles.filter((a) => a.tags.includes(t)).length }));
  const pick = tags.filter((x) => x.n < articles.length).sort((a, b) => b.n - a.n)[0];
  if (!pick) throw new Error("every tag is on every article; no category filters anything");
  return pick.t;
})();

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
const category = (page: Page, name: string) => categories(page).getByRole("link", { name, exact: true });
const countText = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");

async function openInsights(page: Page, path = INSIGHTS_PATH) {
  await page.goto(path);
  await ready(page);
}

test.describe("Insights listing", () => {
  test("a labelled search box and category links 'All' plus one per tag", async ({ page }) => {
    await openInsights(page);
    await expect(searchBox(page)).toHaveAttribute("type", "search");
    await expect(searchBox(page)).toBeEditable();
    await expect(categories(page).getByRole("link")).toHaveText(["All", ...TAGS]);
    // Links that work without scripts: 'All' is the listing, each tag its own page.
    expect(
      await categories(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((l) => l.getAttribute("href"))),
    ).toEqual([INSIGHTS_PATH, ...TAGS.map(tagPath)]);
    await expect(category(page, "All")).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText(showing(articles.length, { category: ALL_CATEGORIES, search: "" }));
  });

  test("each card shows title, excerpt, date, author, tags and image, linking to the article and its tags", async ({ page }) => {
    await openInsights(page);
    await expect(cards(page)).toHaveCount(firstPage(articles).length);
    await expect(cardTitles(page)).toHaveText(firstPage(articles).map((a) => a.title));
    for (const a of firstPage(articles)) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: a.title, exact: true }) });
      await expect(card.getByRole("link", { name: a.title, exact: true })).toHaveAttribute("href", articlePath(a.slug));
      await expect(card.getByText(a.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByText(shortDate(a.date), { exact: true })).toBeVisible();
      await expect(card).toContainText(`By ${a.author}`);
      await expect(card.getByRole("img", { name: a.imageAlt })).toHaveCount(1);
      for (const tag of a.tags) await expect(card.getByRole("link", { name: tag, exact: true })).toHaveAttribute("href", tagPath(tag));
    }
    // The en-US short-month format, e.g. "May 12, 2025".
    await expect(
      cards(page)
        .first()
        .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ).toHaveText(shortDate(articles[0]!.date));
  });

  test("tag and article links answer with a page", async ({ page }) => {
    const first = articles[0]!;
    for (const path of [articlePath(first.slug), ...TAGS.map(tagPath)]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("popular articles are the first three articles", async ({ page }) => {
    await openInsights(page);
    const popular = page.getByRole("region", { name: block("insights", "popular").heading });
    await expect(popular.getByRole("listitem")).toHaveCount(Math.min(3, articles.length));
    await expect(popular.getByRole("link")).toHaveText(articles.slice(0, 3).map((a) => a.title));
    for (const a of articles.slice(0, 3)) await expect(popular.getByRole("link", { name: a.title })).toHaveAttribute("href", articlePath(a.slug));
  });

  test("filters live in the URL and survive reload", async ({ page }) => {
    await openInsights(page);
    const tag = FILTERING_TAG;
    const search = narrowingTitleWord(
      articles.find((a) => a.tags.includes(tag))!,
      tag,
    );
    await category(page, tag).click();
    await searchBox(page).fill(search);
    await expect(page).toHaveURL((url) => url.pathname === INSIGHTS_PATH && url.searchParams.get("category") === tag && url.searchParams.get("q") === search);
    await page.reload();
    await ready(page);
    await expect(searchBox(page)).toHaveValue(search);
    await expect(category(page, tag)).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText(showing(titlesOf(tag, search).length, { category: tag, search }));
    await expect(cards(page)).toHaveCount(firstPage(titlesOf(tag, search)).length);
  });

  test("after opening an article, Back restores the filtered view", async ({ page }) => {
    await openInsights(page);
    const tag = FILTERING_TAG;
    // The last article of the tag, so the search picks one that is not simply the first card.
    const target = articles.filter((a) => a.tags.includes(tag)).at(-1)!;
    const search = narrowingTitleWord(target, tag);
    const expected = showing(titlesOf(tag, search).length, { category: tag, search });
    await category(page, tag).click();
    await searchBox(page).fill(search);
    await expect(countText(page)).toHaveText(expected);
    await cards(page).getByRole("link", { name: target.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath(target.slug));
    await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === INSIGHTS_PATH && url.searchParams.get("category") === tag && url.searchParams.get("q") === search);
    await expect(searchBox(page)).toHaveValue(search);
    await expect(category(page, tag)).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText(expected);
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(tag, search)));
  });

  test("a shared URL with a query opens the filtered view", async ({ page }) => {
    const tag = FILTERING_TAG;
    const search = narrowingTitleWord(
      articles.find((a) => a.tags.includes(tag))!,
      tag,
    );
    await openInsights(page, `${INSIGHTS_PATH}?${new URLSearchParams({ category: tag, q: search })}`);
    await expect(searchBox(page)).toHaveValue(search);
    await expect(category(page, tag)).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText(showing(titlesOf(tag, search).length, { category: tag, search }));
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(tag, search)));
  });
});

/**
 * On a phone the listing starts on the first screen: the first card's top lies in the top two thirds
 * of a 390 x 844 screen (562 px; the bar is 560). The categories are one row that scrolls sideways there, and
 * every one of them stays within reach of a finger and of the keyboard, with and without scripts.
 */
test.describe("Insights on a phone", () => {
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

    test(`${path}: the first card starts in the top two thirds, and every category is in reach by scrolling and by keyboard`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openInsights(page, path);
      await expectFirstCardOnFirstScreen(page, path, FOLD);
      const links = await categoryLinks(page, label, editionArticles);
      await expectReachableByScrolling(page, links, lang === "ar");
      await expectReachableByKeyboard(page, links, true);
    });

    test(`${path}: a category named by a shared link is in sight in the row`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const tags = [...new Set(editionArticles.flatMap((a) => a.tags))];
      // The last category: the one furthest along the row.
      await openInsights(page, `${path}?${new URLSearchParams({ category: tags.at(-1)! })}`);
      const chosen = page.getByRole("navigation", { name: label }).locator('a[aria-current="true"]');
      await expect(chosen).toHaveAttribute("href", localePath(tagPath(tags.at(-1)!), lang));
      await expect.poll(() => inSight(chosen)).toBe(true);
    });

    test(`${path} without JavaScript: every category is a link in reach by scrolling and by keyboard`, async ({ browser, baseURL }) => {
      const { context, page } = await openWithoutJs(browser, baseURL, PHONE, path);
      try {
        // The search box's note that searching needs scripts stands above the cards; they still start on the first screen.
        await expectFirstCardOnFirstScreen(page, `${path} without JavaScript`, PHONE.height);
        const links = await categoryLinks(page, label, editionArticles);
        await expectReachableByScrolling(page, links, lang === "ar");
        await expectReachableByKeyboard(page, links, false);
      } finally {
        await context.close();
      }
    });
  }
});
