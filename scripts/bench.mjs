#!/usr/bin/env node
// Performance benchmark (docs/performance.md). A report, not a test: it exits 0 when targets fail
// and non-zero only when something could not be measured.
//
//   npm run bench [-- options]
//     --reuse           skip building; measure an existing build (--dir, default ./public)
//     --dir <path>      the build to measure (with --reuse)
//     --runs <n>        Lighthouse runs per route, in rounds over the routes; each figure shown is
//                       its median over them (default 3)
//     --routes a,b,c    only these routes; by default those of tests/routes.json and their /ar twins
//     --js-only         only each route's first-load JavaScript: no Lighthouse, no dead time
//     --keep            keep the temporary build directory
//     --save-reports    also write every Lighthouse report to bench/reports-<timestamp>/
//     --server <name>   the server to measure on: project (scripts/static-server.mjs, the plain preview
//                       server, with the build's brotli copies; the default), nginx (deploy/nginx.conf),
//                       or a host's own engine (scripts/host-engine.mjs), cloudflare-pages or netlify,
//                       on a build made with that host's variable (CF_PAGES=1, NETLIFY=true)
//     --without a,b     also build once with each named step of gatsby-plugin-fast-start switched off
//                       (FAST_START=off:<step>, its switch.ts), and measure every build in the same rounds
//
// Without --reuse, a copy of the working tree (scripts/bench-lib.mjs) is built cold and after one
// word of content/pages.en.json changes, each build timed as a whole with its page queries counted.
// Then Lighthouse (default mobile config, in Debian's Chromium, a fresh profile per run, nothing
// leaving 127.0.0.1) and each route's menu dead time (scripts/dead-time.mjs), on the --server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { copyWorkingTree, freePort, kb, parseOptions, queryCount, repoRoot, runMain, table, timedBuild, track, usageError } from "./bench-lib.mjs";
import { CHROME_ARGS, launchBrowser, measureDeadTime } from "./dead-time.mjs";
import { HOST_BUILD_ENV } from "./host-engine.mjs";

const CHROME_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// The routes the end-to-end tests visit (/blog, a redirect to /insights, is not measured), each at
// its one URL with its trailing slash, so no run pays a redirect, and the Arabic twin of each.
const ROUTE_LIST = JSON.parse(fs.readFileSync(path.join(repoRoot, "tests/routes.json"), "utf8"));
const ENGLISH_ROUTES = [...ROUTE_LIST.spec, ROUTE_LIST.samples.article, ROUTE_LIST.samples.tag, ROUTE_LIST.samples.caseStudy];
const page = (route) => (route === "/" ? route : `/${route.replace(/^\/+|\/+$/g, "")}/`);
const SPEC_ROUTES = [...ENGLISH_ROUTES.map(page), ...ENGLISH_ROUTES.map((route) => `/ar${page(route)}`)];
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
const mark = (key, raw) => (raw == null || !TARGETS[key] ? "" : TARGETS[key].ok(raw) ? " ✓" : " ✗");

// The Lighthouse table's figures, between Route and Dead ms: heading, key of the median, format.
const seconds = (ms) => (ms / 1000).toFixed(2);
const COLUMNS = [
  ["Perf", "performance"],
  ["A11y", "accessibility"],
  ["BP", "bestPractices"],
  ["SEO", "seo"],
  ["LCP s", "lcp", seconds],
  ["FCP s", "fcp", seconds],
  ["LCP−FCP ms", "lcpGap", Math.round],
  ["TBT ms", "tbt", Math.round],
  ["CLS", "cls", (v) => v.toFixed(3)],
  ["JS KB", "jsTransferBytes", kb],
  ["Total KB", "totalTransferBytes", kb],
];

// ---------------------------------------------------------------- options

const args = parseOptions(import.meta.url, "reuse js-only keep save-reports", { dir: null, runs: 3, routes: null, server: "project", without: null });
const { reuse, runs, "js-only": jsOnly } = args;
if (args.dir && !reuse) usageError("--dir measures an existing build: use it with --reuse");
const routes = args.routes ? args.routes.split(",").flatMap((r) => (r.trim() ? [page(r.trim())] : [])) : SPEC_ROUTES;
// The builds to measure: all of the plugin's steps on, then one with each step named by --without off
// (the plugin's switch refuses a step it does not know, and the build's log says so).
const without = args.without?.split(",").filter(Boolean) ?? [];
if (without.length && reuse) usageError("--without builds its variants: use it without --reuse");
const VARIANTS = [null, ...without].map((step) => ({ without: step, env: step ? { FAST_START: `off:${step}` } : {} }));

