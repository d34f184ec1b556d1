// What scripts/bench.mjs and scripts/bench-scale.mjs share: a temporary copy of the working tree,
// `gatsby build` timed as a whole process, the number of page queries each build ran, and the
// report's table.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The environment of `npm run build`: no telemetry, queries and images in the main process. */
export const BUILD_ENV = { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "1" };

const children = new Set();
const tempDirs = [];

/**
 * Copies the working tree (tracked and untracked-but-not-ignored files) to a new temporary
 * directory with node_modules symlinked, so uncommitted changes are measured and no build output is.
 */
export function copyWorkingTree(prefix) {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dest);
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: repoRoot, maxBuffer: 64 << 20 })
    .toString()
    .split("\0")
    .filter(Boolean);
  let copied = 0;
  for (const rel of new Set(files)) {
    const src = path.join(repoRoot, rel);
    let st;
    try {
      st = fs.lstatSync(src);
    } catch {
      continue; // tracked but deleted in the working tree
    }
    const out = path.join(dest, rel);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (st.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(src), out);
    else if (st.isFile()) fs.copyFileSync(src, out);
    else continue; // submodule directories
    copied++;
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dest, "node_modules"), "dir");
  return { dir: dest, files: copied };
}

// ---------------------------------------------------------------- the query probe

const PROBE_CONFIG = "gatsby-config.bench-site.ts";
const PROBE_OUT = "bench-queries.json";

/**
 * Adds scripts/bench-query-probe (which counts the queries each build runs) to the copy's plugins,
 * by wrapping the copy's gatsby-config.ts: the site's own configuration is imported unchanged.
 */
export function installQueryProbe(siteDir) {
  const config = path.join(siteDir, "gatsby-config.ts");
  if (!fs.existsSync(config)) throw new Error("the query probe wraps gatsby-config.ts, and the site has none");
  const probe = path.join(siteDir, "scripts", "bench-query-probe");
  if (!fs.existsSync(path.join(probe, "gatsby-node.js"))) throw new Error(`the query probe is missing from the copy (${probe})`);
  fs.renameSync(config, path.join(siteDir, PROBE_CONFIG));
  fs.writeFileSync(
    config,
    [
      "// Written by scripts/bench-lib.mjs in the benchmark's copy only: the site's configuration and the query probe.",
      `import site from "./${PROBE_CONFIG.replace(/\.ts$/, "")}";`,
      `export default { ...site, plugins: [...(site.plugins ?? []), ${JSON.stringify(probe)}] };`,
      "",
    ].join("\n"),
  );
}

/**
 * Runs `npx gatsby build` in `siteDir` (with `extraEnv` added to the environment) with the output in `logFile`. Resolves with the wall time of
 * the whole process, its exit code, the build log's step times and, when the query probe is
 * installed, the queries the build ran (`queries`) or why they could not be counted (`queriesError`).
 */
export function timedBuild(siteDir, logFile, extraEnv = {}) {
  const probeOut = path.join(siteDir, PROBE_OUT);
  fs.rmSync(probeOut, { force: true });
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, "w");
    const env = { ...process.env, ...BUILD_ENV, ...extraEnv, BENCH_QUERY_PROBE_OUT: probeOut };
    const t0 = performance.now();
    const child = spawn("npx", ["gatsby", "build"], { cwd: siteDir, env, stdio: ["ignore", out, out] });
    children.add(child);
    const done = (code, error) => {
      children.delete(child);
      fs.closeSync(out);
      const result = { ms: Math.round(performance.now() - t0), exitCode: code, error: error?.message, steps: buildSteps(logFile) };
      if (fs.existsSync(path.join(siteDir, PROBE_CONFIG)) && code === 0) Object.assign(result, readProbe(probeOut));
      resolve(result);
    };
    child.on("error", (e) => done(null, e));
    child.on("exit", (code, signal) => done(code ?? signal));
  });
}

function readProbe(file) {
  if (!fs.existsSync(file)) return { queries: null, queriesError: "the query probe wrote nothing (was its plugin loaded?)" };
  const probe = JSON.parse(fs.readFileSync(file, "utf8"));
  if (probe.error) return { queries: null, queriesError: probe.error };
  return { queries: probe };
}

/** The seconds of each step the build log reports as `success <step> - 1.234s` (lines wrap at 80 columns). */
export function buildSteps(logFile) {
  let text;
  try {
    text = fs.readFileSync(logFile, "utf8");
  } catch {
    return {};
  }
  // eslint-disable-next-line no-control-regex -- the log has the terminal's colour codes
  text = text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\n(?!success |info |warn |error |\n)/g, " ");
  const steps = {};
  for (const m of text.matchAll(/^success (.+?) - ([\d.]+)s\b/gm)) steps[m[1].trim()] = (steps[m[1].trim()] ?? 0) + Number(m[2]);
  const bootstrap = /^info bootstrap finished - ([\d.]+)s/m.exec(text);
  if (bootstrap) steps.bootstrap = Number(bootstrap[1]);
  return steps;
}

/** "12 of 438" from a probe result. */
export const queryCount = (build) => (build?.queries ? `${build.queries.pageQueriesRun} of ${build.queries.pages}` : "-");

// ---------------------------------------------------------------- report and clean-up

export const kb = (bytes) => (bytes == null ? "-" : (bytes / 1024).toFixed(1));

export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Registers a child process to be killed by cleanUp(). */
export function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Kills the builds and servers still running and removes the temporary copies unless `keep`. */
export function cleanUp({ keep }) {
  for (const child of children) child.kill();
  if (!keep) for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** Cleans up on Ctrl-C and on termination. */
export function cleanUpOnSignals(options) {
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      cleanUp(options);
      process.exit(130);
    });
  }
}
