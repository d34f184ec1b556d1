/** @jest-environment node */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { brotliQuality, filesWithNul, isContentHashed, MIN_BYTES, precompress } from "../../../gatsby/hosting/precompress";

const PAGE = `<!DOCTYPE html><p>${"words on a page ".repeat(200)}</p>`;
const BUNDLE = `console.log(${JSON.stringify("bundle ".repeat(300))});`;

let dir: string;
const file = (relative: string) => path.join(dir, relative);
const exists = (relative: string) => existsSync(file(relative));
const write = async (relative: string, content: string | Buffer) => {
  await fs.mkdir(path.dirname(file(relative)), { recursive: true });
  await fs.writeFile(file(relative), content);
};
/** Moves a file's modification time, as a later build writing it again would. */
const touch = (relative: string, secondsFromNow: number) => {
  const t = new Date(Date.now() + secondsFromNow * 1000);
  return fs.utimes(file(relative), t, t);
};

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "precompress-"));
  await write("index.html", PAGE);
  await write("about/index.html", PAGE.replace("words", "about"));
  await write("app-0123456789abcdef0123.js", BUNDLE);
  await write("page-data/index/page-data.json", JSON.stringify({ text: "data ".repeat(400) }));
  await write("tiny.txt", "x".repeat(MIN_BYTES - 1));
  await write("video/hero.mp4", Buffer.alloc(5000));
  await write("app-0123456789abcdef0123.js.map", JSON.stringify({ mappings: "A".repeat(5000) }));
  await write("downloads/archive.tar.gz", Buffer.alloc(2000, 2));
});

afterEach(() => fs.rm(dir, { recursive: true, force: true }));

it("writes a brotli and a gzip copy of each text file that decompress to the file, and none of small files, media, source maps and compressed files", async () => {
  const result = await precompress(dir);
  expect(result.written).toEqual(["about/index.html", "app-0123456789abcdef0123.js", "index.html", "page-data/index/page-data.json"]);
  for (const relative of result.written) {
    const original = await fs.readFile(file(relative));
    expect(zlib.brotliDecompressSync(await fs.readFile(file(`${relative}.br`))).equals(original)).toBe(true);
    expect(zlib.gunzipSync(await fs.readFile(file(`${relative}.gz`))).equals(original)).toBe(true);
    expect((await fs.stat(file(`${relative}.br`))).size).toBeLessThan(original.length);
  }
  for (const relative of ["tiny.txt", "video/hero.mp4", "app-0123456789abcdef0123.js.map", "downloads/archive.tar.gz"])
    expect([relative, exists(`${relative}.br`), exists(`${relative}.gz`)]).toEqual([relative, false, false]);
  // An archive is no copy of a file beside it, to be removed with it.
  expect(exists("downloads/archive.tar.gz")).toBe(true);
});

it("compresses only what changed when run again", async () => {
  await precompress(dir);
  await write("about/index.html", PAGE.replace("words", "changed"));
  await touch("about/index.html", 5);
  const again = await precompress(dir);
  expect(again.written).toEqual(["about/index.html"]);
  expect(again.kept).toBe(3);
  expect(zlib.gunzipSync(await fs.readFile(file("about/index.html.gz"))).toString()).toContain("changed");
});

it("removes the copies of a file that is gone or has become too small to compress", async () => {
  await precompress(dir);
  await fs.rm(file("about/index.html"));
  await write("index.html", "<p>short</p>");
  await touch("index.html", 5);
  const again = await precompress(dir);
  expect(again.removed).toEqual(["about/index.html.br", "about/index.html.gz", "index.html.br", "index.html.gz"]);
  for (const copy of again.removed) expect(exists(copy)).toBe(false);
});

it("compresses hashed bundles once, at brotli's highest quality, and everything else quickly", async () => {
  expect([isContentHashed("app-0123456789abcdef0123.js"), isContentHashed(path.join("static", "0a1b", "photo.svg"))]).toEqual([true, true]);
  expect([isContentHashed("index.html"), isContentHashed("partytown.js")]).toEqual([false, false]);
  expect(brotliQuality("app-0123456789abcdef0123.js")).toBe(11);
  expect(brotliQuality("index.html")).toBeLessThan(11);
  await precompress(dir);
  await touch("app-0123456789abcdef0123.js", 5);
  expect((await precompress(dir)).written).toEqual([]);
});

it("finds the text files that hold a NUL byte, and not binary files, which may", async () => {
  await precompress(dir);
  expect(filesWithNul(dir)).toEqual([]);
  await write("ar/index.html", "<p>ت\u0000ت</p>");
  await write("feed.xml", "<rss>\u0000</rss>");
  expect(filesWithNul(dir)).toEqual(["ar/index.html", "feed.xml"]);
});
