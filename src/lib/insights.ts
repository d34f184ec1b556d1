/** Search and filtering of the Insights listing; pure so every rule of the specification is unit-tested. */

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

/** Case-insensitive search over title and excerpt, combined with 'All' or one tag. */
export function filterArticles<T extends FilterableArticle>(articles: readonly T[], { category, search }: InsightsFilters): T[] {
  const needle = search.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === ALL_CATEGORIES || a.tags.includes(category)) &&
      (needle === "" || a.title.toLowerCase().includes(needle) || a.excerpt.toLowerCase().includes(needle)),
  );
}

/** 'Showing N article(s)', then ' in "{category}"' and ' matching "{search}"' when they apply. */
export function countText(count: number, { category, search }: InsightsFilters): string {
  let text = `Showing ${count} ${count === 1 ? "article" : "articles"}`;
  if (category !== ALL_CATEGORIES) text += ` in "${category}"`;
  if (search.trim() !== "") text += ` matching "${search.trim()}"`;
  return text;
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
