#!/usr/bin/env node
// The listings' browser tests on a generated archive: the site copied to a temporary folder with
// synthetic articles added (scripts/synthetic-articles.mjs), built like the real one and tested by
// tests/e2e/pagination.spec.ts and insights.spec.ts, which read the copy's content (E2E_CONTENT).
// Today's content fits one page of /insights; this proves the pages, the search over every
// article and the counts on an archive several pages long. Part of `npm test`, and the one run of
// those two files (playwright.config.ts, LISTING_SPECS).
//
//   npm run test:e2e:scale [-- --articles <n>] [--keep]
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BUILD_ENV, cleanUp, cleanUpOnSignals, copyWorkingTree, repoRoot, track } from "./bench-lib.mjs";
import { addSyntheticArticles } from "./synthetic-articles.mjs";

const { values: args } = parseArgs({ options: { articles: { type: "string", default: "30" }, keep: { type: "boolean", default: false } } });
const count = Number(args.articles);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write("test:e2e:scale: --articles must be a positive integer\n");
  process.exit(2);
}
const log = (msg) => process.stderr.write(`[e2e:scale] ${msg}\n`);
cleanUpOnSignals({ keep: args.keep });

/** Runs a command to its end; resolves with its exit code. */
const run = (command, argv, options) =>
  new Promise((resolve) => {
    const child = track(spawn(command, argv, options));
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });

const { dir } = copyWorkingTree("e2e-scale-");
const added = await addSyntheticArticles(dir, count);
log(`${dir}: ${added.length} synthetic articles added`);

const logFile = path.join(dir, "build.log");
const out = fs.openSync(logFile, "w");
const built = await run("npx", ["gatsby", "build"], {
  cwd: dir,
  env: { ...process.env, ...BUILD_ENV, GATSBY_GOOGLE_MAPS_API_KEY: "e2e-stand-in-key" },
  stdio: ["ignore", out, out],
});
fs.closeSync(out);
let status = built;
if (built !== 0) {
  process.stderr.write(fs.readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
  log(`the build of the generated archive failed (exit ${built}); its log is ${logFile}`);
} else {
  log("built; running the listings' browser tests on it");
  status = await run("npx", ["playwright", "test", "--project=desktop", "tests/e2e/pagination.spec.ts", "tests/e2e/insights.spec.ts"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_DIR: path.join(dir, "public"),
      E2E_CONTENT: path.join(dir, "content"),
      E2E_NGINX_CONF: path.join(dir, "deploy", "nginx.conf"),
      // Ports of their own, so a running `npm run test:e2e` is not disturbed.
      E2E_PORT: process.env.E2E_SCALE_PORT || "9050",
    },
  });
}
cleanUp({ keep: args.keep || status !== 0 });
process.exit(status);
