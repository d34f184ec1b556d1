import * as React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InsightsExplorer from "../../../src/components/sections/insights-explorer";
import type { ListingContext, SearchEntry } from "../../../src/lib/insights/listing";
import { tagPath } from "../../../src/lib/routing/slug";
import { searchIndexJson } from "../../../gatsby/pages/search-index";
import { article } from "./content-fixture";

const articles = (
  [
    ["cloud-migration-playbook", "A Cloud Migration Playbook", "Moving workloads to a UAE region.", ["Technology", "Strategy"]],
    ["ai-readiness", "AI Readiness in 15 Days", "Score six dimensions before you buy tools.", ["AI Integration", "Strategy"]],
    ["ramadan-social", "Planning Social Campaigns", "Content calendars around Ramadan and the cloud of noise.", ["Marketing"]],
  ] as const
).map(([slug, title, excerpt, tags]) => article({ slug, title, excerpt, tags: [...tags] }));
const categories = ["Technology", "Strategy", "AI Integration", "Marketing"];

/** The search index the build would write for these articles. */
const indexOf = (list: readonly (typeof articles)[number][]): SearchEntry[] => JSON.parse(searchIndexJson(list));
/** A fetch answer: the index as JSON, or a server error. */
const answer = (entries: SearchEntry[] | null) =>
  ({ ok: entries !== null, status: entries ? 200 : 503, json: async () => entries ?? {} }) as unknown as Response;
const FIRST_PAGE: ListingContext = { basePath: "/insights/", number: 1, count: 1, skip: 0, limit: 12 };

const count = () => screen.getByRole("status");
/** The status once any search index fetch has settled. */
const expectCount = (text: string | RegExp) => waitFor(() => expect(count()).toHaveTextContent(text));
const shownTitles = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);
const searchBox = () => screen.getByRole("searchbox", { name: "Search articles" });
const categoryNav = () => screen.getByRole("navigation", { name: "Filter by category" });
const category = (name: string) => within(categoryNav()).getByRole("link", { name });

const explorerOf = (search: string) => (
  <InsightsExplorer articles={articles} total={articles.length} categories={categories} paging={FIRST_PAGE} search={search} />
);

const renderExplorer = (search = "") => ({ user: userEvent.setup(), ...render(explorerOf(search)) });

let replaceState: jest.SpyInstance;

beforeEach(() => {
  global.fetch = jest.fn(async () => answer(indexOf(articles)));
  window.history.replaceState(null, "", "/insights/");
  replaceState = jest.spyOn(window.history, "replaceState");
});
afterEach(() => {
  replaceState.mockRestore();
  window.history.replaceState(null, "", "/");
});

it("lists every article with the count, a GET search form and the category links 'All' plus one per tag", async () => {
  renderExplorer();
  await expectCount(/^Showing 3 articles$/);
  expect(shownTitles()).toEqual(articles.map((a) => a.title));
  // Links, so a category works before the app runs and without JavaScript: 'All' is the listing, each tag its page.
  expect(
    within(categoryNav())
      .getAllByRole("link")
      .map((b) => [b.textContent, b.getAttribute("href")]),
  ).toEqual([["All", "/insights/"], ...categories.map((c) => [c, tagPath(c)])]);
  expect(category("All")).toHaveAttribute("aria-current", "true");
  // A GET form (q) to the listing, so the search works before the app runs.
  expect(screen.getByRole("search")).toHaveAttribute("method", "get");
  expect(screen.getByRole("search")).toHaveAttribute("action", "/insights/");
  expect(searchBox()).toHaveAttribute("name", "q");
});

it("filters this page's cards by category in place and by what is typed, with the count, in the URL without adding history entries", async () => {
  const { user } = renderExplorer();
  const entries = window.history.length;
  await user.click(category("Strategy"));
  expect(category("Strategy")).toHaveAttribute("aria-current", "true");
  expect(category("All")).not.toHaveAttribute("aria-current");
  await expectCount(/^Showing 2 articles in "Strategy"$/);
  expect(shownTitles()).toEqual(["A Cloud Migration Playbook", "AI Readiness in 15 Days"]);
  expect(window.location.pathname + window.location.search).toBe("/insights/?category=Strategy");
  await user.click(category("All"));
  // "cloud" is in one title and in another article's excerpt.
  await user.type(searchBox(), "cloud");
  await expectCount(/^Showing 2 articles matching "cloud"$/);
  expect(shownTitles()).toEqual(["A Cloud Migration Playbook", "Planning Social Campaigns"]);
  expect(replaceState).toHaveBeenLastCalledWith(window.history.state, "", "/insights/?q=cloud");
  await user.clear(searchBox());
  await expectCount(/^Showing 3 articles$/);
  expect(window.location.pathname + window.location.search).toBe("/insights/");
  expect(window.history.length).toBe(entries);
});

