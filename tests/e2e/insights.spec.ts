import type { Page } from "@playwright/test";
import { ALL_CATEGORIES, ARTICLES_PER_PAGE, countText as countTextIn, filterArticles, type InsightsFilters } from "../../src/lib/insights";
import { MESSAGES } from "../../src/lib/messages";
import { articlePath, INSIGHTS_PATH, tagPath } from "../../src/lib/slug";
import { expect, test } from "./fixtures";
import { block, CONTENT } from "./support/shell-content";
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
/** A word of the article's excerpt that no title contains, so finding it proves the excerpt is searched. */
function excerptOnlyWord(): { word: string; article: Article } {
  for (const article of articles)
    for (const word of wordsOf(article.excerpt)) if (!articles.some((a) => a.title.toLowerCase().includes(word))) return { word, article };
  throw new Error("no article excerpt has a word that is in no title; add one to content/articles.json");
}
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
/** A search that finds nothing: not a word of any title or excerpt. */
const NO_MATCH = "zqxjvw";

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

  test("search is case-insensitive over the excerpt, with the singular count", async ({ page }) => {
    await openInsights(page);
    // A word that is in an excerpt and in no title, typed in capitals.
    const search = excerptOnlyWord().word.toUpperCase();
    await searchBox(page).fill(search);
    await expect(countText(page)).toHaveText(showing(titlesOf(ALL_CATEGORIES, search).length, { category: ALL_CATEGORIES, search }));
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(ALL_CATEGORIES, search)));
  });

  test("search matches titles too", async ({ page }) => {
    await openInsights(page);
    const search = narrowingTitleWord(articles.at(-1)!);
    await searchBox(page).fill(search);
    await expect(countText(page)).toHaveText(showing(titlesOf(ALL_CATEGORIES, search).length, { category: ALL_CATEGORIES, search }));
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(ALL_CATEGORIES, search)));
  });

  test("a category shows only its articles and says so", async ({ page }) => {
    await openInsights(page);
    const tag = FILTERING_TAG;
    await category(page, tag).click();
    // Once the app runs, a category filters in place instead of following its link.
    await expect(page).toHaveURL((url) => url.pathname === INSIGHTS_PATH && url.search === `?${new URLSearchParams({ category: tag })}`);
    await expect(category(page, tag)).toHaveAttribute("aria-current", "true");
    await expect(category(page, "All")).not.toHaveAttribute("aria-current");
    await expect(countText(page)).toHaveText(showing(titlesOf(tag, "").length, { category: tag, search: "" }));
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(tag, "")));
    await category(page, "All").click();
    await expect(countText(page)).toHaveText(showing(articles.length, { category: ALL_CATEGORIES, search: "" }));
  });

  test("category and search combine", async ({ page }) => {
    await openInsights(page);
    const tag = FILTERING_TAG;
    const search = narrowingTitleWord(
      articles.find((a) => a.tags.includes(tag))!,
      tag,
    );
    await searchBox(page).fill(search);
    await expect(countText(page)).toHaveText(showing(titlesOf(ALL_CATEGORIES, search).length, { category: ALL_CATEGORIES, search }));
    await category(page, tag).click();
    await expect(countText(page)).toHaveText(showing(titlesOf(tag, search).length, { category: tag, search }));
    await expect(cardTitles(page)).toHaveText(firstPage(titlesOf(tag, search)));
  });

  test("no results: heading and text from the catalogue", async ({ page }) => {
    await openInsights(page);
    await searchBox(page).fill(NO_MATCH);
    await expect(page.getByRole("heading", { name: "No articles found", exact: true })).toBeVisible();
    await expect(page.getByText("No articles found matching your criteria. Try adjusting your search or filters.", { exact: true })).toBeVisible();
    await expect(countText(page)).toHaveText(`Showing 0 articles matching "${NO_MATCH}"`);
    await expect(cards(page)).toHaveCount(0);
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
