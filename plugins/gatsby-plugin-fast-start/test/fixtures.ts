// Folders the tests write (a temporary one, public/ as `gatsby build` leaves it for the HTML steps) and the switch.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAST_START_ENV } from "../switch";

/** Runs `body` in a new empty folder, removed afterwards. */
export async function inTempDir<T>(body: (dir: string) => T | Promise<T>): Promise<T> {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-")));
  try {
    return await body(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes what the HTML steps read in public/: webpack's stats, the `app` chunk's stylesheet, and each page's page data. */
export function writePublicDir(dir: string, chunks: Record<string, string[]>, pages: Record<string, string> = {}, css = "a{}"): void {
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: chunks }));
  const stylesheet = chunks.app?.find((asset) => asset.endsWith(".css"));
  if (stylesheet) fs.writeFileSync(path.join(dir, stylesheet), css);
  fs.mkdirSync(path.join(dir, "page-data"));
  for (const [pagePath, componentChunkName] of Object.entries(pages)) {
    const folder = path.join(dir, "page-data", pagePath === "/" ? "index" : pagePath);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "page-data.json"), JSON.stringify({ componentChunkName, path: pagePath }));
  }
}

/** Runs `body` with FAST_START at `value` (unset when undefined), then puts back what it was. */
export async function withFastStart<T>(value: string | undefined, body: () => T | Promise<T>): Promise<T> {
  const before = process.env[FAST_START_ENV];
  const set = (v: string | undefined) => (v === undefined ? delete process.env[FAST_START_ENV] : (process.env[FAST_START_ENV] = v));
  set(value);
  try {
    return await body();
  } finally {
    set(before);
  }
}