it("shows the no-results heading and text, and 'Clear filters' brings every article back", async () => {
  const { user } = renderExplorer();
  await user.click(category("Marketing"));
  await user.type(searchBox(), "readiness");
  await expectCount('Showing 0 articles in "Marketing" matching "readiness"');
  expect(screen.getByRole("heading", { name: "No articles found" })).toBeInTheDocument();
  expect(screen.getByText("No articles found matching your criteria. Try adjusting your search or filters.")).toBeInTheDocument();
  expect(screen.queryAllByRole("article")).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Clear filters" }));
  await expectCount(/^Showing 3 articles$/);
  expect(searchBox()).toHaveValue("");
  expect(screen.queryByRole("heading", { name: "No articles found" })).not.toBeInTheDocument();
});

it("reads the filters from the search prop, leaving the address alone so other parameters survive, and follows a new one (reload, Back)", async () => {
  window.history.replaceState(null, "", "/insights/?utm_source=newsletter&category=Marketing&q=ramadan#list");
  replaceState.mockClear();
  const { rerender } = renderExplorer(window.location.search);
  expect(category("Marketing")).toHaveAttribute("aria-current", "true");
  expect(searchBox()).toHaveValue("ramadan");
  await expectCount(/^Showing 1 article in "Marketing" matching "ramadan"$/);
  expect(shownTitles()).toEqual(["Planning Social Campaigns"]);
  expect(window.location.pathname + window.location.search + window.location.hash).toBe("/insights/?utm_source=newsletter&category=Marketing&q=ramadan#list");
  expect(replaceState).not.toHaveBeenCalled();
  rerender(explorerOf("?category=Strategy"));
  await expectCount(/^Showing 2 articles in "Strategy"$/);
  expect(searchBox()).toHaveValue("");
});

describe("over more articles than one page", () => {
  /** 30 articles; this page (the second) shows 12 of them, the index has all 30. */
  const many = Array.from({ length: 30 }, (_, i) =>
    article({ slug: `note-${i + 1}`, title: `Field note ${i + 1}`, excerpt: i % 3 === 0 ? "About the cloud." : "About people.", tags: ["Strategy"] }),
  );
  const second: ListingContext = { basePath: "/insights/", number: 2, count: 3, skip: 12, limit: 12 };
  const renderPage = () => {
    render(<InsightsExplorer articles={many.slice(12, 24)} total={many.length} categories={["Strategy"]} paging={second} search="" />);
    return userEvent.setup();
  };
  let resolveIndex: (entries: SearchEntry[]) => void;
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise((resolve) => (resolveIndex = (entries) => resolve(answer(entries)))));
  });

  it("shows this page's cards, the count of every article and links to the other pages, without fetching the index", () => {
    renderPage();
    expect(count()).toHaveTextContent(/^Showing 30 articles$/);
    expect(shownTitles()).toEqual(many.slice(12, 24).map((a) => a.title));
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/insights/");
    expect(within(pages).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/insights/page/3/");
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("searches every article once the index is in, saying so while it loads, then shows results a page at a time", async () => {
    const user = renderPage();
    await user.type(searchBox(), "cloud");
    expect(global.fetch).toHaveBeenCalledTimes(1);
    // The results follow the key's paint (a frame, then a task).
    await expectCount("Searching all articles…");
    // Meanwhile this page's own matches: notes 13, 16, 19 and 22 of the cloud notes 1, 4, 7, …, 28.
    expect(shownTitles()).toEqual(["Field note 13", "Field note 16", "Field note 19", "Field note 22"]);
    await act(async () => resolveIndex(indexOf(many)));
    await expectCount(/^Showing 10 articles matching "cloud"$/);
    expect(shownTitles()).toEqual(many.filter((_, i) => i % 3 === 0).map((a) => a.title));
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), "people");
    await expectCount(/^Showing 20 articles matching "people"$/);
    expect(shownTitles()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Show more articles" }));
    expect(shownTitles()).toHaveLength(20);
    expect(screen.getByRole("link", { name: many.filter((_, i) => i % 3 !== 0)[12]!.title })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more articles" })).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

it("says when the index cannot load, keeps what was typed, and tries again on request", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer(null))
    .mockResolvedValueOnce(answer(indexOf(articles)));
  const { user } = renderExplorer();
  await user.type(searchBox(), "readiness");
  await expectCount("Search could not load. Check your connection and try again.");
  expect(searchBox()).toHaveValue("readiness");
  await user.click(screen.getByRole("button", { name: "Try again" }));
  await expectCount(/^Showing 1 article matching "readiness"$/);
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
