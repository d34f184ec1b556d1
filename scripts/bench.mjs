#!/usr/bin/env node
// Performance benchmark. A report, not a test: it exits 0 when targets fail and
// non-zero only when something could not be measured.
//
//   npm run bench [-- options]
//     --reuse           skip building; measure an existing build (--dir, default ./public)
//     --no-builds       same as --reuse
//     --dir <path>      the build to measure (with --reuse)
//     --runs <n>        Lighthouse runs per route, in rounds over the routes; each figure shown is
//                       its median over them (default 3)
//     --routes a,b,c    only these routes (quick checks); by default every route of tests/routes.json
//                       and its Arabic twin under /ar
//     --js-only         only the first-load JavaScript of each route: no Lighthouse, no dead time (with
//                       --reuse, it reads the build and nothing else)
//     --keep            keep the temporary build directory
//     --save-reports    also write every Lighthouse report to bench/reports-<timestamp>/
//     --server <name>   the server to measure on: project (scripts/static-server.mjs, the plain preview
//                       server, with the build's brotli copies; the default), nginx (with deploy/nginx.conf),
//                       cloudflare-pages or netlify (the hosts' own engines, scripts/host-engine.mjs,
//                       on a build made with that host's variable: CF_PAGES=1 or NETLIFY=true)
//     --without a,b     also build once with each named step of gatsby-plugin-fast-start switched off
//                       (FAST_START=off:<step>, its switch.ts), and measure every build in the same rounds
//
// By default the working tree (tracked and untracked-but-not-ignored files) is copied to a
// temporary directory with node_modules symlinked, and built there twice with `npx gatsby build`:
// cold (no .cache, no public) and after a one-word change in content/pages.en.json. Each build is
// timed as a whole process, and the page queries it ran are counted (scripts/bench-lib.mjs). The rebuilt public/ is then served by the --server and
// measured with Lighthouse 12 (default mobile config: simulated throttling) in Debian's Chromium,
// with a fresh Chrome profile per run. Chromium resolves no host name, so nothing leaves 127.0.0.1.
// Each route's menu dead time (scripts/dead-time.mjs: slow 4G and 4x CPU through the DevTools
// Protocol) is measured as many times, also in rounds, after the Lighthouse runs.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { cleanUp, cleanUpOnSignals, copyWorkingTree, installQueryProbe, kb, queryCount, repoRoot, table, timedBuild, track } from "./bench-lib.mjs";
import { CHROME_ARGS, launchBrowser, measureDeadTime } from "./dead-time.mjs";
import { HOST_BUILD_ENV } from "./host-engine.mjs";

const CHROME_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...CHROME_ARGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// The specification's route table (/blog is a redirect to /insights and is not measured),
// plus one article, one tag page and one case study: the list the end-to-end tests visit.
const ROUTE_LIST = JSON.parse(fs.readFileSync(path.join(repoRoot, "tests/routes.json"), "utf8"));
const ENGLISH_ROUTES = [...ROUTE_LIST.spec, ROUTE_LIST.samples.article, ROUTE_LIST.samples.tag, ROUTE_LIST.samples.caseStudy];
// Each page at its one URL, with its trailing slash (canonicalPath in src/lib/language/i18n.ts), so no run pays a
// redirect; and the Arabic edition's twin of every route: /ar/, /ar/about/, … (as localePath writes them).
const page = (route) => (route === "/" ? route : `/${route.replace(/^\/+|\/+$/g, "")}/`);
const arabic = (route) => `/ar${page(route)}`;
const SPEC_ROUTES = [...ENGLISH_ROUTES.map(page), ...ENGLISH_ROUTES.map(arabic)];
const SKIPPED_ROUTES = { "/blog": "client-side redirect to /insights (replaces the history entry), no content of its own; /ar/blog likewise" };

