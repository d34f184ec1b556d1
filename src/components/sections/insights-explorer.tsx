import * as React from "react";
import {
  ALL_CATEGORIES,
  ARTICLES_PER_PAGE,
  countText,
  filterArticles,
  filtersFromQuery,
  queryFromFilters,
  type InsightsFilters,
  type ListingContext,
  type SearchEntry,
} from "../../lib/insights/insights";
import { EARLY_INPUT } from "../../lib/forms/early-input";
import { useEarlyInput } from "../../hooks/use-early-input";
import { useLang, useMessages } from "../../hooks/use-lang";
import { localePath, type Lang } from "../../lib/language/i18n";
import { useSearchIndex } from "../../hooks/use-search-index";
import { INSIGHTS_PATH, tagLink, tagPath } from "../../lib/routing/slug";
import Icon from "../ui/icon";
import { SEARCH } from "../ui/icons/search";
import { Pagination } from "../ui/deferred-links";
import ArticleCard, { type ArticleCardData } from "./article-card";

interface InsightsExplorerProps {
  /** This page's articles, with their pictures. */
  articles: readonly ArticleCardData[];
  /** How many articles there are in all. */
  total: number;
  /** Every tag, as articles name it (the key in ?category=). */
  categories: readonly string[];
  /** Each tag in the page's language (tag pages and cards show these); a tag without one shows as written. */
  labels?: Readonly<Record<string, string>>;
  /** Which page of the listing this is. */
  paging: ListingContext;
  /** The page's query string, e.g. ?category=Strategy&q=cloud */
  search: string;
}

