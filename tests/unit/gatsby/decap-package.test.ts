/** @jest-environment node */
// gatsby/cms/admin.ts serves Decap as a CDN serves its package: the file package.json names as `main`, with
// every file of that folder beside it, at /admin/decap/. That holds while the bundle is a script that takes its
// public path from its own <script> and loads only files of its folder (a row of the plugin's register), which
// this reads from the installed package.
import fs from "node:fs";
import path from "node:path";

const MAIN = require.resolve("decap-cms");
const FOLDER = path.dirname(MAIN);
const read = (file: string) => fs.readFileSync(path.join(FOLDER, file), "utf8");
const bundle = read(path.basename(MAIN));

it("names as its main a script in a folder of files only, the folder admin.ts copies whole", () => {
  expect(path.extname(MAIN)).toBe(".js");
  expect(fs.readdirSync(FOLDER, { withFileTypes: true }).filter((entry) => !entry.isFile())).toEqual([]);
});

it("takes its public path from the address of its own script, so it finds its files at /admin/decap/", () => {
  // webpack's runtime for publicPath "auto".
  expect(bundle).toContain("Automatic publicPath is not supported in this browser");
});

it("loads only chunks and files that are in its folder", () => {
  const suffix = /\.u=(\w+)=>\1\+"([^"]+)"/.exec(bundle)?.[2];
  expect(suffix).toBeDefined();
  const chunks = fs.readdirSync(FOLDER).filter((file) => file.endsWith(suffix!));
  const code = chunks.map(read).join("\n");
  const chunkIds = new Set([...code.matchAll(/\b\w+\.e\((\d+)\)/g)].map((m) => m[1]!));
  const assets = new Set([...code.matchAll(/\.p\+"([^"]+)"/g)].map((m) => m[1]!));
  expect(chunkIds.size).toBeGreaterThan(0);
  expect(assets.size).toBeGreaterThan(0);
  const missing = [...[...chunkIds].map((id) => `${id}${suffix}`), ...assets].filter((file) => !fs.existsSync(path.join(FOLDER, file)));
  expect(missing).toEqual([]);
});
