// Brotli and gzip copies of the build's text files, so nginx (gzip_static) and scripts/static-server.mjs never compress per request.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { HASHED_FILE } from "./security-headers";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Source maps are left out (only developer tools read them). */
const COMPRESSIBLE = /\.(?:html|js|css|json|xml|txt|svg|webmanifest)$/;
/** Below this a compressed body saves less than a packet. */
export const MIN_BYTES = 1024;
const ENCODINGS = [".br", ".gz"] as const;

/** Never changes under its name, so it is compressed once, at the highest level. */
export const isContentHashed = (relative: string): boolean => {
  const posix = relative.split(path.sep).join("/");
  return posix.startsWith("static/") || HASHED_FILE.test(posix);
};

/** Quality 11 costs seconds a build on files that change every build (docs/performance.md). */
export function brotliQuality(relative: string): number {
  return isContentHashed(relative) ? 11 : 5;
}

function walk(dir: string): string[] {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Rewrites a copy when its file is newer (hashed: only when missing); removes stale ones, which servers would send.
 * Files are read, stated and written synchronously: awaited one by one, thousands of small calls each cost a
 * round trip to the thread pool. Only the compression runs there, a few files at a time.
 */
export async function precompress(publicDir: string) {
  const files = walk(publicDir);
  // removed: copies whose file is gone, or no longer compressed.
  const result = { written: [] as string[], kept: 0, removed: [] as string[] };
  const eligible: { relative: string; size: number; mtimeMs: number }[] = [];
  for (const relative of files) {
    if (!COMPRESSIBLE.test(relative)) continue;
    const stat = fs.statSync(path.join(publicDir, relative));
    if (stat.size >= MIN_BYTES) eligible.push({ relative, size: stat.size, mtimeMs: stat.mtimeMs });
  }
  const wanted = new Set(eligible.flatMap((f) => ENCODINGS.map((ext) => f.relative + ext)));

  // Only copies this step could have written (file.html.gz, not archive.tar.gz) are removed.
  for (const relative of files)
    if (ENCODINGS.some((ext) => relative.endsWith(ext)) && COMPRESSIBLE.test(relative.slice(0, -3)) && !wanted.has(relative)) {
      fs.rmSync(path.join(publicDir, relative));
      result.removed.push(relative);
    }

  const current = (f: (typeof eligible)[number]) => {
    for (const ext of ENCODINGS) {
      const stat = fs.statSync(path.join(publicDir, f.relative + ext), { throwIfNoEntry: false });
      if (!stat || (!isContentHashed(f.relative) && stat.mtimeMs < f.mtimeMs)) return false;
    }
    return true;
  };

  // A few at a time: zlib runs on libuv's thread pool, and the build machine has two cores.
  const queue = [...eligible];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      if (current(f)) {
        result.kept++;
        continue;
      }
      const full = path.join(publicDir, f.relative);
      const bytes = fs.readFileSync(full);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(f.relative),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gz);
      result.written.push(f.relative);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  result.written.sort();
  result.removed.sort();
  return result;
}

/** No text file means to hold a NUL (see docs/performance.md, "React's NUL bytes"). */
export function filesWithNul(publicDir: string): string[] {
  const found: string[] = [];
  for (const relative of walk(publicDir)) if (COMPRESSIBLE.test(relative) && fs.readFileSync(path.join(publicDir, relative)).includes(0)) found.push(relative);
  return found.sort();
}
