import type { Page } from "@playwright/test";
import articles from "../../content/articles.json";
import { expect, test } from "./fixtures";
import { ready } from "./support/forms-helpers";

/** Every tag once, in the order the articles first use it: the category links after 'All'. */
const TAGS = [...new Set(articles.flatMap((a) => a.tags))];
const tagSlug = (tag: string) => tag.toLowerCase().replace(/\s+/g, "-");
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
const category = (page: Page, name: string) => categories(page).getByRole("link", { name, exact: true });
const countText = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");

async function openInsights(page: Page, path = "/insights") {
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
    ).toEqual(["/insights", ...TAGS.map((t) => `/insights/tag/${tagSlug(t)}`)]);
    await expect(category(page, "All")).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText(`Showing ${articles.length} articles`);
    expect(articles.length).toBe(6);
  });

  test("each card shows title, excerpt, date, author, tags and image, linking to the article and its tags", async ({ page }) => {
    await openInsights(page);
    await expect(cards(page)).toHaveCount(articles.length);
    await expect(cardTitles(page)).toHaveText(articles.map((a) => a.title));
    for (const a of articles) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: a.title, exact: true }) });
      await expect(card.getByRole("link", { name: a.title, exact: true })).toHaveAttribute("href", `/insights/${a.slug}`);
      await expect(card.getByText(a.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByText(shortDate(a.date), { exact: true })).toBeVisible();
      await expect(card).toContainText(`By ${a.author}`);
      await expect(card.getByRole("img", { name: a.imageAlt })).toHaveCount(1);
      for (const tag of a.tags) await expect(card.getByRole("link", { name: tag, exact: true })).toHaveAttribute("href", `/insights/tag/${tagSlug(tag)}`);
    }
    // The en-US short-month format, e.g. the first article's date.
    await expect(cards(page).first().getByText("May 12, 2025", { exact: true })).toBeVisible();
  });

  test("tag and article links answer with a page", async ({ page }) => {
    const first = articles[0]!;
    for (const path of [`/insights/${first.slug}`, ...TAGS.map((t) => `/insights/tag/${tagSlug(t)}`)]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  test("popular articles are the first three articles", async ({ page }) => {
    await openInsights(page);
    const popular = page.getByRole("region", { name: "Popular Articles" });
    await expect(popular.getByRole("listitem")).toHaveCount(3);
    await expect(popular.getByRole("link")).toHaveText(articles.slice(0, 3).map((a) => a.title));
    for (const a of articles.slice(0, 3)) await expect(popular.getByRole("link", { name: a.title })).toHaveAttribute("href", `/insights/${a.slug}`);
  });

  test("search is case-insensitive over the excerpt, with the singular count", async ({ page }) => {
    await openInsights(page);
    // 'sponsorship' appears only in the change-management article's excerpt, not in any title.
    await searchBox(page).fill("SPONSORSHIP");
    await expect(countText(page)).toHaveText('Showing 1 article matching "SPONSORSHIP"');
    await expect(cardTitles(page)).toHaveText(["Change Management for Digital Projects: Making Adoption Stick"]);
  });

  test("search matches titles too", async ({ page }) => {
    await openInsights(page);
    await searchBox(page).fill("workflows");
    await expect(countText(page)).toHaveText('Showing 1 article matching "workflows"');
    await expect(cardTitles(page)).toHaveText(["Automating Workflows with AI: Where to Start and What to Avoid"]);
  });

  test("a category shows only its articles and says so", async ({ page }) => {
    await openInsights(page);
    await category(page, "AI Integration").click();
    // Once the app runs, a category filters in place instead of following its link.
    await expect(page).toHaveURL(/\/insights\?category=AI\+Integration$/);
    await expect(category(page, "AI Integration")).toHaveAttribute("aria-current", "true");
    await expect(category(page, "All")).not.toHaveAttribute("aria-current");
    await expect(countText(page)).toHaveText('Showing 2 articles in "AI Integration"');
    await expect(cardTitles(page)).toHaveText(articles.filter((a) => a.tags.includes("AI Integration")).map((a) => a.title));
    await category(page, "All").click();
    await expect(countText(page)).toHaveText("Showing 6 articles");
  });

  test("category and search combine", async ({ page }) => {
    await openInsights(page);
    await searchBox(page).fill("practical");
    await expect(countText(page)).toHaveText('Showing 4 articles matching "practical"');
    await category(page, "Strategy").click();
    await expect(countText(page)).toHaveText('Showing 1 article in "Strategy" matching "practical"');
    await expect(cardTitles(page)).toHaveText(["How to Run an AI Readiness Assessment Before You Buy Any Tools"]);
  });

  test("no results: heading and text from the catalogue", async ({ page }) => {
    await openInsights(page);
    await searchBox(page).fill("blockchain");
    await expect(page.getByRole("heading", { name: "No articles found", exact: true })).toBeVisible();
    await expect(page.getByText("No articles found matching your criteria. Try adjusting your search or filters.", { exact: true })).toBeVisible();
    await expect(countText(page)).toHaveText('Showing 0 articles matching "blockchain"');
    await expect(cards(page)).toHaveCount(0);
  });

  test("filters live in the URL and survive reload", async ({ page }) => {
    await openInsights(page);
    await category(page, "Strategy").click();
    await searchBox(page).fill("practical");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/insights" && url.searchParams.get("category") === "Strategy" && url.searchParams.get("q") === "practical",
    );
    await page.reload();
    await ready(page);
    await expect(searchBox(page)).toHaveValue("practical");
    await expect(category(page, "Strategy")).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText('Showing 1 article in "Strategy" matching "practical"');
    await expect(cards(page)).toHaveCount(1);
  });

  test("after opening an article, Back restores the filtered view", async ({ page }) => {
    await openInsights(page);
    await category(page, "AI Integration").click();
    await searchBox(page).fill("guide");
    await expect(countText(page)).toHaveText('Showing 1 article in "AI Integration" matching "guide"');
    const title = "Automating Workflows with AI: Where to Start and What to Avoid";
    await cards(page).getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/insights\/automating-workflows-with-ai\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/insights" && url.searchParams.get("category") === "AI Integration" && url.searchParams.get("q") === "guide",
    );
    await expect(searchBox(page)).toHaveValue("guide");
    await expect(category(page, "AI Integration")).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText('Showing 1 article in "AI Integration" matching "guide"');
    await expect(cardTitles(page)).toHaveText([title]);
  });

  test("a shared URL with a query opens the filtered view", async ({ page }) => {
    await openInsights(page, "/insights?category=Digital+Transformation&q=uae");
    await expect(searchBox(page)).toHaveValue("uae");
    await expect(category(page, "Digital Transformation")).toHaveAttribute("aria-current", "true");
    await expect(countText(page)).toHaveText('Showing 2 articles in "Digital Transformation" matching "uae"');
    await expect(cardTitles(page)).toHaveText(
      articles.filter((a) => a.tags.includes("Digital Transformation") && `${a.title} ${a.excerpt}`.toLowerCase().includes("uae")).map((a) => a.title),
    );
  });
});
