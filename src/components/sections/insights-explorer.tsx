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
} from "../../lib/insights/listing";
import { useLang, useMessages } from "../../hooks/use-lang";
import { localePath, type Lang } from "../../lib/language/i18n";
import { useSearchIndex } from "../../hooks/use-search-index";
import { INSIGHTS_PATH, tagLink, tagPath } from "../../lib/routing/slug";
import Icon from "../ui/icon";
import { SEARCH } from "../ui/icons/search";
import { Pagination } from "../ui/deferred-links";
import ArticleCard, { type ArticleCardData } from "./article-card";
import { EARLY_INPUT, useEarlyInput } from "../../../plugins/gatsby-plugin-fast-start/browser";

interface InsightsExplorerProps {
  /** This page's articles, with their pictures. */
  articles: readonly ArticleCardData[];
  total: number;
  /** As articles name them (the key in ?category=). */
  categories: readonly string[];
  /** A tag without a label shows as written. */
  labels?: Readonly<Record<string, string>>;
  paging: ListingContext;
  /** e.g. ?category=Strategy&q=cloud */
  search: string;
}

/** The index carries no pictures, which would be most of its weight. */
const resultCard = (entry: SearchEntry, labels: Readonly<Record<string, string>>, lang: Lang): ArticleCardData => ({
  ...entry,
  tagLinks: entry.tags.map((tag) => tagLink(tag, lang, labels[tag])),
  imageAlt: "",
  image: { childImageSharp: null },
});

/** One object, so the memoised results keep while no labels are given. */
const NO_LABELS: Readonly<Record<string, string>> = {};

const isModifiedClick = (e: React.MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Scrolls only the row, never the page: Chromium scrolls a focused element into view only when wholly hidden,
 * leaving an edge chip cut off. Instant: a glide would be motion the visitor did not ask for.
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
 * Filters live in the URL query (replaced in place), so a view can be shared and survives reload and Back.
 * Both work before hydration: a GET form (`?q=`, held by the early-input script) and links to tag pages. The
 * search index is fetched when the search field is focused or on the first filter; until it is in, this page's own cards are filtered.
 */
export default function InsightsExplorer({ articles, total, categories, labels = NO_LABELS, paging, search }: InsightsExplorerProps) {
  const messages = useMessages();
  const lang = useLang();
  const [filters, setFilters] = React.useState<InsightsFilters>({ category: ALL_CATEGORIES, search: "" });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const root = useEarlyInput<HTMLDivElement>();

  const apply = React.useCallback((next: InsightsFilters) => {
    setFilters(next);
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(next, current)}${hash}`);
  }, []);
  const update = (change: Partial<InsightsFilters>) => apply({ ...filters, ...change });

  // The URL's filters apply after hydration; on the first run, text typed before hydration wins.
  const mounted = React.useRef(false);
  React.useEffect(() => {
    const fromUrl = filtersFromQuery(search, categories);
    const typed = mounted.current ? "" : (inputRef.current?.value ?? "");
    mounted.current = true;
    if (typed !== "" && typed !== fromUrl.search) apply({ ...fromUrl, search: typed });
    else setFilters(fromUrl);
  }, [search, categories, apply]);

  // One named by a shared link may lie past the edge.
  const chipRow = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    const chip = chipRow.current?.querySelector('[aria-current="true"]');
    if (chip) revealInRow(chip, chipRow.current!);
  }, [filters.category]);

  // The field and the chips answer a key or a tap at once; the results follow in a render of their own, started
  // after that paint (a frame, then a task), which React drops when the next key comes first, so a key's frame
  // does not also restyle and paint every card.
  const [listed, setListed] = React.useState(filters);
  React.useEffect(() => {
    if (listed === filters) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => React.startTransition(() => setListed(filters)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [filters, listed]);
  const filtering = listed.category !== ALL_CATEGORIES || listed.search.trim() !== "";
  const asked = filters.category !== ALL_CATEGORIES || filters.search.trim() !== "";
  // The index is wanted once the field is focused: its fetch, parse and render come before the first key, not in it.
  const [focused, setFocused] = React.useState(false);
  const [index, retry] = useSearchIndex(asked || filtering || focused, lang);
  const ready = index.status === "ready";
  const results = React.useMemo(
    () =>
      filtering
        ? index.status === "ready"
          ? filterArticles(index.entries, listed).map((entry) => resultCard(entry, labels, lang))
          : filterArticles(articles, listed)
        : articles,
    [filtering, index, listed, articles, labels, lang],
  );

  const [shown, setShown] = React.useState(ARTICLES_PER_PAGE);
  const list = React.useRef<HTMLUListElement>(null);
  const firstNew = React.useRef<number | null>(null);
  React.useEffect(() => setShown(ARTICLES_PER_PAGE), [listed.category, listed.search]);
  React.useEffect(() => {
    // After 'Show more', focus the first card it added.
    if (firstNew.current === null) return;
    list.current?.children[firstNew.current]?.querySelector<HTMLElement>("h2 a")?.focus();
    firstNew.current = null;
  }, [shown]);
  const visible = React.useMemo(() => (filtering ? results.slice(0, shown) : results), [filtering, results, shown]);

  let status = countText(filtering ? results.length : total, listed, messages, labels);
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
            onFocus={() => React.startTransition(() => setFocused(true))}
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
        Below md: one sideways row, so the first article is on a phone's first screen. It runs to the window's
        edges so a cut-off chip shows there is more; the vertical padding keeps focus outlines inside the clip.
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
          <Cards cards={visible} filtering={filtering} busy={filtering && !ready} list={list} />
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

/** The listed cards; the same list renders nothing new. */
const Cards = React.memo(function Cards({
  cards,
  filtering,
  busy,
  list,
}: {
  cards: readonly ArticleCardData[];
  filtering: boolean;
  busy: boolean;
  list: React.RefObject<HTMLUListElement>;
}) {
  return (
    <ul ref={list} aria-busy={busy} className="mt-4 grid gap-8 sm:mt-6 md:grid-cols-2">
      {cards.map((a, i) => (
        <li key={a.slug} className="flex">
          <ArticleCard article={a} priority={!filtering && i === 0} eager={!filtering && i < 2} />
        </li>
      ))}
    </ul>
  );
});
