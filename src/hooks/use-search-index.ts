import * as React from "react";
import { parseSearchIndex, type SearchEntry } from "../lib/insights/insights";
import type { Lang } from "../lib/language/i18n";
import { searchIndexPath } from "../lib/routing/slug";

/** The search index of one language's articles (gatsby/pages/search-index.ts), checked. */
async function fetchSearchIndex(lang: Lang = "en"): Promise<SearchEntry[]> {
  const at = searchIndexPath(lang);
  // window.fetch rather than the bare global: for a bare `fetch`, Gatsby's server-side bundle provides
  // node-fetch 2, whose URL parser loads Node's deprecated punycode module on every build.
  const response = await window.fetch(at);
  if (!response.ok) throw new Error(`${at} answered ${response.status}`);
  return parseSearchIndex(await response.json());
}

export type SearchIndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; entries: SearchEntry[] };

/**
 * The index, fetched when `wanted` first holds (a visitor searches or filters) and kept while the
 * component lives, with a way to try again after a failure. Going back to the listing fetches it
 * again, which the browser answers from its cache.
 */
export function useSearchIndex(wanted: boolean, lang: Lang = "en"): [SearchIndexState, () => void] {
  const [state, setState] = React.useState<SearchIndexState>({ status: "idle" });
  const [attempt, setAttempt] = React.useState(0);
  const needed = wanted && state.status !== "ready";
  React.useEffect(() => {
    if (!needed) return;
    let live = true;
    setState({ status: "loading" });
    fetchSearchIndex(lang).then(
      (entries) => live && setState({ status: "ready", entries }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [needed, attempt, lang]);
  return [state, React.useCallback(() => setAttempt((n) => n + 1), [])];
}