const serverName = args.server;
if (!["project", "nginx", "cloudflare-pages", "netlify"].includes(serverName)) usageError("--server must be one of project, nginx, cloudflare-pages, netlify");
// The builds below are the ones that host's build machines would make.
Object.assign(process.env, HOST_BUILD_ENV[serverName] ?? {});

const startedAt = new Date();
const stamp = `${startedAt.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;
const benchDir = path.join(repoRoot, "bench");
fs.mkdirSync(benchDir, { recursive: true });
const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
const problems = []; // everything that could not be measured
/** Records what went wrong with a route: `error` in its entry, `problem` in the report. */
function trouble(entry, error, problem) {
  entry.errors.push(error);
  problems.push(`${entry.label}: ${problem}`);
}

// ---------------------------------------------------------------- builds

/** Swaps one word of the about page's lead in the copy's content/pages.en.json, in place. */
function changeOneWord(siteDir) {
  const file = path.join(siteDir, "content", "pages.en.json");
  const raw = fs.readFileSync(file, "utf8");
  const lead = JSON.parse(raw).find((p) => p.slug === "about")?.lead ?? "";
  const word = (w) => new RegExp(`\\b${w}\\b`);
  const swaps = Object.entries({ experience: "expertise", useful: "valuable", complex: "intricate" });
  const [from, to] = swaps.find(([w]) => word(w).test(lead)) ?? [lead.match(/\b[a-z]{5,}\b/)?.[0], "benchmark"];
  const changed = lead.replace(word(from), to);
  const text = raw.replace(JSON.stringify(lead), JSON.stringify(changed));
  if (!from || text === raw) throw new Error("content/pages.en.json has no about page with a lead with a word to change");
  fs.writeFileSync(file, text);
  return { file: "content/pages.en.json", page: "about", field: "lead", from, to, lead: changed };
}

async function runBuilds({ without, env }) {
  const { dir, files } = copyWorkingTree("bench-build-");
  log(`copied ${files} files of the working tree to ${dir} (node_modules symlinked)`);
  const builds = { dir, cold: null, rebuild: null, change: null };
  const [suffix, named] = without ? [`-without-${without}`, ` without ${without}`] : ["", ""];
  const build = (name, what) => timedBuild(dir, `build-${name}${suffix}`, `${what}${named}`, { env, log, problems });
  builds.cold = await build("cold", "cold build");
  if (builds.cold.exitCode !== 0) return builds;
  builds.change = changeOneWord(dir);
  log(`changed "${builds.change.from}" to "${builds.change.to}" in the about lead`);
  builds.rebuild = await build("rebuild", "rebuild");
  if (builds.rebuild.exitCode !== 0) return builds;
  const aboutHtml = path.join(dir, "public", "about", "index.html");
  builds.rebuild.changeInOutput = fs.existsSync(aboutHtml) && fs.readFileSync(aboutHtml, "utf8").includes(builds.change.to);
  if (!builds.rebuild.changeInOutput) problems.push("the rebuilt /about page does not contain the changed word");
  return builds;
}

// ---------------------------------------------------------------- first-load JavaScript

const htmlFile = (dir, route) => path.join(dir, route, "index.html");
const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(...parts), "utf8"));
const gzipBytes = (body) => zlib.gzipSync(body, { level: 9 }).length;

function firstLoadJs(dir, route) {
  const html = fs.readFileSync(htmlFile(dir, route), "utf8");
  // Start-up scripts are <script src> tags, or the list of the loader that plugins/gatsby-plugin-fast-start/defer-scripts.ts
  // puts in their place (it appends them after the first paint; they are still first-load code).
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].map((m) => m[1]);
  const deferred = /var s=(\[[^\]]*\]);function l\(\)/.exec(html);
  if (deferred) sources.push(...JSON.parse(deferred[1]));
  if (!sources.length) throw new Error(`${route}: no start-up scripts found in its HTML`);
  const external = sources.find((src) => /^(https?:)?\/\//.test(src));
  if (external) throw new Error(`${route} loads an external script at start: ${external}`);
  const chunk = readJson(dir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json").componentChunkName;
  const stats = readJson(dir, "webpack.stats.json");
  // webpack.stats.json lists the component chunk with the shared chunks it depends on;
  // chunk-map.json (what Gatsby's loader uses) names the component chunk itself.
  const fromStats = stats.assetsByChunkName?.[chunk] ?? stats.namedChunkGroups?.[chunk]?.assets?.map((a) => a.name) ?? [];
  const fromMap = readJson(dir, "chunk-map.json")[chunk] ?? [];
  if (!fromStats.length && !fromMap.length) throw new Error(`${route}: chunk ${chunk} is in neither webpack.stats.json nor chunk-map.json`);
  const files = [...sources.map((src) => src.split(/[?#]/)[0]), ...fromStats, ...fromMap].map((f) => f.replace(/^\//, "")).filter((f) => f.endsWith(".js"));
  const detail = [...new Set(files)].map((file) => {
    const body = fs.readFileSync(path.join(dir, file));
    return { file, bytes: body.length, gzipBytes: gzipBytes(body) };
  });
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=|application\/(ld\+)?json/.test(m[1]) && m[2].trim());
  const inlineScriptsGzipBytes = inline.reduce((s, m) => s + gzipBytes(Buffer.from(m[2])), 0);
  return { componentChunkName: chunk, gzipBytes: detail.reduce((s, d) => s + d.gzipBytes, 0), files: detail, inlineScriptsGzipBytes };
}

// ---------------------------------------------------------------- server and Lighthouse

/** The command that serves `dir` on `port` with the named server; nginx reads the nginx.conf its build wrote. */
function serverCommand(name, dir, port) {
  const script = (file, ...args) => [path.join(repoRoot, "scripts", file), "--port", String(port), "--dir", dir, ...args];
  if (name === "nginx") return script("nginx-server.mjs", "--conf", path.join(dir, "..", "deploy", "nginx.conf"));
  if (name === "project") return script("static-server.mjs");
  return script("host-engine.mjs", "--engine", name, "--log", path.join(benchDir, `${name}-${stamp}.log`));
}

const answers = (url) => new Promise((resolve) => http.get(url, (res) => resolve(res.resume())).on("error", () => resolve(false)));

async function startServer(dir) {
  const port = await freePort();
  const child = track(spawn(process.execPath, serverCommand(serverName, dir, port), { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] }));
  const origin = `http://127.0.0.1:${port}`;
  // The hosts' engines take seconds to start, and longer when they are installed first.
  for (let i = 0; i < 3000; i++) {
    if (await answers(`${origin}/`)) return { origin, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the ${serverName} server did not start`);
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", ...CHROME_ARGS], logLevel: "silent" });
  try {
    // The full-page screenshot scrolls nothing into the scores; skipping it saves time and
    // keeps below-the-fold lazy loads (the map) from being triggered by a viewport resize.
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, disableFullPageScreenshot: true });
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

// Figures where a higher value is better; for every other number lower is better.
const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "bestPractices", "seo", "benchmarkIndex"]);

/**
 * Each figure's own median over the runs that have it, as the targets are stated; of two middle
 * values, the worse, so a figure is never reported better than its middle. Lists (failed audits,
 * outside requests, console errors, warnings) are the union of all runs; the LCP element is that of
 * the run with the median LCP.
 */
function medianOfRuns(runs) {
  const median = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((r) => r[key]);
    const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
    if (values.every((v) => Array.isArray(v))) median[key] = [...new Set(values.flat())];
    else if (sorted.length) median[key] = sorted[HIGHER_IS_BETTER.has(key) ? Math.floor((sorted.length - 1) / 2) : Math.floor(sorted.length / 2)];
    else median[key] = values[0] ?? null;
  }
  const byLcp = runs.filter((r) => r.lcp != null).sort((a, b) => a.lcp - b.lcp);
  median.lcpElement = byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpElement ?? runs[0].lcpElement;
  return median;
}

function summarise(lhr, origin) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const requests = items("network-requests");
  const transferred = (type, requestType) =>
    items("resource-summary").find((r) => r.resourceType === type)?.transferSize ??
    requests.filter((r) => !requestType || r.resourceType === requestType).reduce((s, r) => s + (r.transferSize || 0), 0);
  const [lcp, fcp] = [num("largest-contentful-paint"), num("first-contentful-paint")];
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id.replace("best-practices", "bestPractices"), score(id)])),
    lcp,
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcp,
    // The same run's two paints, so a slow minute moves both and not the gap.
    lcpGap: lcp == null || fcp == null ? null : lcp - fcp,
    speedIndex: num("speed-index"),
    jsTransferBytes: transferred("script", "Script"),
    totalTransferBytes: transferred("total"),
    requestCount: requests.length,
    // Lighthouse 13 names the element in its LCP breakdown insight: a list of the subparts' table and the node.
    lcpElement: items("lcp-breakdown-insight").find((item) => item.type === "node")?.snippet ?? null,
    failedNonPerfAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
      .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id),
    externalRequests: requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && !u.startsWith(origin)),
    consoleErrors: items("errors-in-console").map((i) => `${i.sourceLocation?.url ?? i.source ?? ""}: ${i.description}`),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** A command's output, trimmed; null when it fails. */
function output(command, args) {
  const run = spawnSync(command, args, { cwd: repoRoot, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

// ---------------------------------------------------------------- main

async function main() {
  const cpus = os.cpus();
  const commit = output("git", ["rev-parse", "HEAD"]);
  const result = {
    date: startedAt.toISOString(),
    machine: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      cpuModel: cpus[0]?.model ?? null,
      cpuCount: cpus.length,
      totalMemoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
      chromium: output(CHROME_PATH, ["--version"]),
      lighthouse: readJson(repoRoot, "node_modules", "lighthouse", "package.json").version,
    },
    git: commit && { commit, uncommittedFiles: output("git", ["status", "--porcelain"])?.split("\n").filter(Boolean).length },
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
    variant.builds = reuse ? { skipped: true } : await runBuilds(variant);
    variant.dir = reuse ? path.resolve(args.dir ?? path.join(repoRoot, "public")) : path.join(variant.builds.dir, "public");
    variant.canMeasure = fs.existsSync(path.join(variant.dir, "index.html")) && (variant.builds.cold?.exitCode ?? 0) === 0;
    if (!variant.canMeasure) problems.push(`no build to measure in ${variant.dir}`);
    if (variant.canMeasure && !jsOnly) {
      variant.server = await startServer(variant.dir);
      log(`serving ${variant.dir} on ${serverName} at ${variant.server.origin}; ${routes.length} routes x ${runs} Lighthouse runs`);
    }
  }
  const [{ builds, dir }] = VARIANTS;
  Object.assign(result, { builds, measuredDir: dir, variants: VARIANTS.slice(1).map((v) => ({ without: v.without, builds: v.builds })) });
  const reportsDir = path.join(benchDir, `reports-${stamp}`);
  if (args["save-reports"]) fs.mkdirSync(reportsDir, { recursive: true });

  // Every route is checked first; the Lighthouse runs then go in rounds (run 1 of every route, then
  // run 2, ...), so that a slow minute on a shared machine falls on one run of several routes, which
  // their medians discount, instead of on every run of one route.
  const measured = [];
  for (const { without: step, dir: variantDir, server, canMeasure } of VARIANTS)
    for (const route of canMeasure ? routes : []) {
      const label = step ? `${route} without ${step}` : route;
      const entry = { route, label, without: step, origin: server?.origin, median: null, runs: [], firstLoadJs: null, errors: [] };
      result.routes.push(entry);
      if (!fs.existsSync(htmlFile(variantDir, route))) {
        trouble(entry, "no HTML page for this route in the build", "no page in the build");
        continue;
      }
      try {
        entry.firstLoadJs = firstLoadJs(variantDir, route);
      } catch (e) {
        trouble(entry, `first-load JS: ${e.message}`, `first-load JS could not be computed (${e.message})`);
      }
      measured.push(entry);
    }
  /** Calls measure(entry, i) for run i of every route, then run i + 1, ... */
  const inRounds = async (measure) => {
    for (let i = 0; i < runs; i++) for (const entry of measured) await measure(entry, i);
  };
  if (!jsOnly)
    await inRounds(async (entry, i) => {
      const { route, label, origin } = entry;
      let summary = null;
      for (let attempt = 1; attempt <= 2 && !summary; attempt++) {
        try {
          const { lhr, report } = await lighthouseRun(`${origin}${route}`);
          const { formFactor, screenEmulation, throttlingMethod, throttling } = lhr.configSettings;
          result.lighthouseConfig ??= { formFactor, screenEmulation, throttlingMethod, throttling, hostUserAgent: lhr.environment.hostUserAgent };
          summary = summarise(lhr, origin);
          if (args["save-reports"])
            fs.writeFileSync(path.join(reportsDir, `${label === "/" ? "home" : label.slice(1).replace(/[/ ]/g, "_")}-${i + 1}.json`), report);
        } catch (e) {
          entry.errors.push(`run ${i + 1}, attempt ${attempt}: ${e.message}`);
          log(`${label} run ${i + 1} attempt ${attempt} failed: ${e.message}`);
        }
      }
      if (!summary) return problems.push(`${label}: Lighthouse run ${i + 1} failed twice`);
      entry.runs.push(summary);
      log(`${label} run ${i + 1}/${runs}: perf ${summary.performance}, LCP ${seconds(summary.lcp)} s, TBT ${Math.round(summary.tbt)} ms`);
      if (summary.externalRequests.length) log(`${label}: requests beyond 127.0.0.1 (blocked): ${summary.externalRequests.join(", ")}`);
    });
  // Dead time: the menu toggle's time between looking ready and working, in rounds as above.
  if (measured.length && !jsOnly) {
    const browser = await launchBrowser();
    await inRounds(async (entry, i) => {
      entry.deadTimes ??= [];
      try {
        const r = await measureDeadTime(browser, `${entry.origin}${entry.route}`);
        entry.deadTimes.push(r);
        log(`${entry.label} dead time ${i + 1}/${runs}: ${r.deadMs ?? "never opened"} ms (toggle visible at ${r.visibleMs} ms, ${r.taps} tap(s))`);
      } catch (e) {
        trouble(entry, `dead time, run ${i + 1}: ${e.message}`, `dead time run ${i + 1} failed (${e.message.split("\n")[0]})`);
      }
    }).finally(() => browser.close());
  }
  for (const entry of measured) {
    // A run in which no tap opened the menu counts as dead for the whole timeout.
    const dead = (entry.deadTimes ?? []).map((r) => r.deadMs ?? Infinity).sort((a, b) => a - b);
    if (dead.length) entry.deadTimeMs = dead[Math.floor(dead.length / 2)];
    if (!entry.runs.length) continue;
    entry.median = medianOfRuns(entry.runs);
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "lcp", "tbt", "cls"])
      if (entry.median[k] == null) problems.push(`${entry.label}: ${k} missing from the Lighthouse result`);
  }
  for (const { server } of VARIANTS) server?.child.kill();

  // Targets
  const checks = [];
  for (const r of result.routes) {
    r.targets = {};
    for (const [, k] of COLUMNS) if (TARGETS[k] && r.median?.[k] != null) r.targets[k] = TARGETS[k].ok(r.median[k]);
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
  result.failed = checks.filter((c) => !c.ok).map((c) => c.what);
  result.failedTargets = result.failed.length;

  // Print
  const m = result.machine;
  const out = [
    `Benchmark ${result.date}  |  ${m.cpuModel} x ${m.cpuCount}, ${m.totalMemoryGB} GB, ${m.os}, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}`,
    `Build measured: ${dir}${reuse ? " (reused)" : " (fresh build of the working tree)"}`,
  ];
  if (jsOnly) out.push("First-load JavaScript only (--js-only): no Lighthouse run, no dead time.");
  else {
    out.push(
      `Lighthouse: mobile, simulated throttling, each figure the median of its ${runs} run(s), served by ${serverName}. LCP−FCP ms is the median of each run's gap between its two paints. Skipped: /blog (${SKIPPED_ROUTES["/blog"]}).`,
      `Dead ms: time from the menu toggle becoming visible to the first tap that opens the menu, tapping every 100 ms at 375 px under slow 4G and 4x CPU (DevTools Protocol), median of ${runs} run(s).`,
      "",
      table(
        ["Route", ...COLUMNS.map(([heading]) => heading), "Dead ms"],
        result.routes.map((r) => [
          r.label,
          ...COLUMNS.map(([, key, format = String]) => (r.median?.[key] == null ? "-" : `${format(r.median[key])}${mark(key, r.median[key])}`)),
          r.deadTimeMs == null ? "-" : `${Number.isFinite(r.deadTimeMs) ? r.deadTimeMs : "never"}${mark("deadTime", r.deadTimeMs)}`,
        ]),
      ),
    );
  }
  out.push(
    "",
    table(
      ["Route", "First-load JS (gzip KB)", "Files", "Page chunk"],
      result.routes.map(({ label, firstLoadJs: js }) =>
        js ? [label, `${kb(js.gzipBytes)}${mark("firstLoadJs", js.gzipBytes)}`, js.files.length, js.componentChunkName] : [label, "-", "-", "-"],
      ),
    ),
    "",
  );
  if (result.builds.skipped) out.push("Builds: not measured (--reuse)");
  for (const { without: step, builds: b } of result.builds.skipped ? [] : VARIANTS) {
    const time = (x, key) => (x ? `${(x.ms / 1000).toFixed(1)} s${x.exitCode === 0 ? mark(key, x.ms) : ` (failed, exit ${x.exitCode})`}` : "-");
    if (step) out.push(`Without ${step}:`);
    out.push(
      `Cold build:  ${time(b.cold, "coldBuild")}`,
      `Rebuild:     ${time(b.rebuild, "rebuild")}${b.change ? `  (about lead: "${b.change.from}" -> "${b.change.to}")` : ""}`,
      `Page queries re-run by the rebuild: ${queryCount(b.rebuild)}`,
    );
  }
  out.push(
    "",
    `Targets: perf ${TARGETS.performance.label}, a11y/bp/seo ${TARGETS.seo.label}, LCP ${TARGETS.lcp.label}, LCP−FCP ${TARGETS.lcpGap.label}, TBT ${TARGETS.tbt.label}, CLS ${TARGETS.cls.label}, first-load JS ${TARGETS.firstLoadJs.label}, dead time ${TARGETS.deadTime.label}, cold build ${TARGETS.coldBuild.label}, rebuild ${TARGETS.rebuild.label}. KB = 1024 bytes.`,
  );
  const bi = result.routes.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)).filter((x) => x != null);
  if (bi.length)
    out.push(
      `Machine load: load average at start ${m.loadAverageAtStart.join(" ")}; Lighthouse CPU benchmark index ${Math.round(Math.min(...bi))}-${Math.round(Math.max(...bi))} (higher is faster; a busy machine inflates TBT and LCP).`,
    );
  const audits = result.routes.filter((r) => r.median?.failedNonPerfAudits.length).map((r) => `${r.label} ${r.median.failedNonPerfAudits.join(", ")}`);
  if (audits.length) out.push(`Failing a11y/best-practices/SEO audits (in any run; details in the JSON): ${audits.join("; ")}`);
  const external = [...new Set(result.routes.flatMap((r) => r.runs.flatMap((x) => x.externalRequests)))];
  if (external.length) out.push(`Requests beyond 127.0.0.1 (blocked, so they count as failures): ${external.join(", ")}`);
  for (const p of problems) out.push(`NOT MEASURED: ${p}`);
  out.push(`${result.failedTargets} of ${result.checkedTargets} targets failed${problems.length ? `; ${problems.length} measurement problem(s)` : ""}.`);
  result.printed = out.join("\n");
  process.stdout.write(`${result.printed}\n`);

  const json = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(path.join(benchDir, `results-${stamp}.json`), json);
  fs.writeFileSync(path.join(benchDir, "latest.json"), json);
  log(`wrote bench/results-${stamp}.json and bench/latest.json`);
  return problems.length ? 1 : 0;
}

runMain(main, { keep: args.keep });
