import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import InsightsExplorer from "../../../src/components/sections/insights-explorer";
import { article } from "./content-fixture";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

jest.setTimeout(30000);

const articles = [
  article({
    slug: "cloud-migration-playbook",
    title: "A Cloud Migration Playbook",
    excerpt: "Moving workloads to a UAE region.",
    tags: ["Technology", "Strategy"],
  }),
  article({
    slug: "ai-readiness",
    title: "AI Readiness in 15 Days",
    excerpt: "Score six dimensions before you buy tools.",
    tags: ["AI Integration", "Strategy"],
  }),
  article({
    slug: "ramadan-social",
    title: "Planning Social Campaigns",
    excerpt: "Content calendars around Ramadan and the cloud of noise.",
    tags: ["Marketing"],
  }),
];
const categories = ["Technology", "Strategy", "AI Integration", "Marketing"];

const count = () => screen.getByRole("status");
const shownTitles = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);
const searchBox = () => screen.getByRole("searchbox", { name: "Search articles" });
const categoryNav = () => screen.getByRole("navigation", { name: "Filter by category" });
const category = (name: string) => within(categoryNav()).getByRole("link", { name });

function renderExplorer(search = "") {
  const user = userEvent.setup();
  const utils = render(<InsightsExplorer articles={articles} categories={categories} search={search} />);
  return { user, ...utils };
}

