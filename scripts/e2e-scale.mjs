#!/usr/bin/env node
// The listings' browser tests (tests/e2e/pagination.spec.ts and insights.spec.ts, which read the
// copy's content through E2E_CONTENT) on a copy of the site with synthetic articles added
// (scripts/synthetic-articles.mjs): today's content fits one page of /insights, and this proves the
// pages, the search and the counts on an archive several pages long. Part of `npm test`, and the one
// run of those two files (playwright.config.ts, LISTING_SPECS).
//
//   npm run test:e2e:scale [-- --articles <n>] [--keep]
import fs from "node:fs";
import path from "node:path";
import { BUILD_ENV, copyWorkingTree, parseOptions, repoRoot, run, runMain } from "./bench-lib.mjs";
import { addSyntheticArticles } from "./synthetic-articles.mjs";

const args = parseOptions(import.meta.url, "keep", { articles: 30 });
const log = (msg) => process.stderr.write(`[e2e:scale] ${msg}\n`);
const cleanUpOptions = { keep: args.keep };

async function main() {
  const { dir } = copyWorkingTree("e2e-scale-");
  const added = await addSyntheticArticles(dir, args.articles, { onePicture: true });
  log(`${dir}: ${added.length} synthetic articles added`);
  const logFile = path.join(dir, "build.log");
  const out = fs.openSync(logFile, "w");
  const env = { ...process.env, ...BUILD_ENV, GATSBY_GOOGLE_MAPS_API_KEY: "e2e-stand-in-key" };
  const built = await run("npx", ["gatsby", "build"], { cwd: dir, env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  let status = built;
  if (built !== 0) {
    process.stderr.write(fs.readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
    log(`the build of the generated archive failed (exit ${built}); its log is ${logFile}`);
  } else {
    log("built; running the listings' browser tests on it");
    // Its own results folder, so the traces of `npm run test:e2e`'s failures in test-results/ are kept
    // (.github/workflows/ci.yml keeps both).
    const tests = ["--project=desktop", "--output=build/scale-results", "tests/e2e/pagination.spec.ts", "tests/e2e/insights.spec.ts"];
    status = await run("npx", ["playwright", "test", ...tests], {
      cwd: repoRoot,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_DIR: path.join(dir, "public"),
        E2E_CONTENT: path.join(dir, "content"),
        E2E_NGINX_CONF: path.join(dir, "deploy", "nginx.conf"),
        // Ports of their own, apart from `npm run test:e2e`'s.
        E2E_PORT: process.env.E2E_SCALE_PORT || "9050",
      },
    });
  }
  // A failed run keeps its copy, to be looked into.
  cleanUpOptions.keep ||= status !== 0;
  return Number.isInteger(status) ? status : 1;
}

runMain(main, cleanUpOptions);
