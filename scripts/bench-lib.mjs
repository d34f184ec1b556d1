// What the benchmarks and the other scripts that build a copy of the site share: their options, a temporary copy
// of the working tree, `gatsby build` timed as a whole process with the files it wrote, the report's table,
// and the clean-up.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import zlib from "node:zlib";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** A file in bench/, where the builds' logs and each run's report are kept (ignored by git); made on first use. */
function benchFile(name) {
  fs.mkdirSync(path.join(repoRoot, "bench"), { recursive: true });
  return path.join(repoRoot, "bench", name);
}

/** Prints a run's report and keeps it as bench/<name>-<time>.txt. */
export function writeReport(name, lines) {
  const report = `${lines.join("\n")}\n`;
  process.stdout.write(report);
  const file = benchFile(`${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.txt`);
  fs.writeFileSync(file, report);
  process.stderr.write(`[${name}] kept as ${path.relative(repoRoot, file)}\n`);
}

/** The environment of `npm run build`: no telemetry, queries and images in the main process. */
export const BUILD_ENV = { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "1" };

const children = new Set();
const tempDirs = [];

let command = "";

/** Prints `<command>: message` and exits 2, the exit code of a wrong command line. */
export function usageError(message) {
  process.stderr.write(`${command}: ${message}\n`);
  process.exit(2);
}

/**
 * The options of the script at `url` (node:util parseArgs): its `booleans`, named in one string,
 * and its `strings` with their defaults (null for none; a number: a positive integer). Its opening
 * comment's "//   npm run <command>" paragraph is its usage, which --help prints.
 */
export function parseOptions(url, booleans, strings) {
  const usage = /^\/\/ {3}npm run (\S+).*(\n\/\/ .*)*/m.exec(fs.readFileSync(fileURLToPath(url), "utf8"));
  command = usage[1];
  const options = { help: { type: "boolean" } };
  for (const option of booleans.split(" ").filter(Boolean)) options[option] = { type: "boolean", default: false };
  for (const [option, fallback] of Object.entries(strings)) options[option] = { type: "string", ...(fallback != null && { default: String(fallback) }) };
  let values;
  try {
    ({ values } = parseArgs({ options }));
  } catch (e) {
    usageError(e.message);
  }
  if (values.help) {
    process.stdout.write(`${usage[0].replace(/^\/\/ ?/gm, "")}\n`);
    process.exit(0);
  }
  for (const [option, fallback] of Object.entries(strings)) {
    if (typeof fallback !== "number") continue;
    values[option] = Number(values[option]);
    if (!Number.isInteger(values[option]) || values[option] < 1) usageError(`--${option} must be a positive integer`);
  }
  return values;
}

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

// eslint-disable-next-line no-control-regex -- build and server logs have the terminal's colour and cursor codes
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/** A new temporary directory, removed by cleanUp() unless kept. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/**
 * Copies the working tree (tracked and untracked-but-not-ignored files) to a new temporary
 * directory with node_modules symlinked, so uncommitted changes are measured and no build output is; returns the directory.
 */
export function copyWorkingTree(prefix) {
  const dest = tempDir(prefix);
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 << 20 }).split("\0");
  for (const rel of new Set(files.filter(Boolean))) {
    const src = path.join(repoRoot, rel);
    // None: tracked but deleted in the working tree; a directory: a submodule.
    const st = fs.lstatSync(src, { throwIfNoEntry: false });
    if (st?.isFile() || st?.isSymbolicLink()) fs.cpSync(src, path.join(dest, rel), { verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dest, "node_modules"), "dir");
  return dest;
}

// ---------------------------------------------------------------- builds

/** Registers a child process to be killed by cleanUp(). */
export function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/**
 * Runs a command to its end; resolves with its exit code, its signal's name, or the Error that kept it from starting.
 * It leads a process group of its own, so cleanUp() stops what it started too (npx leaves gatsby running).
 */
export const run = (command, args, options) =>
  new Promise((resolve) =>
    track(spawn(command, args, { ...options, detached: true }))
      .on("error", resolve)
      .on("exit", (code, signal) => resolve(code ?? signal)),
  );

/** How many of the build's pages (index.html) and page-data files were written at `since` (ms) or later, of how many. */
function filesWritten(publicDir, since) {
  const files = fs.readdirSync(publicDir, { recursive: true });
  const count = (name) => {
    const all = files.filter((file) => path.basename(file) === name);
    return { written: all.filter((file) => fs.statSync(path.join(publicDir, file)).mtimeMs >= since).length, of: all.length };
  };
  return { html: count("index.html"), pageData: count("page-data.json") };
}

/**
 * Runs `npx gatsby build` in `siteDir`, with `env` added to the environment and its output in bench/<name>.log.
 * Resolves with the wall time of the whole process, its exit code and, from the files' times, the pages and page
 * data it wrote (`written`). The build is named `what` in the log and in what it adds to `problems`.
 */
export async function timedBuild(siteDir, name, what, { env, log, problems }) {
  const logFile = `bench/${name}.log`;
  const out = fs.openSync(benchFile(`${name}.log`), "w");
  log(`${what} ...`);
  const since = Date.now();
  const t0 = performance.now();
  const code = await run("npx", ["gatsby", "build"], { cwd: siteDir, env: { ...process.env, ...BUILD_ENV, ...env }, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  const result = { ms: Math.round(performance.now() - t0), exitCode: code instanceof Error ? null : code };
  if (code !== 0) {
    problems.push(`${what} failed (${code?.message ?? `exit ${code}`}); see ${logFile}`);
    return result;
  }
  result.written = filesWritten(path.join(siteDir, "public"), since);
  log(`${what}: ${(result.ms / 1000).toFixed(1)} s, ${writtenCount(result)}`);
  return result;
}

/** "pages 4 of 438, page data 2 of 438" from a build's result. */
export const writtenCount = (build) =>
  build?.written
    ? `pages ${build.written.html.written} of ${build.written.html.of}, page data ${build.written.pageData.written} of ${build.written.pageData.of}`
    : "-";

// ---------------------------------------------------------------- report and clean-up

/** The bytes of `body` at gzip -9. */
export const gzipBytes = (body) => zlib.gzipSync(body, { level: 9 }).length;

export const kb = (bytes) => (bytes == null ? "-" : (bytes / 1024).toFixed(1));

export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Kills the builds and servers still running and removes the temporary copies unless `keep`. */
function cleanUp({ keep } = {}) {
  for (const child of children)
    try {
      process.kill(-child.pid);
    } catch {
      child.kill(); // not a group leader
    }
  if (!keep) for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs `main`; cleans up when it ends, fails, or Ctrl-C or termination stops it, and exits with its code. */
export async function runMain(main, options) {
  const exit = (code) => {
    cleanUp(options);
    process.exit(code);
  };
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => exit(130));
  try {
    exit(await main());
  } catch (e) {
    process.stderr.write(`${command}: ${e.stack || e}\n`);
    exit(1);
  }
}
