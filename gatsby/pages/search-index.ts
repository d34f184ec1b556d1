// The Insights search index: every article's card text in one JSON file, public/insights/search-index.json
// (SEARCH_INDEX_PATH), which the listing fetches the first time a visitor searches or picks a category.
// Written in createPages, so `gatsby develop` serves it too.
//
// A plain list filtered with String.includes, not a search library: the specification asks for a
// case-insensitive substring match of title and excerpt ("oadma" finds "roadmap"), which Pagefind,
// MiniSearch and FlexSearch do not do (they match words, prefixes or fuzzy terms). The entries carry
// the text as written; the browser folds each title and excerpt for matching (src/lib/insights/search-fold.ts)
// once, on its first search, rather than the file carrying a folded copy that every visitor would
// download (the figures are in docs/performance.md).
import fs from "node:fs/promises";
import path from "node:path";
import type { SearchEntry } from "../../src/lib/insights/insights";
import { SEARCH_INDEX_PATH } from "../../src/lib/routing/slug";

/** The index's text: the entries in listing order (newest first), only the fields a result card shows. */
export function searchIndexJson(articles: readonly SearchEntry[]): string {
  const entries: SearchEntry[] = articles.map(({ slug, title, excerpt, date, isoDate, author, readingMinutes, tags }) => ({
    slug,
    title,
    excerpt,
    date,
    isoDate,
    author,
    readingMinutes,
    tags: [...tags],
  }));
  return JSON.stringify(entries);
}

/** Writes the index into the build's public/ folder; the result is its size in bytes. */
export async function writeSearchIndex(publicDir: string, articles: readonly SearchEntry[], at = SEARCH_INDEX_PATH): Promise<number> {
  const file = path.join(publicDir, at);
  const text = searchIndexJson(articles);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  return Buffer.byteLength(text);
}
