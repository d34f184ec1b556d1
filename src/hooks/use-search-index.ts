import * as React from "react";
import { parseSearchIndex, type SearchEntry } from "../lib/insights/listing";
import type { Lang } from "../lib/language/i18n";
import { searchIndexPath } from "../lib/routing/slug";

async function fetchSearchIndex(lang: Lang = "en"): Promise<SearchEntry[]> {
  const at = searchIndexPath(lang);
  // Not the bare global: Gatsby's server bundle provides node-fetch 2 for it, which loads deprecated punycode.
  const response = await window.fetch(at);
  if (!response.ok) throw new Error(`${at} answered ${response.status}`);
  return parseSearchIndex(await response.json());
}

export type SearchIndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; entries: SearchEntry[] };

/** Fetched when `wanted` first holds, kept while mounted; returns a retry. */
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
