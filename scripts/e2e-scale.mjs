#!/usr/bin/env node
// The listings' browser tests (tests/e2e/pagination.spec.ts and insights.spec.ts, which read the
// copy's content through E2E_CONTENT) on a copy of the site with synthetic articles added
// (scripts/synthetic-articles.mjs): today's content fits one page of /insights, and this proves the
// pages, the search and the counts on an archive several pages long. Part of `npm test`, and the one
// run of those two files (playwright.config.ts, LISTING_SPECS). `npm test` builds the copy early,
// beside the other builds (--build-only, which names it in build/scale-site), and tests it last
// (--built, which then removes it).
//
//   npm run test:e2e:scale [-- --articles <n>] [--keep] [--build-only | --built]
import fs from "node:fs";
import path from "node:path";
import { BUILD_ENV, copyWorkingTree, parseOptions, repoRoot, run, runMain } from "./bench-lib.mjs";
import { addSyntheticArticles } from "./synthetic-articles.mjs";

const args = parseOptions(import.meta.url, "keep build-only built", { articles: 30 });
const log = (msg) => process.stderr.write(`[e2e:scale] ${msg}\n`);
const cleanUpOptions = { keep: args.keep || args["build-only"] };
const POINTER = path.join(repoRoot, "build", "scale-site");

/** Copies the site, adds the articles and builds it; the copy's folder, or null when the build failed. */
async function buildCopy() {
  const { dir } = copyWorkingTree("e2e-scale-");
  const added = await addSyntheticArticles(dir, args.articles, { onePicture: true });
  log(`${dir}: ${added.length} synthetic articles added`);
  const logFile = path.join(dir, "build.log");
  const out = fs.openSync(logFile, "w");
  const env = { ...process.env, ...BUILD_ENV, GATSBY_GOOGLE_MAPS_API_KEY: "e2e-stand-in-key" };
  const built = await run("npx", ["gatsby", "build"], { cwd: dir, env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  if (built === 0) return dir;
  process.stderr.write(fs.readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
  log(`the build of the generated archive failed (exit ${built}); its log is ${logFile}`);
  // A failed build keeps its copy, to be looked into.
  cleanUpOptions.keep = true;
  return null;
}

function testCopy(dir) {
  log(`running the listings' browser tests on ${dir}`);
  // Its own results folder, so the traces of `npm run test:e2e`'s failures in test-results/ are kept
  // (.github/workflows/ci.yml keeps both).
  const tests = ["--project=desktop", "--output=build/scale-results", "tests/e2e/pagination.spec.ts", "tests/e2e/insights.spec.ts"];
  return run("npx", ["playwright", "test", ...tests], {
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

async function main() {
  if (args.built) {
    if (!fs.existsSync(POINTER)) throw new Error(`no copy named in ${POINTER}: run with --build-only first`);
    const dir = fs.readFileSync(POINTER, "utf8").trim();
    const status = await testCopy(dir);
    // A failed run keeps its copy, to be looked into.
    if (status === 0 && !args.keep) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(POINTER, { force: true });
    return Number.isInteger(status) ? status : 1;
  }
  fs.rmSync(POINTER, { force: true });
  const dir = await buildCopy();
  if (!dir) return 1;
  if (args["build-only"]) {
    fs.mkdirSync(path.dirname(POINTER), { recursive: true });
    fs.writeFileSync(POINTER, `${dir}\n`);
    log(`built; named in ${path.relative(repoRoot, POINTER)} for --built`);
    return 0;
  }
  const status = await testCopy(dir);
  cleanUpOptions.keep ||= status !== 0;
  return Number.isInteger(status) ? status : 1;
}

runMain(main, cleanUpOptions);