// Targets. `ok` gets the raw value (scores 0-100, times in ms, bytes).
const TARGETS = {
  performance: { label: ">= 98", ok: (v) => v >= 98 },
  accessibility: { label: "= 100", ok: (v) => v === 100 },
  bestPractices: { label: "= 100", ok: (v) => v === 100 },
  seo: { label: "= 100", ok: (v) => v === 100 },
  lcp: { label: "< 1.5 s", ok: (v) => v < 1500 },
  // The largest paint on the heels of the first: the LCP picture starts with the document's first bytes
  // and is painted with the text (src/components/ui/picture.tsx), and nothing else competes with it.
  lcpGap: { label: "<= 150 ms", ok: (v) => v <= 150 },
  tbt: { label: "< 150 ms", ok: (v) => v < 150 },
  cls: { label: "= 0.00", ok: (v) => Math.round(v * 100) === 0 },
  firstLoadJs: { label: "< 80 KB gzip", ok: (v) => v < 80 * 1024 },
  deadTime: { label: "< 100 ms", ok: (v) => v < 100 },
  coldBuild: { label: "< 90 s", ok: (v) => v < 90_000 },
  rebuild: { label: "< 20 s", ok: (v) => v < 20_000 },
};

// ---------------------------------------------------------------- options

const argv = process.argv.slice(2);
const has = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = argv[i + 1];
  if (value === undefined || value.startsWith("--")) fail(`--${name} needs a value`);
  return value;
};
function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}
const known = new Set(["reuse", "no-builds", "dir", "runs", "routes", "keep", "save-reports", "server", "js-only", "without", "help"]);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (!a.startsWith("--") || !known.has(a.slice(2))) fail(`unknown argument ${a}`);
  if (["dir", "runs", "routes", "server", "without"].includes(a.slice(2))) i++;
}
if (has("help")) {
  process.stdout.write(
    fs
      .readFileSync(fileURLToPath(import.meta.url), "utf8")
      .split("\n")
      .slice(3, 22)
      .join("\n")
      .replace(/^\/\/ ?/gm, "") + "\n",
  );
  process.exit(0);
}
const reuse = has("reuse") || has("no-builds");
const jsOnly = has("js-only");
if (has("dir") && !reuse) fail("--dir measures an existing build: use it with --reuse");
const runs = Number(option("runs", "3"));
if (!Number.isInteger(runs) || runs < 1) fail("--runs must be a positive integer");
const routes = has("routes")
  ? option("routes")
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
      .map(page)
  : SPEC_ROUTES;
// The builds to measure: all of the plugin's steps on, then one with each step named by --without off
// (the plugin's switch refuses a step it does not know, and the build's log says so).
const without = has("without") ? option("without").split(",").filter(Boolean) : [];
if (without.length && reuse) fail("--without builds its variants: use it without --reuse");
const VARIANTS = [null, ...without].map((step) => ({ without: step, env: step ? { FAST_START: `off:${step}` } : {} }));

const SERVERS = ["project", "nginx", "cloudflare-pages", "netlify"];
const serverName = option("server", "project");
if (!SERVERS.includes(serverName)) fail(`--server must be one of ${SERVERS.join(", ")}`);
// The builds below are the ones that host's build machines would make.
Object.assign(process.env, HOST_BUILD_ENV[serverName] ?? {});

const startedAt = new Date();
const stamp = startedAt
  .toISOString()
  .replace(/:/g, "-")
  .replace(/\.\d+Z$/, "Z");
const benchDir = path.join(repoRoot, "bench");
fs.mkdirSync(benchDir, { recursive: true });
const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
const problems = []; // everything that could not be measured

// ---------------------------------------------------------------- builds

