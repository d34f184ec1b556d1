import * as React from "react";
import { ALL_CATEGORIES, countText, filterArticles, filtersFromQuery, queryFromFilters, type InsightsFilters } from "../../lib/insights";
import { useEarlyInput } from "../../lib/early-input";
import { MESSAGES } from "../../lib/messages";
import { INSIGHTS_PATH, tagPath } from "../../lib/slug";
import Icon from "../ui/icon";
import ArticleCard, { type ArticleCardData } from "./article-card";

interface InsightsExplorerProps {
  articles: readonly ArticleCardData[];
  categories: readonly string[];
  /** The page's query string, e.g. ?category=Strategy&q=cloud */
  search: string;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const isModifiedClick = (e: React.MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Search and category filter over the articles. The filters live in the URL query,
 * replaced in place, so a filtered view can be shared and survives reload and Back.
 *
 * Both work before the app does: the search box is a GET form (`?q=`) whose early submit the
 * early-input script holds, and the categories are links to the tag pages. Once running, the
 * app reads what was typed into the box before it mounted and filters in place instead.
 */
export default function InsightsExplorer({ articles, categories, search }: InsightsExplorerProps) {
  const [filters, setFilters] = React.useState<InsightsFilters>({ category: ALL_CATEGORIES, search: "" });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const root = useEarlyInput<HTMLDivElement>();

  /** A visitor's change: new filters, written into the URL in place (no history entry, no scroll). */
  const apply = React.useCallback((next: InsightsFilters) => {
    setFilters(next);
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(next, current)}${hash}`);
  }, []);
  const update = (change: Partial<InsightsFilters>) => apply({ ...filters, ...change });

  // The pre-rendered page shows every article; the URL's filters apply after hydration. On the
  // first run, text typed into the box before the app ran wins over the URL's.
  const mounted = React.useRef(false);
  React.useEffect(() => {
    const fromUrl = filtersFromQuery(search, categories);
    const typed = mounted.current ? "" : (inputRef.current?.value ?? "");
    mounted.current = true;
    if (typed !== "" && typed !== fromUrl.search) apply({ ...fromUrl, search: typed });
    else setFilters(fromUrl);
  }, [search, categories, apply]);

  const results = filterArticles(articles, filters);

  return (
    <div ref={root}>
      <form role="search" method="get" action={INSIGHTS_PATH} data-early="" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor="insights-search" className="block font-medium text-secondary-900">
          {MESSAGES.insights.searchLabel}
        </label>
        <div className="relative mt-2">
          <Icon name="search" size={20} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-secondary-500" />
          <input
            ref={inputRef}
            id="insights-search"
            type="search"
            name="q"
            value={filters.search}
            placeholder={MESSAGES.insights.searchPlaceholder}
            onChange={(e) => update({ search: e.target.value })}
            className="min-h-12 w-full rounded-full border-2 border-secondary-300 bg-white pl-12 pr-5 text-secondary-950 placeholder:text-secondary-500 focus:border-accent-600"
          />
        </div>
        <button type="submit" className="sr-only">
          {MESSAGES.insights.searchSubmit}
        </button>
        <noscript>
          <p className="mt-2 text-sm text-secondary-700">{MESSAGES.insights.searchNeedsScripts}</p>
        </noscript>
      </form>
      <nav aria-label={MESSAGES.insights.categoriesLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((c) => {
            const active = filters.category === c;
            return (
              <li key={c}>
                <a
                  href={c === ALL_CATEGORIES ? INSIGHTS_PATH : tagPath(c)}
                  aria-current={active ? "true" : undefined}
                  onClick={(e) => {
                    if (isModifiedClick(e)) return;
                    e.preventDefault();
                    update({ category: c });
                  }}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold no-underline transition-colors duration-300 ${
                    active ? "bg-secondary-950 text-white" : "bg-secondary-100 text-secondary-800 hover:bg-secondary-200"
                  }`}
                >
                  {c}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="mt-6 text-secondary-700">
        {countText(results.length, filters)}
      </p>
      {results.length > 0 ? (
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {results.map((a, i) => (
            <li key={a.slug} className="flex">
              <ArticleCard article={a} eager={i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border-2 border-dashed border-secondary-300 p-10 text-center">
          <h2 className="text-xl font-semibold text-secondary-950">{MESSAGES.insights.noResultsHeading}</h2>
          <p className="mt-2 text-secondary-700">{MESSAGES.insights.noResultsText}</p>
          <button type="button" onClick={() => apply({ category: ALL_CATEGORIES, search: "" })} className="mt-5 font-semibold text-accent-700 underline">
            {MESSAGES.insights.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
