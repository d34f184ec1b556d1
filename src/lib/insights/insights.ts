/** Search and filtering of the Insights listing; pure so every rule of the specification is unit-tested. */
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

/** Each article's title and excerpt as the search compares them, folded on its first search and kept with it. */
const folded = new WeakMap<FilterableArticle, string[]>();
function searchTextOf(article: FilterableArticle): string[] {
  let text = folded.get(article);
  if (!text) folded.set(article, (text = [foldForSearch(article.title), foldForSearch(article.excerpt)]));
  return text;
}

/**
 * Search over title and excerpt, combined with 'All' or one tag: a substring of either, compared as
 * foldForSearch folds both (English without case, Arabic without hamza seats, harakat or tatweel).
 */
export function filterArticles<T extends FilterableArticle>(articles: readonly T[], { category, search }: InsightsFilters): T[] {
  const needle = foldForSearch(search.trim());
  return articles.filter(
    (a) => (category === ALL_CATEGORIES || a.tags.includes(category)) && (needle === "" || searchTextOf(a).some((text) => text.includes(needle))),
  );
}

/**
 * 'Showing N article(s)', then ' in "{category}"' and ' matching "{search}"' when they apply, in the
 * words of `messages` (the page's language) and with each category shown by its label.
 */
export function countText(
  count: number,
  { category, search }: InsightsFilters,
  messages: Pick<Messages, "insights">,
  labels: Readonly<Record<string, string>> = {},
): string {
  return messages.insights.showing(count, category !== ALL_CATEGORIES ? (labels[category] ?? category) : null, search.trim());
}

/** Every tag once, in the order articles first use it. */
export function categoriesOf(articles: readonly FilterableArticle[]): string[] {
  return [...new Set(articles.flatMap((a) => a.tags))];
}

/** Reads the filters from a URL query (?category=...&q=...), ignoring unknown categories. */
export function filtersFromQuery(query: string, categories: readonly string[]): InsightsFilters {
  const params = new URLSearchParams(query);
  const category = params.get("category") ?? ALL_CATEGORIES;
  return { category: categories.includes(category) ? category : ALL_CATEGORIES, search: params.get("q") ?? "" };
}

/**
 * The query string for a set of filters, keeping any other parameters of `current`
 * (campaign tags, for example); empty when nothing is left.
 */
export function queryFromFilters({ category, search }: InsightsFilters, current = ""): string {
  const params = new URLSearchParams(current);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  else params.delete("category");
  if (search !== "") params.set("q", search);
  else params.delete("q");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many article cards a listing page shows (/insights and each tag page); the rest follow on /page/2, /page/3, … */
export const ARTICLES_PER_PAGE = 12;

/** What a page of a paginated listing (templates/insights.tsx, templates/tag.tsx) gets in its context. */
export interface ListingContext {
  /** The listing's first page, e.g. /insights or /insights/tag/cloud */
  basePath: string;
  /** This page's number, from 1 */
  number: number;
  /** How many pages the listing has */
  count: number;
  skip: number;
  limit: number;
}

/** How many pages a listing of `total` articles needs; an empty listing still has its first page. */
export function pageCountOf(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The page numbers a pagination bar shows: the first, the last and the current page with its
 * neighbours, with null where numbers are left out (1 … 4 5 6 … 34).
 */
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

/**
 * One article in the search index: what its card shows except the picture. The index holds every
 * article, so a search counts and lists them all, whichever page of the listing it starts on.
 */
export interface SearchEntry extends FilterableArticle {
  readonly slug: string;
  readonly date: string;
  readonly isoDate: string;
  readonly author: string;
  readonly readingMinutes: number;
}

const ENTRY_FIELDS = {
  slug: "string",
  title: "string",
  excerpt: "string",
  date: "string",
  isoDate: "string",
  author: "string",
  readingMinutes: "number",
} as const;

/** Checks the index the browser fetched, so a stale or broken file is an error shown to the visitor, not a crash. */
export function parseSearchIndex(data: unknown): SearchEntry[] {
  if (!Array.isArray(data)) throw new TypeError("The search index is not a list of articles.");
  return data.map((entry: unknown, i) => {
    const e = entry as Record<string, unknown> | null;
    const wrong = Object.entries(ENTRY_FIELDS).find(([k, type]) => typeof e?.[k] !== type);
    if (wrong || !Array.isArray(e?.tags) || !e.tags.every((t) => typeof t === "string"))
      throw new TypeError(`Search index entry ${i} lacks ${wrong ? `a ${wrong[1]} ${wrong[0]}` : "its list of tags"}.`);
    return e as unknown as SearchEntry;
  });
}
