import * as React from "react";
import { parseSearchIndex, type SearchEntry } from "./insights";
import { SEARCH_INDEX_PATH } from "./slug";

/** The search index (gatsby/search-index.ts), checked. */
export async function fetchSearchIndex(): Promise<SearchEntry[]> {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
  return parseSearchIndex(await response.json());
}

export type SearchIndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; entries: SearchEntry[] };

/**
 * The index, fetched when `wanted` first holds (a visitor searches or filters) and kept while the
 * component lives, with a way to try again after a failure. Going back to the listing fetches it
 * again, which the browser answers from its cache.
 */
export function useSearchIndex(wanted: boolean): [SearchIndexState, () => void] {
  const [state, setState] = React.useState<SearchIndexState>({ status: "idle" });
  const [attempt, setAttempt] = React.useState(0);
  const needed = wanted && state.status !== "ready";
  React.useEffect(() => {
    if (!needed) return;
    let live = true;
    setState({ status: "loading" });
    fetchSearchIndex().then(
      (entries) => live && setState({ status: "ready", entries }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [needed, attempt]);
  return [state, React.useCallback(() => setAttempt((n) => n + 1), [])];
}