/** Replaces one word of the about page's lead in content/pages.en.json, keeping the file's formatting. */
function changeOneWord(siteDir) {
  const file = path.join(siteDir, "content", "pages.en.json");
  const raw = fs.readFileSync(file, "utf8");
  const pages = JSON.parse(raw);
  const about = pages.find((p) => p.slug === "about");
  if (!about || typeof about.lead !== "string") throw new Error("content/pages.en.json has no about page with a lead");
  const swaps = [
    ["experience", "expertise"],
    ["useful", "valuable"],
    ["complex", "intricate"],
  ];
  let [from, to] = swaps.find(([w]) => new RegExp(`\\b${w}\\b`).test(about.lead)) ?? [];
  if (!from) {
    from = about.lead.match(/\b[a-z]{5,}\b/)?.[0];
    to = "benchmark";
    if (!from) throw new Error("the about lead has no word to change");
  }
  const lead = about.lead.replace(new RegExp(`\\b${from}\\b`), to);
  const before = JSON.stringify(about.lead);
  let text = raw.split(before).length === 2 ? raw.replace(before, JSON.stringify(lead)) : null;
  if (text === null) {
    about.lead = lead;
    text = `${JSON.stringify(pages, null, 2)}\n`;
  }
  JSON.parse(text);
  fs.writeFileSync(file, text);
  return { file: "content/pages.en.json", page: "about", field: "lead", from, to, lead };
}

async function runBuilds({ without, env }) {
  const { dir, files } = copyWorkingTree("bench-build-");
  const suffix = without ? `-without-${without}` : "";
  installQueryProbe(dir);
  log(`copied ${files} files of the working tree to ${dir} (node_modules symlinked)`);
  const builds = { dir, cold: null, rebuild: null, change: null };

  log(`cold build${without ? ` without ${without}` : ""} (no .cache, no public) ...`);
  builds.cold = { ...(await timedBuild(dir, path.join(benchDir, `build-cold${suffix}.log`), env)), log: `bench/build-cold${suffix}.log` };
  if (builds.cold.exitCode !== 0) {
    problems.push(`cold build failed (exit ${builds.cold.exitCode}${builds.cold.error ? `, ${builds.cold.error}` : ""}); see bench/build-cold.log`);
    return builds;
  }
  log(`cold build: ${(builds.cold.ms / 1000).toFixed(1)} s, ${queryCount(builds.cold)} page queries`);
  if (builds.cold.queriesError) problems.push(`page queries of the cold build: ${builds.cold.queriesError}`);

  builds.change = changeOneWord(dir);
  log(`changed "${builds.change.from}" to "${builds.change.to}" in the about lead; rebuild (.cache and public kept) ...`);
  builds.rebuild = { ...(await timedBuild(dir, path.join(benchDir, `build-rebuild${suffix}.log`), env)), log: `bench/build-rebuild${suffix}.log` };
  if (builds.rebuild.exitCode !== 0) {
    problems.push(`rebuild failed (exit ${builds.rebuild.exitCode}); see bench/build-rebuild.log`);
    return builds;
  }
  log(`rebuild: ${(builds.rebuild.ms / 1000).toFixed(1)} s, ${queryCount(builds.rebuild)} page queries re-run`);
  if (builds.rebuild.queriesError) problems.push(`page queries of the rebuild: ${builds.rebuild.queriesError}`);
  const aboutHtml = path.join(dir, "public", "about", "index.html");
  builds.rebuild.changeInOutput = fs.existsSync(aboutHtml) && fs.readFileSync(aboutHtml, "utf8").includes(builds.change.to);
  if (!builds.rebuild.changeInOutput) problems.push("the rebuilt /about page does not contain the changed word");
  return builds;
}

// ---------------------------------------------------------------- first-load JavaScript

