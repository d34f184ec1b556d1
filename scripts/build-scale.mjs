#!/usr/bin/env node
// Builds a copy of the site with synthetic articles added (scripts/synthetic-articles.mjs) into the
// folder tests/e2e/support/test-builds.json names: its pages in public/, the content they were built
// from in content/. The browser run's "listings" project tests the pages, the search and the counts on
// this archive, several pages long.
//
//   npm run build:scale [-- --articles <n>] [--keep]   (--keep: leave the copy in the temporary folder)
import fs from "node:fs";
import path from "node:path";
import builds from "../tests/e2e/support/test-builds.json" with { type: "json" };
import { BUILD_ENV, copyWorkingTree, parseOptions, repoRoot, run, runMain } from "./bench-lib.mjs";
import { addSyntheticArticles } from "./synthetic-articles.mjs";

const OUT = path.join(repoRoot, builds.archive.dir);
const args = parseOptions(import.meta.url, "keep", { articles: 30 });
const log = (msg) => process.stderr.write(`[build:scale] ${msg}\n`);
const cleanUpOptions = { keep: args.keep };

async function main() {
  const dir = copyWorkingTree("build-scale-");
  const added = await addSyntheticArticles(dir, args.articles, { onePicture: true });
  log(`${dir}: ${added.length} synthetic articles added`);
  const env = { ...process.env, ...BUILD_ENV, GATSBY_GOOGLE_MAPS_API_KEY: "e2e-stand-in-key" };
  const built = await run("npx", ["gatsby", "build"], { cwd: dir, env, stdio: "inherit" });
  if (built !== 0) {
    log(`the build of the generated archive failed (exit ${built}); its copy is kept`);
    cleanUpOptions.keep = true;
    return 1;
  }
  fs.rmSync(OUT, { recursive: true, force: true });
  for (const sub of ["public", "content"]) fs.cpSync(path.join(dir, sub), path.join(OUT, sub), { recursive: true });
  log(`built into ${path.relative(repoRoot, OUT)}/`);
  return 0;
}

runMain(main, cleanUpOptions);
