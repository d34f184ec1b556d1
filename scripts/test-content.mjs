#!/usr/bin/env node
// `npm run test:content`: what a change to content/ can break, and nothing else. The content
// validator and the link check (both inside the production build, which stops naming the file, the
// field and what was expected), html-validate and the Nu checker over the built pages, then axe at a
// phone and a desktop width and the Arabic checks on the pages the changed files can alter
// (tests/e2e/support/touched-pages.ts), against the plain server. The GitHub workflow runs it for
// pull requests that change only content/, as the CMS's do; every other change runs `npm test`.
//
//   node scripts/test-content.mjs [--base <git ref>]
//
// The change is content/ as it is now (committed or not, new files too) against the base: --base,
// else CONTENT_BASE, else where HEAD left origin/main (or main).
import { execFileSync, spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({ options: { base: { type: "string" } } });

const git = (...args) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

/** The commit the change is measured from. */
function baseCommit() {
  const named = options.base ?? process.env.CONTENT_BASE;
  if (named) {
    const commit = tryGit("rev-parse", "--verify", `${named}^{commit}`);
    if (!commit) throw new Error(`test:content: the base "${named}" is not a commit here (fetch it first)`);
    return commit;
  }
  for (const ref of ["origin/main", "main"]) {
    const commit = tryGit("merge-base", "HEAD", ref);
    if (commit) return commit;
  }
  throw new Error("test:content: no base to compare with: pass --base <ref> or set CONTENT_BASE");
}

/** The files under content/ that differ from `base`: changed, added, deleted (a rename is both) and new. */
function changedContent(base) {
  const lines = (text) => text.split("\n").filter(Boolean);
  const tracked = lines(git("diff", "--name-only", "--no-renames", base, "--", "content/"));
  const untracked = lines(git("ls-files", "--others", "--exclude-standard", "--", "content/"));
  return [...new Set([...tracked, ...untracked])].sort();
}

/** Runs an npm script or a command, timing it; stops here when it fails. */
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const base = baseCommit();
  const changed = changedContent(base);
  process.stdout.write(`test:content: ${changed.length} changed file(s) under content/ since ${base.slice(0, 12)}${changed.map((f) => `\n  ${f}`).join("")}\n`);
  step("the build, with the content validator and the link check", "npm", ["run", "build:test"]);
  step("html-validate and the Nu checker on every page", "npm", ["run", "validate:html"]);
  step("axe and the Arabic checks on the pages the change touches", "npx", ["playwright", "test", "--pass-with-no-tests"], { E2E_CHANGED: changed.join(",") });
  process.stdout.write(`\ntest:content: passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
