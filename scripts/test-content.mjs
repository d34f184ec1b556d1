#!/usr/bin/env node
// What a change to content/ can break, and nothing else (docs/testing.md, "The content check"): first the content
// validator, in seconds, so an editor's mistake is named at once by file and field; then the build with the link check,
// html-validate, then axe and the Arabic checks on the pages the changed files can alter (tests/e2e/support/touched-pages.ts).
// The change is content/ as it is now, new files too, against --base, else CONTENT_BASE, else where HEAD left
// origin/main (or main). The GitHub workflow runs it for pull requests that change only content/.
//
//   npm run test:content [-- --base <git ref>]
import { execFileSync, spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({ options: { base: { type: "string" } } });
const fail = (message) => {
  throw new Error(`test:content: ${message}`);
};

/** git's output, or null when it fails. */
function git(...args) {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** Runs a command, timing it; stops here when it fails. */
function step(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\ntest:content: ${name}...\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    process.stderr.write(`\ntest:content: ${name} failed after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`test:content: ${name} passed in ${seconds} s\n`);
}

const started = Date.now();
const named = options.base ?? process.env.CONTENT_BASE;
const base = named
  ? (git("rev-parse", "--verify", `${named}^{commit}`) ?? fail(`the base "${named}" is not a commit here (fetch it first)`))
  : (git("merge-base", "HEAD", "origin/main") ?? git("merge-base", "HEAD", "main") ?? fail("no base to compare with: pass --base <ref> or set CONTENT_BASE"));
// The files under content/ that differ from the base: changed, added, deleted (a rename is both) and new.
const tracked = git("diff", "--name-only", "--no-renames", base, "--", "content/");
const untracked = git("ls-files", "--others", "--exclude-standard", "--", "content/");
if (tracked === null || untracked === null) fail("git could not list the changed files");
const changed = [...new Set(`${tracked}\n${untracked}`.split("\n").filter(Boolean))].sort();
process.stdout.write(`test:content: ${changed.length} changed file(s) under content/ since ${base.slice(0, 12)}${changed.map((f) => `\n  ${f}`).join("")}\n`);
step("the content validator on every file", "npx", ["jest", "--ci", "tests/unit/content"]);
step("the build, with the link check", "npm", ["run", "build:test"]);
step("html-validate on every page", "npm", ["run", "validate:html"]);
step("axe and the Arabic checks on the pages the change touches", "npx", ["playwright", "test", "--pass-with-no-tests"], { E2E_CHANGED: changed.join(",") });
process.stdout.write(`\ntest:content: passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