function htmlFileFor(dir, route) {
  const base = path.join(dir, route);
  for (const f of [path.join(base, "index.html"), `${base}.html`]) if (fs.existsSync(f)) return f;
  return null;
}
const pageDataFile = (dir, route) => path.join(dir, "page-data", route === "/" ? "index" : route.replace(/^\//, ""), "page-data.json");

function firstLoadJs(dir, route) {
  const html = fs.readFileSync(htmlFileFor(dir, route), "utf8");
  const files = [];
  // Start-up scripts are <script src> tags, or the list of the loader that plugins/gatsby-plugin-fast-start/defer-scripts.ts
  // puts in their place (it appends them after the first paint; they are still first-load code).
  const deferred = /var s=(\[[^\]]*\]);function l\(\)/.exec(html);
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].map((m) => m[1]);
  if (deferred) sources.push(...JSON.parse(deferred[1]));
  if (!sources.length) throw new Error(`${route}: no start-up scripts found in its HTML`);
  for (const src of sources) {
    if (/^(https?:)?\/\//.test(src)) throw new Error(`${route} loads an external script at start: ${src}`);
    files.push(src.replace(/^\//, "").split(/[?#]/)[0]);
  }
  const pageData = JSON.parse(fs.readFileSync(pageDataFile(dir, route), "utf8"));
  const chunk = pageData.componentChunkName;
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
  const chunkMap = JSON.parse(fs.readFileSync(path.join(dir, "chunk-map.json"), "utf8"));
  // webpack.stats.json lists the component chunk with the shared chunks it depends on;
  // chunk-map.json (what Gatsby's loader uses) names the component chunk itself.
  const fromStats = stats.assetsByChunkName?.[chunk] ?? stats.namedChunkGroups?.[chunk]?.assets?.map((a) => a.name) ?? [];
  const fromMap = (chunkMap[chunk] ?? []).map((f) => f.replace(/^\//, ""));
  if (!fromStats.length && !fromMap.length) throw new Error(`${route}: chunk ${chunk} is in neither webpack.stats.json nor chunk-map.json`);
  files.push(...fromStats, ...fromMap);
  const unique = [...new Set(files.filter((f) => f.endsWith(".js")))];
  const detail = unique.map((f) => {
    const body = fs.readFileSync(path.join(dir, f));
    return { file: f, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
  });
  let inlineGzipBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(m[1]) || /application\/(ld\+)?json/.test(m[1]) || !m[2].trim()) continue;
    inlineGzipBytes += zlib.gzipSync(Buffer.from(m[2]), { level: 9 }).length;
  }
  return { componentChunkName: chunk, gzipBytes: detail.reduce((s, d) => s + d.gzipBytes, 0), files: detail, inlineScriptsGzipBytes: inlineGzipBytes };
}

// ---------------------------------------------------------------- server and Lighthouse

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      })
      .on("error", reject);
  });
}

/** The command that serves `dir` on `port` with the named server; nginx reads the nginx.conf its build wrote. */
function serverCommand(name, dir, port) {
  const script = (file, ...args) => [path.join(repoRoot, "scripts", file), "--port", String(port), "--dir", dir, ...args];
  if (name === "nginx") return script("nginx-server.mjs", "--conf", path.join(dir, "..", "deploy", "nginx.conf"));
  if (name === "cloudflare-pages" || name === "netlify")
    return script("host-engine.mjs", "--engine", name, "--log", path.join(benchDir, `${name}-${stamp}.log`));
  return script("static-server.mjs");
}