/** A search result's card: the index carries the card's text, not its picture, which would be most of its weight. */
const resultCard = (entry: SearchEntry, labels: Readonly<Record<string, string>>, lang: Lang): ArticleCardData => ({
  ...entry,
  tagLinks: entry.tags.map((tag) => tagLink(tag, lang, labels[tag])),
  imageAlt: "",
  image: null,
});

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const isModifiedClick = (e: React.MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Scrolls the sideways row of categories, and only the row (never the page), so the chip is wholly in
 * sight, clear of the row's scroll padding. Chromium scrolls a focused element into view only when it
 * is wholly hidden, which leaves a chip cut off at the edge cut off. At once: a glide would be motion
 * the visitor did not ask for.
 */
function revealInRow(chip: Element, row: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const pad = parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  const box = row.getBoundingClientRect();
  const { left, right } = chip.getBoundingClientRect();
  const by = left < box.left + pad ? left - box.left - pad : right > box.right - pad ? right - box.right + pad : 0;
  if (by !== 0) row.scrollBy({ left: by, behavior: "instant" });
}

/**
 * Search and category filter over every article, above one page of the listing. The filters live in
 * the URL query, replaced in place, so a filtered view can be shared and survives reload and Back.
 *
 * Both work before the app does: the search box is a GET form (`?q=`) whose early submit the
 * early-input script holds, and the categories are links to the tag pages. Once running, the
 * app reads what was typed into the box before it mounted and filters in place instead, over the
 * search index, which it fetches the first time a filter applies. Until the index is in, this page's
 * own cards are filtered, and the status says the search is still going.
 */
export default function InsightsExplorer({ articles, total, categories, labels = {}, paging, search }: InsightsExplorerProps) {
  const messages = useMessages();
  const lang = useLang();
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

  // The chosen category stays in sight where the categories scroll: one named by a shared link may
  // lie past the edge, and a chip tapped at the edge is only partly shown.
  const chipRow = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    const chip = chipRow.current?.querySelector('[aria-current="true"]');
    if (chip) revealInRow(chip, chipRow.current!);
  }, [filters.category]);

  const filtering = filters.category !== ALL_CATEGORIES || filters.search.trim() !== "";
  const [index, retry] = useSearchIndex(filtering, lang);
  const ready = index.status === "ready";
  const results = filtering
    ? ready
      ? filterArticles(index.entries, filters).map((entry) => resultCard(entry, labels, lang))
      : filterArticles(articles, filters)
    : articles;

  // Results come a page at a time; a new search starts again from the first.
  const [shown, setShown] = React.useState(ARTICLES_PER_PAGE);
  const list = React.useRef<HTMLUListElement>(null);
  const firstNew = React.useRef<number | null>(null);
  React.useEffect(() => setShown(ARTICLES_PER_PAGE), [filters.category, filters.search]);
  React.useEffect(() => {
    // After 'Show more', focus moves to the first card it added, where reading continues.
    if (firstNew.current === null) return;
    list.current?.children[firstNew.current]?.querySelector<HTMLElement>("h2 a")?.focus();
    firstNew.current = null;
  }, [shown]);
  const visible = filtering ? results.slice(0, shown) : results;

  let status = countText(filtering ? results.length : total, filters, messages, labels);
  if (filtering && index.status === "failed") status = messages.insights.searchFailed;
  else if (filtering && !ready) status = messages.insights.searching;

  return (
    // min-w-0: the grid column would otherwise widen to the unwrapped row of categories.
    <div ref={root} className="min-w-0">
      <form role="search" method="get" action={localePath(INSIGHTS_PATH, lang)} {...EARLY_INPUT} onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor="insights-search" className="block font-medium text-secondary-900">
          {messages.insights.searchLabel}
        </label>
        <div className="relative mt-2">
          <Icon icon={SEARCH} size={20} className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-secondary-500" />
          <input
            ref={inputRef}
            id="insights-search"
            type="search"
            name="q"
            value={filters.search}
            placeholder={messages.insights.searchPlaceholder}
            onChange={(e) => update({ search: e.target.value })}
            className="min-h-12 w-full rounded-full border-2 border-secondary-300 bg-white ps-12 pe-5 text-secondary-950 placeholder:text-secondary-500 focus:border-accent-600"
          />
        </div>
        <button type="submit" className="sr-only">
          {messages.insights.searchSubmit}
        </button>
        <noscript>
          <p className="mt-2 text-sm text-secondary-700">{messages.insights.searchNeedsScripts}</p>
        </noscript>
      </form>
      {/*
        Below md the categories are one row that scrolls sideways, so the first article is on a phone's
        first screen instead of under five rows of chips. The row runs to the window's edges (the
        negative margin undoes the container's padding), so the chip cut off at the edge shows there
        is more. Every chip stays a link in the page's tab order and comes into sight when focused (the
        browser brings a hidden one, revealInRow one cut off at the edge; without scripts that one shows
        in part, with its outline), scroll-padding keeps it clear of the edge, and the vertical padding
        (given back by the negative margin) keeps the focus outline inside the scrolling box, which clips.
      */}
      <nav aria-label={messages.insights.categoriesLabel} className="mt-4 sm:mt-6">
        <ul
          ref={chipRow}
          className="-mx-4 -my-2 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
        >
          {[ALL_CATEGORIES, ...categories].map((c) => {
            const active = filters.category === c;
            return (
              <li key={c} className="shrink-0">
                <a
                  href={localePath(c === ALL_CATEGORIES ? INSIGHTS_PATH : tagPath(c), lang)}
                  aria-current={active ? "true" : undefined}
                  onFocus={(e) => revealInRow(e.currentTarget, chipRow.current!)}
                  onClick={(e) => {
                    if (isModifiedClick(e)) return;
                    e.preventDefault();
                    update({ category: c });
                  }}
                  className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold no-underline transition-colors duration-300 ${
                    active ? "bg-secondary-950 text-white" : "bg-secondary-100 text-secondary-800 hover:bg-secondary-200"
                  }`}
                >
                  {c === ALL_CATEGORIES ? messages.insights.all : (labels[c] ?? c)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="mt-4 text-secondary-700 sm:mt-6">
        {status}
      </p>
      {filtering && index.status === "failed" && (
        <button type="button" onClick={retry} className="mt-2 font-semibold text-accent-700 underline">
          {messages.insights.retrySearch}
        </button>
      )}
      {results.length > 0 || (filtering && !ready) ? (
        <>
          <ul ref={list} aria-busy={filtering && !ready} className="mt-4 grid gap-8 sm:mt-6 md:grid-cols-2">
            {visible.map((a, i) => (
              <li key={a.slug} className="flex">
                <ArticleCard article={a} priority={!filtering && i === 0} eager={!filtering && i < 2} />
              </li>
            ))}
          </ul>
          {filtering && ready && shown < results.length && (
            <button
              type="button"
              onClick={() => {
                firstNew.current = shown;
                setShown(shown + ARTICLES_PER_PAGE);
              }}
              className="mx-auto mt-10 flex min-h-11 items-center rounded-full bg-secondary-100 px-6 font-semibold text-secondary-900 hover:bg-secondary-200"
            >
              {messages.insights.showMore}
            </button>
          )}
          {!filtering && <Pagination {...paging} />}
        </>
      ) : (
        <div className="mt-6 rounded-2xl border-2 border-dashed border-secondary-300 p-10 text-center">
          <h2 className="text-xl font-semibold text-secondary-950">{messages.insights.noResultsHeading}</h2>
          <p className="mt-2 text-secondary-700">{messages.insights.noResultsText}</p>
          <button type="button" onClick={() => apply({ category: ALL_CATEGORIES, search: "" })} className="mt-5 font-semibold text-accent-700 underline">
            {messages.insights.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
