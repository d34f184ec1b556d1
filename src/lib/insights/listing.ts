/** The Insights listing: its filters and search, its pages and its search index; pure, so every rule of the specification is unit-tested. */
import type { Messages } from "../language/messages";
import { foldForSearch } from "./search-fold";

export const ALL_CATEGORIES = "All";

export interface FilterableArticle {
  readonly title: string;
  readonly excerpt: string;
  readonly tags: readonly string[];
}

export interface InsightsFilters {
  category: string;
  search: string;
}

/** Folded on first search and kept. */
const folded = new WeakMap<FilterableArticle, string[]>();
function searchTextOf(article: FilterableArticle): string[] {
  let text = folded.get(article);
  if (!text) folded.set(article, (text = [foldForSearch(article.title), foldForSearch(article.excerpt)]));
  return text;
}

/** Substring of title or excerpt after foldForSearch, combined with 'All' or one tag. */
export function filterArticles<T extends FilterableArticle>(articles: readonly T[], { category, search }: InsightsFilters): T[] {
  const needle = foldForSearch(search.trim());
  return articles.filter(
    (a) => (category === ALL_CATEGORIES || a.tags.includes(category)) && (needle === "" || searchTextOf(a).some((text) => text.includes(needle))),
  );
}

/** 'Showing N article(s)', then ' in "{category}"' and ' matching "{search}"' when they apply. */
export function countText(
  count: number,
  { category, search }: InsightsFilters,
  messages: Pick<Messages, "insights">,
  labels: Readonly<Record<string, string>> = {},
): string {
  return messages.insights.showing(count, category !== ALL_CATEGORIES ? (labels[category] ?? category) : null, search.trim());
}

/** In the order articles first use them. */
export function categoriesOf(articles: readonly FilterableArticle[]): string[] {
  return [...new Set(articles.flatMap((a) => a.tags))];
}

/** Ignores unknown categories. */
export function filtersFromQuery(query: string, categories: readonly string[]): InsightsFilters {
  const params = new URLSearchParams(query);
  const category = params.get("category") ?? ALL_CATEGORIES;
  return { category: categories.includes(category) ? category : ALL_CATEGORIES, search: params.get("q") ?? "" };
}

/** Keeps other parameters of `current` (campaign tags, for example); empty when nothing is left. */
export function queryFromFilters({ category, search }: InsightsFilters, current = ""): string {
  const params = new URLSearchParams(current);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  else params.delete("category");
  if (search !== "") params.set("q", search);
  else params.delete("q");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const ARTICLES_PER_PAGE = 12;

/** Page context of templates/insights.tsx and templates/tag.tsx. */
export interface ListingContext {
  /** e.g. /insights or /insights/tag/cloud */
  basePath: string;
  /** From 1 */
  number: number;
  count: number;
  skip: number;
  limit: number;
}

/** An empty listing still has its first page. */
export function pageCountOf(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** e.g. 1 … 4 5 6 … 34, with null for each ellipsis. */
export function visiblePageNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    // A gap of one page is shown as that page: an ellipsis would take as much room.
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push(null);
    items.push(n);
  }
  return items;
}

/** A card without its picture. The index holds every article, whichever listing page the search starts on. */
export interface SearchEntry extends FilterableArticle {
  readonly slug: string;
  readonly date: string;
  readonly isoDate: string;
  readonly author: string;
  readonly readingMinutes: number;
}

/** The index's fields besides the tags, with their types: written by gatsby/pages/search-index.ts, checked here. */
export const SEARCH_ENTRY_FIELDS = {
  slug: "string",
  title: "string",
  excerpt: "string",
  date: "string",
  isoDate: "string",
  author: "string",
  readingMinutes: "number",
} as const;

/** A stale or broken file is an error shown to the visitor, not a crash. */
export function parseSearchIndex(data: unknown): SearchEntry[] {
  if (!Array.isArray(data)) throw new TypeError("The search index is not a list of articles.");
  return data.map((entry: unknown, i) => {
    const e = entry as Record<string, unknown> | null;
    const wrong = Object.entries(SEARCH_ENTRY_FIELDS).find(([k, type]) => typeof e?.[k] !== type);
    if (wrong || !Array.isArray(e?.tags) || !e.tags.every((t) => typeof t === "string"))
      throw new TypeError(`Search index entry ${i} lacks ${wrong ? `a ${wrong[1]} ${wrong[0]}` : "its list of tags"}.`);
    return e as unknown as SearchEntry;
  });
}