describe("InsightsExplorer", () => {
  let replaceState: jest.SpyInstance;

  beforeEach(() => {
    window.history.replaceState(null, "", "/insights");
    replaceState = jest.spyOn(window.history, "replaceState");
  });
  afterEach(() => {
    replaceState.mockRestore();
    window.history.replaceState(null, "", "/");
  });

  it("lists every article with the plural count text and the category buttons 'All' plus one per tag", () => {
    renderExplorer();
    expect(count()).toHaveTextContent(/^Showing 3 articles$/);
    expect(shownTitles()).toEqual(articles.map((a) => a.title));
    // Links, so a category works before the app runs and without JavaScript: 'All' is the listing, each tag its page.
    expect(
      within(categoryNav())
        .getAllByRole("link")
        .map((b) => [b.textContent, b.getAttribute("href")]),
    ).toEqual([
      ["All", "/insights"],
      ["Technology", "/insights/tag/technology"],
      ["Strategy", "/insights/tag/strategy"],
      ["AI Integration", "/insights/tag/ai-integration"],
      ["Marketing", "/insights/tag/marketing"],
    ]);
    expect(category("All")).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "A Cloud Migration Playbook" })).toHaveAttribute("href", "/insights/cloud-migration-playbook");
  });

  it("searches title and excerpt case-insensitively: singular count with ' matching \"…\"'", async () => {
    const { user } = renderExplorer();
    await user.type(searchBox(), "READINESS");
    expect(count()).toHaveTextContent(/^Showing 1 article matching "READINESS"$/);
    expect(shownTitles()).toEqual(["AI Readiness in 15 Days"]);
    await user.clear(searchBox());
    await user.type(searchBox(), "cloud");
    // "cloud" is in one title and in another article's excerpt.
    expect(count()).toHaveTextContent(/^Showing 2 articles matching "cloud"$/);
    expect(shownTitles()).toEqual(["A Cloud Migration Playbook", "Planning Social Campaigns"]);
  });

  it("does not search the author or tags", async () => {
    const { user } = renderExplorer();
    await user.type(searchBox(), "Marketing");
    expect(count()).toHaveTextContent('Showing 0 articles matching "Marketing"');
  });

  it("filters by one category in place with ' in \"…\"' and marks the link current", async () => {
    const { user } = renderExplorer();
    await user.click(category("Strategy"));
    expect(window.location.pathname).toBe("/insights");
    expect(category("Strategy")).toHaveAttribute("aria-current", "true");
    expect(category("All")).not.toHaveAttribute("aria-current");
    expect(count()).toHaveTextContent(/^Showing 2 articles in "Strategy"$/);
    expect(shownTitles()).toEqual(["A Cloud Migration Playbook", "AI Readiness in 15 Days"]);
    await user.click(category("All"));
    expect(count()).toHaveTextContent(/^Showing 3 articles$/);
  });

  it("combines category and search", async () => {
    const { user } = renderExplorer();
    await user.click(category("Strategy"));
    await user.type(searchBox(), "cloud");
    expect(count()).toHaveTextContent(/^Showing 1 article in "Strategy" matching "cloud"$/);
    expect(shownTitles()).toEqual(["A Cloud Migration Playbook"]);
  });

  it("shows the no-results heading and text, and 'Clear filters' brings every article back", async () => {
    const { user } = renderExplorer();
    await user.click(category("Marketing"));
    await user.type(searchBox(), "readiness");
    expect(count()).toHaveTextContent('Showing 0 articles in "Marketing" matching "readiness"');
    expect(screen.getByRole("heading", { name: "No articles found" })).toBeInTheDocument();
    expect(screen.getByText("No articles found matching your criteria. Try adjusting your search or filters.")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(count()).toHaveTextContent(/^Showing 3 articles$/);
    expect(searchBox()).toHaveValue("");
    expect(screen.queryByRole("heading", { name: "No articles found" })).not.toBeInTheDocument();
  });

  it("keeps the filters in the URL with history.replaceState (?category=&q=)", async () => {
    const { user } = renderExplorer();
    await user.click(category("AI Integration"));
    expect(window.location.pathname + window.location.search).toBe("/insights?category=AI+Integration");
    await user.type(searchBox(), "days");
    expect(window.location.search).toBe("?category=AI+Integration&q=days");
    expect(new URLSearchParams(window.location.search).get("category")).toBe("AI Integration");
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, "", "/insights?category=AI+Integration&q=days");
    await user.click(category("All"));
    await user.clear(searchBox());
    expect(window.location.pathname + window.location.search).toBe("/insights");
  });

  it("leaves the address alone on first load, so other query parameters (campaign tags) survive", () => {
    window.history.replaceState(null, "", "/insights?utm_source=newsletter&category=Strategy#list");
    replaceState.mockClear();
    renderExplorer(window.location.search);
    expect(count()).toHaveTextContent(/^Showing 2 articles in "Strategy"$/);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/insights?utm_source=newsletter&category=Strategy#list");
    expect(replaceState).not.toHaveBeenCalled();
  });

  it("does not add history entries while filtering", async () => {
    const { user } = renderExplorer();
    const before = window.history.length;
    const push = jest.spyOn(window.history, "pushState");
    await user.click(category("Technology"));
    await user.type(searchBox(), "cl");
    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before);
    push.mockRestore();
  });

  it("is a GET form (q) to the listing, so the search works before the app runs", () => {
    renderExplorer();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/insights");
    expect(searchBox()).toHaveAttribute("name", "q");
  });

  it("filters by what was typed into the box before the app hydrated, over the URL's query", async () => {
    window.history.replaceState(null, "", "/insights?category=Strategy");
    const explorer = <InsightsExplorer articles={articles} categories={categories} search="?category=Strategy" />;
    const page = document.createElement("div");
    page.innerHTML = renderToString(explorer);
    document.body.append(page);
    page.querySelector<HTMLInputElement>('input[name="q"]')!.value = "cloud";
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(page, explorer);
    });
    expect(searchBox()).toHaveValue("cloud");
    expect(count()).toHaveTextContent(/^Showing 1 article in "Strategy" matching "cloud"$/);
    expect(window.location.search).toBe("?category=Strategy&q=cloud");
    act(() => root!.unmount());
    page.remove();
  });

  it("reads the filters from the search prop", () => {
    renderExplorer("?category=Marketing&q=ramadan");
    expect(category("Marketing")).toHaveAttribute("aria-current", "true");
    expect(searchBox()).toHaveValue("ramadan");
    expect(count()).toHaveTextContent(/^Showing 1 article in "Marketing" matching "ramadan"$/);
    expect(shownTitles()).toEqual(["Planning Social Campaigns"]);
  });

  it("ignores an unknown category in the search prop", () => {
    renderExplorer("?category=Nonsense");
    expect(category("All")).toHaveAttribute("aria-current", "true");
    expect(count()).toHaveTextContent(/^Showing 3 articles$/);
  });

  it("follows a new search prop (reload, Back)", () => {
    const { rerender } = renderExplorer("?q=playbook");
    expect(count()).toHaveTextContent('Showing 1 article matching "playbook"');
    rerender(<InsightsExplorer articles={articles} categories={categories} search="?category=Strategy" />);
    expect(count()).toHaveTextContent(/^Showing 2 articles in "Strategy"$/);
    expect(searchBox()).toHaveValue("");
  });
});
