/** @jest-environment node */
// Every repository path the documentation names in backticks exists, so a move or a rename that forgets the docs
// fails here. A path git ignores (what a build or an install writes) passes whether or not it has run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

// Names the editor's guide invents to show a rule, a placeholder, and nginx's own main configuration file.
const NOT_OURS = ["x.json", "x.en.json", "data-governance.en.json", "owner/name", "nginx.conf"];

// Where a documented path may start, besides the Markdown file's folder: the root, and content/, for content files.
const BASES = [ROOT, path.join(ROOT, "content")];

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|css|conf|yml|yaml)$/;

/** The backticked tokens of a Markdown text that look like repository paths. */
function repositoryPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  const tokens = [...prose.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/^\.\//, ""));
  return tokens.filter(
    (token) =>
      (token.includes("/") || EXTENSIONS.test(token)) &&
      !/^[a-z]+:/i.test(token) && // a URL (https:, mailto:)
      !token.startsWith("/") && // a route: /about, /ar/insights
      !/^\.[\w.]+$/.test(token) && // a suffix: .ar.json
      !/[*?{}[\]…]|\.\.\.$/.test(token) && // a glob or a placeholder
      !/[\s"'=$<>():,!@]/.test(token), // a command line, a sentence, a header, a package scope
  );
}

/** Whether git ignores a path from the root, whether or not it exists (public/, deploy/, scripts/host-engines/node_modules). */
function ignoredByGit(relativePath: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "--quiet", "--no-index", "--", relativePath], { cwd: ROOT, stdio: "ignore" });
    return true;
  } catch (error) {
    // Exit 1 means "not ignored"; anything else (no git, not a checkout) must not pass as an answer.
    if ((error as { status?: number }).status === 1) return false;
    throw error;
  }
}

/** Whether a documented path exists (from a base, or as an installed module such as react-dom/server), or is one git ignores. */
function exists(token: string, markdownFile: string): boolean {
  if (NOT_OURS.includes(token)) return true;
  const candidates = [...BASES, path.dirname(markdownFile)].map((base) => path.join(base, token));
  if (candidates.some((candidate) => fs.existsSync(candidate))) return true;
  try {
    return Boolean(require.resolve(token, { paths: [ROOT] }));
  } catch {
    // Git's folder patterns (public/, node_modules/) match a path that does not exist only when it ends
    // in a slash, and a doc may name a folder without one: each path is asked both ways.
    const fromRoot = candidates.map((candidate) => path.relative(ROOT, candidate)).filter((relativePath) => !relativePath.startsWith(".."));
    return fromRoot.some((relativePath) => ignoredByGit(relativePath) || ignoredByGit(`${relativePath}/`));
  }
}

// The repository's own Markdown: the README, the docs, and the README of each folder under gatsby/ and plugins/.
const MARKDOWN_FILES = execFileSync("git", ["ls-files", "README.md", "docs/*.md", "gatsby/*README.md", "plugins/*README.md"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((file) => path.join(ROOT, file));

it.each(MARKDOWN_FILES.map((file) => [path.relative(ROOT, file), file]))("%s names only paths that exist", (_name, file) => {
  const missing = repositoryPaths(fs.readFileSync(file, "utf8")).filter((token) => !exists(token, file));
  expect([...new Set(missing)]).toEqual([]);
});
