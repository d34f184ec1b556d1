// The Insights search index, written in createPages so `gatsby develop` serves it too. A plain list, not a
// search library: the specification asks for substring matching ("oadma" finds "roadmap"), which Pagefind,
// MiniSearch and FlexSearch do not do. Unfolded text: the browser folds it (docs/performance.md).
import fs from "node:fs/promises";
import path from "node:path";
import { SEARCH_ENTRY_FIELDS, type SearchEntry } from "../../src/lib/insights/listing";
import { SEARCH_INDEX_PATH } from "../../src/lib/routing/slug";

/** Listing order; only the fields a result card shows. */
export function searchIndexJson(articles: readonly SearchEntry[]): string {
  const keys = [...Object.keys(SEARCH_ENTRY_FIELDS), "tags"] as (keyof SearchEntry)[];
  return JSON.stringify(articles.map((article) => Object.fromEntries(keys.map((key) => [key, article[key]]))));
}

/** Returns its size in bytes. */
export async function writeSearchIndex(publicDir: string, articles: readonly SearchEntry[], at = SEARCH_INDEX_PATH): Promise<number> {
  const file = path.join(publicDir, at);
  const text = searchIndexJson(articles);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  return Buffer.byteLength(text);
}