async function startServer(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand(serverName, dir, port), { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
  track(child);
  const origin = `http://127.0.0.1:${port}`;
  // The hosts' engines take seconds to start, and longer when they are installed first.
  for (let i = 0; i < 3000; i++) {
    try {
      await get(`${origin}/`);
      return { origin, child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the ${serverName} server did not start`);
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // The full-page screenshot scrolls nothing into the scores; skipping it saves time and
      // keeps below-the-fold lazy loads (the map) from being triggered by a viewport resize.
      disableFullPageScreenshot: true,
    });
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    return result;
  } finally {
    await chrome.kill();
  }
}

// Figures where a higher value is better; for every other number lower is better.
const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "bestPractices", "seo", "benchmarkIndex"]);

/**
 * Each figure's own median over the runs, as the targets are stated. With an even number of runs
 * the worse of the two middle values is taken, so a figure is never reported better than its
 * middle; a run that lacks a figure does not count for it. Lists (failed audits, outside requests, console errors, warnings) are the union of all
 * runs; the LCP element is that of the run with the median LCP.
 */
function medianOfRuns(runs) {
  const median = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((r) => r[key]);
    if (values.every((v) => Array.isArray(v))) {
      median[key] = [...new Set(values.flat())];
    } else if (values.some((v) => typeof v === "number")) {
      const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
      const lower = sorted[Math.floor((sorted.length - 1) / 2)];
      const upper = sorted[Math.floor(sorted.length / 2)];
      median[key] = HIGHER_IS_BETTER.has(key) ? lower : upper;
    } else {
      median[key] = values[0] ?? null;
    }
  }
  const byLcp = [...runs].filter((r) => r.lcp != null).sort((a, b) => a.lcp - b.lcp);
  median.lcpElement = byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpElement ?? runs[0].lcpElement;
  return median;
}

function summarise(lhr, origin) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  let jsBytes = summary.find((r) => r.resourceType === "script")?.transferSize;
  let totalBytes = summary.find((r) => r.resourceType === "total")?.transferSize;
  if (jsBytes == null) jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize || 0), 0);
  if (totalBytes == null) totalBytes = requests.reduce((s, r) => s + (r.transferSize || 0), 0);
  const external = requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && !u.startsWith(origin));
  const failedAudits = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
    .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcp: num("first-contentful-paint"),
    // The same run's two paints, so a slow minute moves both and not the gap.
    lcpGap:
      num("largest-contentful-paint") == null || num("first-contentful-paint") == null ? null : num("largest-contentful-paint") - num("first-contentful-paint"),
    speedIndex: num("speed-index"),
    jsTransferBytes: jsBytes,
    totalTransferBytes: totalBytes,
    requestCount: requests.length,
    // Lighthouse 13 names the element in its LCP breakdown insight: a list of the subparts' table and the node.
    lcpElement: lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.snippet ?? null,
    failedNonPerfAudits: failedAudits,
    externalRequests: external,
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) => `${i.sourceLocation?.url ?? i.source ?? ""}: ${i.description}`),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

// ---------------------------------------------------------------- report

const mark = (key, raw) => (raw == null ? "" : TARGETS[key].ok(raw) ? " ✓" : " ✗");

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function gitInfo() {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: repoRoot }).toString().trim().split("\n").filter(Boolean).length;
    return { commit, uncommittedFiles: dirty };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- main

cleanUpOnSignals({ keep: has("keep") });

async function main() {
  const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  const cpus = os.cpus();
  const result = {
    date: startedAt.toISOString(),
    machine: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      cpuModel: cpus[0]?.model ?? null,
      cpuCount: cpus.length,
      totalMemoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: lighthouseVersion,
    },
    git: gitInfo(),
    options: { reuse, runs: jsOnly ? 0 : runs, routes, server: serverName, jsOnly },
    lighthouseConfig: null,
    targets: Object.fromEntries(Object.entries(TARGETS).map(([k, t]) => [k, t.label])),
    skippedRoutes: SKIPPED_ROUTES,
    builds: null,
    measuredDir: null,
    routes: [],
    failedTargets: 0,
    checkedTargets: 0,
    problems,
  };

  for (const variant of VARIANTS) {
    if (reuse) {
      variant.dir = path.resolve(option("dir", path.join(repoRoot, "public")));
      variant.builds = { skipped: true };
    } else {
      variant.builds = await runBuilds(variant);
      variant.dir = path.join(variant.builds.dir, "public");
    }
    variant.canMeasure = fs.existsSync(path.join(variant.dir, "index.html")) && !(variant.builds.cold && variant.builds.cold.exitCode !== 0);
    if (!variant.canMeasure) problems.push(`no build to measure in ${variant.dir}`);
    if (variant.canMeasure && !jsOnly) {
      variant.server = await startServer(variant.dir);
      log(`serving ${variant.dir} on ${serverName} at ${variant.server.origin}; ${routes.length} routes x ${runs} Lighthouse runs`);
    }
  }
  const [{ builds, dir }] = VARIANTS;
  Object.assign(result, { builds, measuredDir: dir, variants: VARIANTS.slice(1).map((v) => ({ without: v.without, builds: v.builds })) });
  const reportsDir = path.join(benchDir, `reports-${stamp}`);
  if (has("save-reports")) fs.mkdirSync(reportsDir, { recursive: true });

  // Every route is checked first; the Lighthouse runs then go in rounds (run 1 of every route,
  // then run 2, ...), so a route's runs are minutes apart and a slow minute on a shared machine
  // falls on one run of several routes, which their medians discount, instead of on every run of
  // one route.
  const measured = [];
  for (const { without: step, dir: variantDir, server, canMeasure } of VARIANTS)
    for (const route of canMeasure ? routes : []) {
      const label = step ? `${route} without ${step}` : route;
      const entry = { route, label, without: step, origin: server?.origin, median: null, runs: [], firstLoadJs: null, errors: [] };
      result.routes.push(entry);
      if (!htmlFileFor(variantDir, route)) {
        entry.errors.push("no HTML page for this route in the build");
        problems.push(`${label}: no page in the build`);
        continue;
      }
      try {
        entry.firstLoadJs = firstLoadJs(variantDir, route);
      } catch (e) {
        entry.errors.push(`first-load JS: ${e.message}`);
        problems.push(`${label}: first-load JS could not be computed (${e.message})`);
      }
      measured.push(entry);
    }
  for (let i = 0; i < (jsOnly ? 0 : runs); i++) {
    for (const entry of measured) {
      const { route, label, origin } = entry;
      let summary = null;
      for (let attempt = 1; attempt <= 2 && !summary; attempt++) {
        try {
          const { lhr, report } = await lighthouseRun(`${origin}${route}`);
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          result.lighthouseConfig ??= {
            formFactor: lhr.configSettings.formFactor,
            screenEmulation: lhr.configSettings.screenEmulation,
            throttlingMethod: lhr.configSettings.throttlingMethod,
            throttling: lhr.configSettings.throttling,
            hostUserAgent: lhr.environment.hostUserAgent,
          };
          summary = summarise(lhr, origin);
          if (has("save-reports"))
            fs.writeFileSync(path.join(reportsDir, `${label === "/" ? "home" : label.slice(1).replace(/[/ ]/g, "_")}-${i + 1}.json`), report);
        } catch (e) {
          entry.errors.push(`run ${i + 1}, attempt ${attempt}: ${e.message}`);
          log(`${label} run ${i + 1} attempt ${attempt} failed: ${e.message}`);
        }
      }
      if (summary) {
        entry.runs.push(summary);
        log(`${label} run ${i + 1}/${runs}: perf ${summary.performance}, LCP ${(summary.lcp / 1000).toFixed(2)} s, TBT ${Math.round(summary.tbt)} ms`);
        if (summary.externalRequests.length) log(`${label}: requests beyond 127.0.0.1 (blocked): ${summary.externalRequests.join(", ")}`);
      } else problems.push(`${label}: Lighthouse run ${i + 1} failed twice`);
    }
  }
  // Dead time: the menu toggle's time between looking ready and working, in rounds as above.
  if (measured.length && !jsOnly) {
    const browser = await launchBrowser();
    try {
      for (let i = 0; i < runs; i++) {
        for (const entry of measured) {
          entry.deadTimes ??= [];
          try {
            const r = await measureDeadTime(browser, `${entry.origin}${entry.route}`);
            entry.deadTimes.push(r);
            log(`${entry.label} dead time ${i + 1}/${runs}: ${r.deadMs ?? "never opened"} ms (toggle visible at ${r.visibleMs} ms, ${r.taps} tap(s))`);
          } catch (e) {
            entry.errors.push(`dead time, run ${i + 1}: ${e.message}`);
            problems.push(`${entry.label}: dead time run ${i + 1} failed (${e.message.split("\n")[0]})`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  }
  for (const entry of measured) {
    // A run in which no tap opened the menu counts as dead for the whole timeout.
    const dead = (entry.deadTimes ?? []).map((r) => r.deadMs ?? Infinity).sort((a, b) => a - b);
    if (dead.length) entry.deadTimeMs = dead[Math.floor(dead.length / 2)];
    if (!entry.runs.length) continue;
    entry.median = medianOfRuns(entry.runs);
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "lcp", "tbt", "cls"]) {
      if (entry.median[k] == null) problems.push(`${entry.label}: ${k} missing from the Lighthouse result`);
    }
  }
  for (const { server } of VARIANTS) server?.child.kill();

  // Targets
  const checks = [];
  for (const r of result.routes) {
    r.targets = {};
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "lcp", "lcpGap", "tbt", "cls"]) {
      if (r.median?.[k] != null) r.targets[k] = TARGETS[k].ok(r.median[k]);
    }
    if (r.firstLoadJs) r.targets.firstLoadJs = TARGETS.firstLoadJs.ok(r.firstLoadJs.gzipBytes);
    if (r.deadTimeMs != null) r.targets.deadTime = TARGETS.deadTime.ok(r.deadTimeMs);
    for (const [k, ok] of Object.entries(r.targets)) checks.push({ what: `${r.label} ${k}`, ok });
  }
  for (const { without: step, builds: b } of VARIANTS) {
    const suffix = step ? ` without ${step}` : "";
    if (b.cold?.exitCode === 0) checks.push({ what: `cold build${suffix}`, ok: TARGETS.coldBuild.ok(b.cold.ms) });
    if (b.rebuild?.exitCode === 0) checks.push({ what: `rebuild${suffix}`, ok: TARGETS.rebuild.ok(b.rebuild.ms) });
  }
  result.checkedTargets = checks.length;
  result.failedTargets = checks.filter((c) => !c.ok).length;
  result.failed = checks.filter((c) => !c.ok).map((c) => c.what);

  // Print
  const m = result.machine;
  const out = [];
  out.push(
    `Benchmark ${result.date}  |  ${m.cpuModel} x ${m.cpuCount}, ${m.totalMemoryGB} GB, ${m.os}, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}`,
  );
  out.push(`Build measured: ${dir}${reuse ? " (reused)" : " (fresh build of the working tree)"}`);
  if (jsOnly) out.push("First-load JavaScript only (--js-only): no Lighthouse run, no dead time.");
  else {
    out.push(
      `Lighthouse: mobile, simulated throttling, each figure the median of its ${runs} run(s), served by ${serverName}. LCP−FCP ms is the median of each run's gap between its two paints. Skipped: /blog (${SKIPPED_ROUTES["/blog"]}).`,
    );
    out.push(
      `Dead ms: time from the menu toggle becoming visible to the first tap that opens the menu, tapping every 100 ms at 375 px under slow 4G and 4x CPU (DevTools Protocol), median of ${runs} run(s).`,
    );
  }
  out.push("");
  const rows = result.routes.map((r) => {
    const s = r.median;
    const dead = r.deadTimeMs == null ? "-" : `${Number.isFinite(r.deadTimeMs) ? r.deadTimeMs : "never"}${mark("deadTime", r.deadTimeMs)}`;
    if (!s) return [r.label, ...Array(11).fill("-"), dead];
    return [
      r.label,
      `${s.performance ?? "-"}${mark("performance", s.performance)}`,
      `${s.accessibility ?? "-"}${mark("accessibility", s.accessibility)}`,
      `${s.bestPractices ?? "-"}${mark("bestPractices", s.bestPractices)}`,
      `${s.seo ?? "-"}${mark("seo", s.seo)}`,
      `${s.lcp == null ? "-" : (s.lcp / 1000).toFixed(2)}${mark("lcp", s.lcp)}`,
      s.fcp == null ? "-" : (s.fcp / 1000).toFixed(2),
      `${s.lcpGap == null ? "-" : Math.round(s.lcpGap)}${mark("lcpGap", s.lcpGap)}`,
      `${s.tbt == null ? "-" : Math.round(s.tbt)}${mark("tbt", s.tbt)}`,
      `${s.cls == null ? "-" : s.cls.toFixed(3)}${mark("cls", s.cls)}`,
      kb(s.jsTransferBytes),
      kb(s.totalTransferBytes),
      dead,
    ];
  });
  if (!jsOnly) {
    out.push(table(["Route", "Perf", "A11y", "BP", "SEO", "LCP s", "FCP s", "LCP−FCP ms", "TBT ms", "CLS", "JS KB", "Total KB", "Dead ms"], rows));
    out.push("");
  }
  out.push(
    table(
      ["Route", "First-load JS (gzip KB)", "Files", "Page chunk"],
      result.routes.map((r) =>
        r.firstLoadJs
          ? [
              r.label,
              `${kb(r.firstLoadJs.gzipBytes)}${mark("firstLoadJs", r.firstLoadJs.gzipBytes)}`,
              r.firstLoadJs.files.length,
              r.firstLoadJs.componentChunkName,
            ]
          : [r.label, "-", "-", "-"],
      ),
    ),
  );
  out.push("");
  if (result.builds.skipped) out.push("Builds: not measured (--reuse)");
  for (const { without: step, builds: b } of result.builds.skipped ? [] : VARIANTS) {
    const sec = (x) => (x ? `${(x.ms / 1000).toFixed(1)} s${x.exitCode === 0 ? "" : ` (failed, exit ${x.exitCode})`}` : "-");
    if (step) out.push(`Without ${step}:`);
    out.push(`Cold build:  ${sec(b.cold)}${b.cold?.exitCode === 0 ? mark("coldBuild", b.cold.ms) : ""}`);
    out.push(
      `Rebuild:     ${sec(b.rebuild)}${b.rebuild?.exitCode === 0 ? mark("rebuild", b.rebuild.ms) : ""}${b.change ? `  (about lead: "${b.change.from}" -> "${b.change.to}")` : ""}`,
    );
    out.push(`Page queries re-run by the rebuild: ${queryCount(b.rebuild)}`);
  }
  out.push("");
  out.push(
    `Targets: perf ${TARGETS.performance.label}, a11y/bp/seo ${TARGETS.seo.label}, LCP ${TARGETS.lcp.label}, LCP−FCP ${TARGETS.lcpGap.label}, TBT ${TARGETS.tbt.label}, CLS ${TARGETS.cls.label}, first-load JS ${TARGETS.firstLoadJs.label}, dead time ${TARGETS.deadTime.label}, cold build ${TARGETS.coldBuild.label}, rebuild ${TARGETS.rebuild.label}. KB = 1024 bytes.`,
  );
  const bi = result.routes.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)).filter((x) => x != null);
  if (bi.length) {
    out.push(
      `Machine load: load average at start ${m.loadAverageAtStart.join(" ")}; Lighthouse CPU benchmark index ${Math.round(Math.min(...bi))}-${Math.round(Math.max(...bi))} (higher is faster; a busy machine inflates TBT and LCP).`,
    );
  }
  const audits = result.routes.filter((r) => r.median?.failedNonPerfAudits.length).map((r) => `${r.label} ${r.median.failedNonPerfAudits.join(", ")}`);
  if (audits.length) out.push(`Failing a11y/best-practices/SEO audits (in any run; details in the JSON): ${audits.join("; ")}`);
  const external = [...new Set(result.routes.flatMap((r) => r.runs.flatMap((x) => x.externalRequests)))];
  if (external.length) out.push(`Requests beyond 127.0.0.1 (blocked, so they count as failures): ${external.join(", ")}`);
  for (const p of problems) out.push(`NOT MEASURED: ${p}`);
  out.push(`${result.failedTargets} of ${result.checkedTargets} targets failed${problems.length ? `; ${problems.length} measurement problem(s)` : ""}.`);
  process.stdout.write(`${out.join("\n")}\n`);

  result.printed = out.join("\n");
  const json = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(path.join(benchDir, `results-${stamp}.json`), json);
  fs.writeFileSync(path.join(benchDir, "latest.json"), json);
  log(`wrote bench/results-${stamp}.json and bench/latest.json`);
  return problems.length ? 1 : 0;
}

main()
  .then((code) => {
    cleanUp({ keep: has("keep") });
    process.exit(code);
  })
  .catch((e) => {
    process.stderr.write(`bench: ${e.stack || e}\n`);
    cleanUp({ keep: has("keep") });
    process.exit(1);
  });
