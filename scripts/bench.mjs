#!/usr/bin/env node
// Performance benchmark (docs/performance.md). A report, not a test: it exits 0 when targets fail
// and non-zero only when something could not be measured.
//
//   npm run bench [-- options]
//     --reuse           skip building; measure an existing build (--dir, default ./public)
//     --dir <a,b>       the build to measure (with --reuse); several, comma-separated, are measured in the same rounds,
//                       each after the first named by its folder
//     --runs <n>        Lighthouse runs per route, in rounds over the routes; each figure shown is
//                       its median over them (default 3)
//     --routes a,b,c    only these routes; by default those of tests/routes.json and their /ar twins
//     --js-only         only each route's first-load JavaScript: no Lighthouse, no dead time, no interactions
//     --interactions    only the interactions (scripts/interactions.mjs) on the routes measured: no Lighthouse, no dead time
//     --blocking        only the blocking time from CPU time (traced loads); with --interactions, both
//     --unused          only the bytes a page loads and does not use (Lighthouse's unused CSS, unused JavaScript,
//                       pictures larger than their slot); with --interactions or --blocking, those too
//     --slowdown <x>    the interactions' and the blocking time's CPU slowdown, fixed, instead of host index ÷ phone
//                       index: for comparing builds (--dir a,b) while the host's index wanders
//     --trace           also trace each interaction and give its main-thread CPU time by kind (script, style, layout, paint)
//     --keep            keep the temporary build directory
//     --save-reports    also write every Lighthouse report to bench/reports-<timestamp>/
//     --server <name>   the server to measure on: project (scripts/static-server.mjs, the plain preview
//                       server, with the build's brotli copies; the default), nginx (deploy/nginx.conf),
//                       or a host's own engine (scripts/host-engine.mjs), cloudflare-pages or netlify,
//                       on a build made with that host's variable (CF_PAGES=1, NETLIFY=true)
//     --without a,b     also build once with each named step of gatsby-plugin-fast-start switched off
//                       (FAST_START=off:<step>, its switch.ts), and measure every build in the same rounds
//     --phones a,b      the calibrated phones to emulate: mid, low (default both)
//     --tries <n>       Lighthouse runs at most per measurement, until one emulates its phone (default 3)
//     --beside <dir>    also measure another static site's built folder, served the same way (brotli
//                       copies of its text files made in a temporary copy), on every measured route it
//                       has, in the same rounds; on the low-tier phone ours must paint its LCP first
//                       and weigh no more (the TBT beside theirs is shown, not judged)
//     --beside-routes a,b  only these of the routes beside it (default: every measured route it has)
//
// Without --reuse, a copy of the working tree (scripts/bench-lib.mjs) is built cold and after one
// word of content/pages.en.json changes, each build timed as a whole with its page queries counted.
// Then Lighthouse (default mobile config, in Debian's Chromium, a fresh profile per run, nothing
// leaving 127.0.0.1), each route's menu dead time (scripts/dead-time.mjs), its blocking time from CPU
// time and the interactions (scripts/interactions.mjs, scripts/trace.mjs), on the --server. The blocking
// verdict is the traced CPU time, not Lighthouse's TBT: on a shared machine the simulation multiplies
// the time a task waits on other processes, which a phone's task does not.
//
// The CPU is that of a named phone, not a fixed multiple of the host's: before each round a short
// Lighthouse pass reads the host's CPU benchmark index (lhr.environment.benchmarkIndex), and each
// phone's runs slow the CPU by host index ÷ the phone's index (throttling.cpuSlowdownMultiplier).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { copyWorkingTree, freePort, kb, parseOptions, queryCount, repoRoot, runMain, table, tempDir, timedBuild, track, usageError } from "./bench-lib.mjs";
import { CHROME_ARGS, launchBrowser, measureDeadTime } from "./dead-time.mjs";
import { INTERACTIONS, PHONE_SCREEN, benchmarkIndex, measureInteraction, measureLoadBlocking, routeIn } from "./interactions.mjs";
import { HOST_BUILD_ENV } from "./host-engine.mjs";

const CHROME_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The host's CPU index now, read again: the median of its last three readings, which one busy moment does not swing. */
async function currentIndex(browser, indexes) {
  indexes.push(await benchmarkIndex(browser));
  return indexes.slice(-3).sort((a, b) => a - b)[Math.floor(Math.min(indexes.length, 3) / 2)];
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// The routes the end-to-end tests visit (/blog, a redirect to /insights, is not measured), each at
// its one URL with its trailing slash, so no run pays a redirect, and the Arabic twin of each.
const ROUTE_LIST = JSON.parse(fs.readFileSync(path.join(repoRoot, "tests/routes.json"), "utf8"));
const ENGLISH_ROUTES = [...ROUTE_LIST.spec, ROUTE_LIST.samples.article, ROUTE_LIST.samples.tag, ROUTE_LIST.samples.caseStudy];
const page = (route) => (route === "/" ? route : `/${route.replace(/^\/+|\/+$/g, "")}/`);
const SPEC_ROUTES = [...ENGLISH_ROUTES.map(page), ...ENGLISH_ROUTES.map((route) => `/ar${page(route)}`)];
const SKIPPED_ROUTES = { "/blog": "client-side redirect to /insights (replaces the history entry), no content of its own; /ar/blog likewise" };

// The phones emulated: Chrome DevTools' calibrated CPU presets, each a Lighthouse CPU benchmark index
// (chrome-devtools-frontend, panels/mobile_throttling/CalibrationController.ts: midScore, lowScore).
const PHONES = {
  mid: { id: "mid", name: "Mid-tier phone (Pixel 5)", index: 1000 },
  low: { id: "low", name: "Low-tier phone (Moto G Power 2022)", index: 264 },
};

// Targets. `ok` gets the raw value (scores 0-100, times in ms, bytes). Those of the Lighthouse table
// are per phone; accessibility, best practices and SEO do not depend on the CPU and are judged once.
const TARGETS = {
  performance: { mid: { label: "= 100", ok: (v) => v === 100 }, low: { label: ">= 95", ok: (v) => v >= 95 } },
  accessibility: { mid: { label: "= 100", ok: (v) => v === 100 } },
  bestPractices: { mid: { label: "= 100", ok: (v) => v === 100 } },
  seo: { mid: { label: "= 100", ok: (v) => v === 100 } },
  lcp: { mid: { label: "< 1.5 s", ok: (v) => v < 1500 } },
  // The largest paint on the heels of the first: the LCP picture starts with the document's first bytes
  // and is painted with the text (src/components/ui/picture.tsx), and nothing else competes with it.
  lcpGap: { mid: { label: "<= 150 ms", ok: (v) => v <= 150 } },
  cls: { mid: { label: "= 0.00", ok: (v) => Math.round(v * 100) === 0 } },
};
// Targets that name no phone, or one phone only: the menu's dead time is measured on the low-tier phone.
const OTHER_TARGETS = {
  firstLoadJs: { label: "< 80 KB gzip", ok: (v) => v < 80 * 1024 },
  deadTime: { label: "< 100 ms on the low-tier phone", ok: (v) => v < 100 },
  // Blocking time from CPU time on every phone, the least of the loads (scripts/trace.mjs, blockingTime).
  blocking: { label: "< 50 ms on every phone", ok: (v) => v < 50 },
  // Each step's slowest input-to-next-paint, the median of its loads (scripts/interactions.mjs).
  interaction: { label: "<= 100 ms on the low-tier phone", ok: (v) => v <= 100 },
  // Each of the unused-bytes audits' largest item on the route (a style sheet, a script, a picture), in bytes.
  unused: { label: "no item >= 4 KB", ok: (v) => v < 4 * 1024 },
  coldBuild: { label: "< 90 s", ok: (v) => v < 90_000 },
  rebuild: { label: "< 20 s", ok: (v) => v < 20_000 },
};
// Beside another site (--beside), on the low-tier phone, route by route: ours against theirs.
const BESIDE_TARGETS = {
  lcp: { label: "LCP below theirs", ok: (ours, theirs) => ours < theirs },
  totalTransferBytes: { label: "weight at most theirs", ok: (ours, theirs) => ours <= theirs },
};
const BESIDE_PHONE = "low";
const INTERACTION_PHONE = "low";
const targetOf = (key, phone) => TARGETS[key]?.[phone] ?? null;
const mark = (key, raw, phone) => {
  const target = phone ? targetOf(key, phone) : OTHER_TARGETS[key];
  return raw == null || !target ? "" : target.ok(raw) ? " ✓" : " ✗";
};

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

const args = parseOptions(import.meta.url, "reuse js-only interactions blocking unused trace keep save-reports", {
  dir: null,
  runs: 3,
  routes: null,
  server: "project",
  without: null,
  phones: "mid,low",
  tries: 3,
  beside: null,
  "beside-routes": null,
  slowdown: null,
});
const fixedSlowdown = args.slowdown == null ? null : Number(args.slowdown);
if (fixedSlowdown != null && !(fixedSlowdown >= 1)) usageError("--slowdown must be a number, 1 or more");
const { reuse, runs, "js-only": jsOnly } = args;
// The parts a run measures: --js-only, --interactions and --blocking each name theirs; none named, all of them.
const only = [jsOnly && "js", args.interactions && "interactions", args.blocking && "blocking", args.unused && "unused"].filter(Boolean);
if (jsOnly && only.length > 1) usageError("--js-only measures nothing else");
const measures = (part) => !only.length || only.includes(part);
if (args.dir && !reuse) usageError("--dir measures an existing build: use it with --reuse");
const routes = args.routes ? args.routes.split(",").flatMap((r) => (r.trim() ? [page(r.trim())] : [])) : SPEC_ROUTES;
// The builds to measure: all of the plugin's steps on, then one with each step named by --without off
// (the plugin's switch refuses a step it does not know, and the build's log says so).
const without = args.without?.split(",").filter(Boolean) ?? [];
if (without.length && reuse) usageError("--without builds its variants: use it without --reuse");
const dirs = (args.dir ?? "")
  .split(",")
  .filter(Boolean)
  .map((d) => path.resolve(d));
const VARIANTS = reuse
  ? (dirs.length ? dirs : [path.join(repoRoot, "public")]).map((dir, i) => ({ without: null, tag: i ? `in ${path.basename(dir)}` : null, dir, env: {} }))
  : [null, ...without].map((step) => ({ without: step, tag: step ? `without ${step}` : null, env: step ? { FAST_START: `off:${step}` } : {} }));

const phones = args.phones.split(",").filter(Boolean);
if (!phones.length || phones.some((p) => !PHONES[p])) usageError(`--phones names phones among ${Object.keys(PHONES).join(", ")}`);
const beside = args.beside && path.resolve(args.beside);
if (beside && !fs.existsSync(path.join(beside, "index.html"))) usageError(`--beside ${args.beside}: no index.html there`);
const besideRoutes = args["beside-routes"]?.split(",").flatMap((r) => (r.trim() ? [page(r.trim())] : []));

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

/**
 * A copy of another site's built folder with a brotli copy beside each text file, as ours has them, so
 * the same server sends both sites' bytes the same way.
 */
function besideCopy(dir) {
  const dest = tempDir("bench-beside-");
  fs.cpSync(dir, dest, { recursive: true });
  const text = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
  const walk = (d) =>
    fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
      const file = path.join(d, e.name);
      if (e.isDirectory()) walk(file);
      else if (text.test(e.name) && !fs.existsSync(`${file}.br`))
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    });
  walk(dest);
  return dest;
}

const launchChrome = () => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", ...CHROME_ARGS], logLevel: "silent" });

/**
 * The host's CPU benchmark index now, as Lighthouse measures it before each run
 * (lhr.environment.benchmarkIndex), from a pass that loads the page and runs one audit.
 */
async function hostIndex(url) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyAudits: ["viewport"], disableFullPageScreenshot: true });
    const index = result?.lhr?.environment?.benchmarkIndex;
    if (!index) throw new Error("Lighthouse reported no benchmark index");
    return index;
  } finally {
    await chrome.kill();
  }
}

/** The CPU slowdown that makes this host the phone; never below 1, since no setting speeds a CPU up. */
const slowdownFor = (index, phone) => Math.max(1, index / PHONES[phone].index);

async function lighthouseRun(url, cpuSlowdownMultiplier) {
  const chrome = await launchChrome();
  try {
    // The full-page screenshot scrolls nothing into the scores; skipping it saves time and
    // keeps below-the-fold lazy loads (the map) from being triggered by a viewport resize.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
      throttling: { cpuSlowdownMultiplier },
    });
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
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** A command's output, trimmed; null when it fails. */
function output(command, args) {
  const run = spawnSync(command, args, { cwd: repoRoot, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

// ---------------------------------------------------------------- unused bytes

// Lighthouse 13's unused-css-rules sees no style sheet of the HTML (the site's CSS is inlined, as Gatsby does), so
// the CSS is measured as that audit measures it, by the DevTools Protocol's rule usage (Playwright's CSS
// coverage), each sheet's unused share of its gzip bytes. Its unused-JavaScript audit takes its threshold as an option.
const UNUSED_CONFIG = {
  extends: "lighthouse:default",
  settings: { onlyAudits: ["unused-javascript", "image-delivery-insight", "image-size-responsive", "network-requests"] },
  audits: [{ path: "byte-efficiency/unused-javascript", options: { unusedThreshold: 0, bundleSourceUnusedThreshold: 0 } }],
};

/**
 * The bytes one load of `url` (Lighthouse, mobile: a 412 px phone at 1.75 device pixels) fetches and does not use:
 * for CSS, each sheet's unused share (unusedCss); for JavaScript, Lighthouse's unused-javascript items (per file, transfer bytes);
 * for pictures, each picture's bytes beyond its slot (its pixels over the slot's at the phone's density, as the
 * uses-responsive-images audit of Lighthouse 12 counted them, which 13 folded into image-delivery-insight with
 * a 12 KB floor for pictures with a srcset), or image-delivery-insight's own saving when larger. Each kind's
 * largest item is the figure.
 */
async function unusedCss(url) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext(PHONE_SCREEN)).newPage();
    await page.coverage.startCSSCoverage();
    await page.goto(url, { waitUntil: "networkidle" });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    return (await page.coverage.stopCSSCoverage()).map(({ url: u, text = "", ranges }) => {
      const used = ranges.reduce((n, r) => n + r.end - r.start, 0);
      const wastedShare = text.length ? 1 - used / text.length : 0;
      return { url: `${u === url ? "inline: " : ""}${text.slice(0, 40)}`, wastedBytes: Math.round(wastedShare * gzipBytes(Buffer.from(text))) };
    });
  } finally {
    await browser.close();
  }
}

async function unusedBytes(url) {
  const css = await unusedCss(url);
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", disableFullPageScreenshot: true }, UNUSED_CONFIG);
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const items = (id) => result.lhr.audits[id]?.details?.items ?? [];
    const sizes = new Map(items("network-requests").map((r) => [r.url, r.transferSize || r.resourceSize || 0]));
    const dpr = result.artifacts.ViewportDimensions?.devicePixelRatio ?? 1;
    const pictures = new Map();
    for (const img of result.artifacts.ImageElements ?? []) {
      const natural = img.naturalDimensions;
      if (img.isCss || !natural || !img.displayedWidth || !sizes.has(img.src)) continue;
      const used = img.displayedWidth * dpr * (img.displayedHeight * dpr);
      const waste = Math.round(Math.max(0, 1 - used / (natural.width * natural.height)) * sizes.get(img.src));
      pictures.set(img.src, Math.max(waste, pictures.get(img.src) ?? 0));
    }
    for (const i of items("image-delivery-insight")) pictures.set(i.url, Math.max(i.wastedBytes ?? 0, pictures.get(i.url) ?? 0));
    // A script's unused bytes of the runtime, by its source map: all of React's framework chunk, else its runtime sources.
    const scripts = items("unused-javascript").map((i) => {
      const sources = i.subItems?.items ?? [];
      const runtime = RUNTIME.test(i.url) ? i.wastedBytes : sources.filter((x) => RUNTIME_SOURCE.test(x.source)).reduce((n, x) => n + x.sourceWastedBytes, 0);
      return { url: i.url, wastedBytes: i.wastedBytes, runtime: Math.min(runtime, i.wastedBytes) };
    });
    const largest = (list) => list.reduce((a, b) => (b.wastedBytes > (a?.wastedBytes ?? -1) ? b : a), null) ?? { url: null, wastedBytes: 0 };
    return {
      css: largest(css),
      js: largest(scripts.map((i) => ({ url: i.url, wastedBytes: i.wastedBytes - i.runtime }))),
      runtime: { url: null, wastedBytes: scripts.reduce((n, i) => n + i.runtime, 0) },
      pictures: largest([...pictures].map(([u, wastedBytes]) => ({ url: u, wastedBytes }))),
    };
  } finally {
    await chrome.kill();
  }
}
const UNUSED_KINDS = ["css", "js", "pictures"];
// The runtime floor, shown and not judged: webpack's framework chunk (React, react-dom) and, in the other chunks,
// Gatsby's own runtime (its .cache modules, its router, its packages), which every page runs.
const RUNTIME = /\/framework-[0-9a-f]+\.js$/;
const RUNTIME_SOURCE = /\.cache\/|node_modules\/(@gatsbyjs\/|gatsby\/|gatsby-[a-z-]+\/|react\/|react-dom\/|scheduler\/)/;

// ---------------------------------------------------------------- main

const range = (values, format = (v) => String(Math.round(v))) => {
  const known = values.filter((v) => v != null);
  if (!known.length) return "-";
  const [lo, hi] = [Math.min(...known), Math.max(...known)];
  return format(lo) === format(hi) ? format(lo) : `${format(lo)}-${format(hi)}`;
};
const times = (v) => `${v.toFixed(2)}x`;

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
    options: { reuse, runs: jsOnly ? 0 : runs, routes, server: serverName, jsOnly, phones, beside },
    phones: Object.fromEntries(phones.map((p) => [p, PHONES[p]])),
    calibration: [],
    lighthouseConfig: null,
    targets: {
      ...Object.fromEntries(
        phones.map((p) => [p, Object.fromEntries(Object.keys(TARGETS).flatMap((k) => (targetOf(k, p) ? [[k, targetOf(k, p).label]] : [])))]),
      ),
      ...Object.fromEntries(Object.entries(OTHER_TARGETS).map(([k, t]) => [k, t.label])),
      ...(beside && { beside: Object.fromEntries(Object.entries(BESIDE_TARGETS).map(([k, t]) => [k, `${t.label} (${BESIDE_PHONE})`])) }),
    },
    skippedRoutes: SKIPPED_ROUTES,
    builds: null,
    measuredDir: null,
    routes: [],
    beside: [],
    failedTargets: 0,
    checkedTargets: 0,
    problems,
  };

  for (const variant of VARIANTS) {
    variant.builds = reuse ? { skipped: true } : await runBuilds(variant);
    variant.dir = reuse ? variant.dir : path.join(variant.builds.dir, "public");
    variant.canMeasure = fs.existsSync(path.join(variant.dir, "index.html")) && (variant.builds.cold?.exitCode ?? 0) === 0;
    if (!variant.canMeasure) problems.push(`no build to measure in ${variant.dir}`);
    if (variant.canMeasure && !jsOnly) {
      variant.server = await startServer(variant.dir);
      log(`serving ${variant.dir} on ${serverName} at ${variant.server.origin}; ${routes.length} routes x ${phones.length} phone(s) x ${runs} Lighthouse runs`);
    }
  }
  const [{ builds, dir }] = VARIANTS;
  Object.assign(result, { builds, measuredDir: dir, variants: VARIANTS.slice(1).map((v) => ({ without: v.without, builds: v.builds })) });
  // The other site, served the same way, on the measured routes it has.
  const other = beside && measures("lighthouse") ? { dir: besideCopy(beside) } : null;
  if (other) {
    other.server = await startServer(other.dir);
    log(`serving ${beside} (with brotli copies) at ${other.server.origin}`);
  }
  const reportsDir = path.join(benchDir, `reports-${stamp}`);
  if (args["save-reports"]) fs.mkdirSync(reportsDir, { recursive: true });

  // Every route is checked first; the Lighthouse runs then go in rounds (run 1 of every route on every
  // phone, ours and the other site's one after the other, then run 2, ...), so that a slow minute on a
  // shared machine falls on one run of several routes, which their medians discount, instead of on
  // every run of one route.
  const measured = [];
  for (const route of routes)
    for (const { without: step, tag, dir: variantDir, server, canMeasure } of VARIANTS) {
      if (!canMeasure) continue;
      const label = tag ? `${route} ${tag}` : route;
      const js = { value: null };
      const newEntry = (phone, site) => ({ route, label, phone, site, without: step, median: null, runs: [], firstLoadJs: null, errors: [] });
      if (!fs.existsSync(htmlFile(variantDir, route))) {
        const entry = newEntry(phones[0], "ours");
        result.routes.push(entry);
        trouble(entry, "no HTML page for this route in the build", "no page in the build");
        continue;
      }
      for (const phone of phones) {
        const entry = { ...newEntry(phone, "ours"), origin: server?.origin };
        result.routes.push(entry);
        if (js.value === null)
          try {
            js.value = firstLoadJs(variantDir, route);
          } catch (e) {
            js.value = false;
            trouble(entry, `first-load JS: ${e.message}`, `first-load JS could not be computed (${e.message})`);
          }
        entry.firstLoadJs = js.value || null;
        measured.push(entry);
        if (other && !step && fs.existsSync(htmlFile(beside, route)) && (besideRoutes?.includes(route) ?? true)) {
          const theirs = { ...newEntry(phone, "beside"), label: `${route} (beside)`, origin: other.server.origin, ours: entry };
          result.beside.push(theirs);
          measured.push(theirs);
        }
      }
    }
  const firstOrigin = VARIANTS.find((v) => v.server)?.server.origin;

  const recent = []; // the host's indexes, newest last
  /** Measures the host's index, loudly when a phone is faster than the host. */
  const calibrate = async (round) => {
    let index = null;
    for (let attempt = 1; attempt <= 2 && index == null; attempt++)
      try {
        index = await hostIndex(`${firstOrigin}/`);
      } catch (e) {
        log(`benchmark index, attempt ${attempt}: ${e.message}`);
      }
    if (index == null) throw new Error("the host's CPU benchmark index could not be measured");
    const slowdown = Object.fromEntries(phones.map((p) => [p, slowdownFor(index, p)]));
    const slower = phones.filter((p) => index < PHONES[p].index);
    result.calibration.push({ round, hostIndex: index, slowdown, hostSlowerThan: slower });
    recent.push(index);
    log(`round ${round}: host CPU benchmark index ${Math.round(index)}; ${phones.map((p) => `${p} ${times(index / PHONES[p].index)}`).join(", ")}`);
    for (const p of slower)
      log(
        `!!! THE HOST (index ${Math.round(index)}) IS SLOWER THAN THE ${PHONES[p].name.toUpperCase()} (index ${PHONES[p].index}): it runs unthrottled, so round ${round} measures a slower phone than that one.`,
      );
    return { index, slowdown };
  };

  // The index moves within a round on a shared machine, and each run reports the index it began at
  // (lhr.environment.benchmarkIndex): so a run's slowdown comes from the median of the round's
  // calibration and the last runs' own indexes, which follows the host between runs at no cost.
  const slowdownAt = (index) => ({ index, slowdown: Object.fromEntries(phones.map((p) => [p, slowdownFor(index, p)])) });
  const slowdownNow = () => slowdownAt(recent.slice(-3).sort((a, b) => a - b)[Math.floor(Math.min(recent.length, 3) / 2)]);
  // A run counts when the phone it emulated (the index it began at ÷ its slowdown) is within a quarter of the
  // named phone's; otherwise it runs again, at the slowdown its own index asks for, up to --tries times, and
  // the closest try is kept and counted as off the phone. A host slower than the phone, unthrottled, is as close
  // as it can come (and said so at calibration).
  const MAX_TRIES = args.tries;
  const missBy = (run, phone) => Math.abs(run.phoneIndex / PHONES[phone].index - 1);
  const onPhone = (run, phone) => missBy(run, phone) <= 0.25 || (run.cpuSlowdown === 1 && run.phoneIndex < PHONES[phone].index);
  /** Calls measure(entry, i) for run i of every route, then run i + 1, ..., calibrating before each round. */
  const inRounds = async (measure) => {
    for (let i = 0; i < runs; i++) {
      const round = result.calibration.length + 1;
      await calibrate(round);
      for (const entry of measured) await measure(entry, i);
    }
  };
  if (measures("lighthouse") && measured.length)
    await inRounds(async (entry, i) => {
      const { route, label, origin, phone } = entry;
      const name = `${label} on ${phone}`;
      let best = null;
      let bestReport = null;
      let failures = 0;
      for (let tries = 0; tries < MAX_TRIES && failures < 2;) {
        // A retry goes by the index the try before it began at, the host's latest.
        const { index, slowdown } = best ? slowdownAt(recent.at(-1)) : slowdownNow();
        let summary;
        let report;
        try {
          const run = await lighthouseRun(`${origin}${route}`, slowdown[phone]);
          const { formFactor, screenEmulation, throttlingMethod, throttling } = run.lhr.configSettings;
          result.lighthouseConfig ??= { formFactor, screenEmulation, throttlingMethod, throttling, hostUserAgent: run.lhr.environment.hostUserAgent };
          summary = { ...summarise(run.lhr, origin), calibratedIndex: index };
          report = run.report;
        } catch (e) {
          failures++;
          entry.errors.push(`run ${i + 1}, failure ${failures}: ${e.message}`);
          log(`${name} run ${i + 1} failed: ${e.message}`);
          continue;
        }
        tries++;
        // What the run emulated: the index it began at, slowed down.
        summary.phoneIndex = summary.benchmarkIndex / summary.cpuSlowdown;
        summary.tries = tries;
        if (summary.benchmarkIndex) recent.push(summary.benchmarkIndex);
        if (!best || missBy(summary, phone) < missBy(best, phone)) [best, bestReport] = [summary, report];
        const line = `${name} run ${i + 1}/${runs}, try ${tries} (set at index ${Math.round(index)}: ${times(summary.cpuSlowdown)}; began at ${Math.round(summary.benchmarkIndex)}, so a phone of ${Math.round(summary.phoneIndex)})`;
        log(`${line}: perf ${summary.performance}, LCP ${seconds(summary.lcp)} s, TBT ${Math.round(summary.tbt)} ms`);
        if (onPhone(summary, phone)) break;
      }
      if (!best) return problems.push(`${name}: Lighthouse run ${i + 1} failed twice`);
      best.onPhone = onPhone(best, phone);
      if (!best.onPhone)
        log(
          `${name} run ${i + 1}: no try emulated the phone within a quarter of index ${PHONES[phone].index}; kept the closest, ${Math.round(best.phoneIndex)}`,
        );
      entry.runs.push(best);
      if (args["save-reports"])
        fs.writeFileSync(
          path.join(reportsDir, `${label === "/" ? "home" : label.replace(/^\/|\/$/g, "").replace(/[/ ()]+/g, "_")}-${phone}-${i + 1}.json`),
          bestReport,
        );
      if (best.externalRequests.length) log(`${name}: requests beyond 127.0.0.1 (blocked): ${best.externalRequests.join(", ")}`);
    });
  // Each round's own runs report the index they began at, and so the phone each emulated.
  for (const [r, c] of result.calibration.entries()) {
    const own = measured
      .map((e) => e.runs[r]?.benchmarkIndex)
      .filter((x) => x != null)
      .sort((a, b) => a - b);
    if (own.length) c.runsIndex = [own[0], own[Math.floor(own.length / 2)], own.at(-1)];
  }
  // Dead time: the menu toggle's time between looking ready and working, on the low-tier phone, in rounds as above.
  const deadEntries = measured.filter((e) => e.site === "ours" && e.phone === phones.at(-1));
  if (deadEntries.length && measures("dead time")) {
    const browser = await launchBrowser();
    try {
      for (let i = 0; i < runs; i++) {
        const { slowdown } = await calibrate(`dead time ${i + 1}`);
        for (const entry of deadEntries) {
          entry.deadTimes ??= [];
          try {
            const r = await measureDeadTime(browser, `${entry.origin}${entry.route}`, slowdown[entry.phone]);
            entry.deadTimes.push(r);
            log(
              `${entry.label} dead time ${i + 1}/${runs} (${times(slowdown[entry.phone])}): ${r.deadMs ?? "never opened"} ms (toggle visible at ${r.visibleMs} ms, ${r.taps} tap(s))`,
            );
          } catch (e) {
            trouble(entry, `dead time, run ${i + 1}: ${e.message}`, `dead time run ${i + 1} failed (${e.message.split("\n")[0]})`);
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
    entry.indexRange = [Math.min(...entry.runs.map((r) => r.benchmarkIndex)), Math.max(...entry.runs.map((r) => r.benchmarkIndex))];
    entry.phoneIndexRange = [Math.min(...entry.runs.map((r) => r.phoneIndex)), Math.max(...entry.runs.map((r) => r.phoneIndex))];
    entry.slowdownRange = [Math.min(...entry.runs.map((r) => r.cpuSlowdown)), Math.max(...entry.runs.map((r) => r.cpuSlowdown))];
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "lcp", "tbt", "cls"])
      if (entry.median[k] == null) problems.push(`${entry.label} on ${entry.phone}: ${k} missing from the Lighthouse result`);
  }
  // Blocking time from CPU time: per route and build, traced loads at full speed, in rounds; each load's tasks after
  // the first paint scaled to each phone by the host's index read just before it (the median of the last three).
  // Unused bytes: one Lighthouse load of each route and build (bytes, not time: the CPU is not slowed).
  const unusedEntries = measures("unused") ? result.routes.filter((e) => e.site === "ours" && e.phone === phones[0] && e.origin) : [];
  for (const entry of unusedEntries)
    try {
      entry.unused = await unusedBytes(`${entry.origin}${entry.route}`);
      log(`${entry.label} unused: ${UNUSED_KINDS.map((k) => `${k} ${kb(entry.unused[k].wastedBytes)} KB`).join(", ")}`);
    } catch (e) {
      trouble(entry, `unused bytes: ${e.message}`, `unused bytes could not be measured (${e.message.split("\n")[0]})`);
    }

  const blockingEntries = measures("blocking") ? result.routes.filter((e) => e.site === "ours" && e.phone === phones[0] && e.origin) : [];
  if (blockingEntries.length) {
    const browser = await launchBrowser();
    const indexes = [];
    try {
      for (let i = 0; i < runs; i++)
        for (const entry of blockingEntries) {
          const index = await currentIndex(browser, indexes);
          const slowdowns = Object.fromEntries(phones.map((p) => [p, fixedSlowdown ?? slowdownFor(index, p)]));
          try {
            const load = await measureLoadBlocking(browser, `${entry.origin}${entry.route}`, slowdowns);
            (entry.blockingLoads ??= []).push({ index, ...load });
            log(
              `${entry.label} blocking ${i + 1}/${runs} (index ${Math.round(index)}): ${phones.map((p) => `${p} ${load[p].ms} ms`).join(", ")}, CPU ${load[phones[0]].cpu} ms`,
            );
          } catch (e) {
            trouble(entry, `blocking, run ${i + 1}: ${e.message}`, `blocking run ${i + 1} failed (${e.message.split("\n")[0]})`);
          }
        }
    } finally {
      await browser.close();
    }
    // The least of the loads, per phone, on each phone's entry.
    for (const entry of blockingEntries)
      for (const r of result.routes.filter((x) => x.label === entry.label && x.site === "ours")) {
        const loads = (entry.blockingLoads ?? []).map((l) => ({ index: l.index, ...l[r.phone] })).sort((a, b) => a.ms - b.ms);
        if (loads.length)
          r.blocking = {
            ...loads[0],
            all: loads.map((l) => l.ms),
            indexRange: [Math.min(...loads.map((l) => l.index)), Math.max(...loads.map((l) => l.index))],
          };
      }
  }

  // Interactions: each of scripts/interactions.mjs whose route is measured, in each language, on each phone and build,
  // in rounds as above. Before each load the host's index is read in the same browser (Lighthouse's benchmark), and
  // the CPU slowed by the median of the last three readings ÷ the phone's index.
  const interactionEntries = [];
  if (measures("interactions"))
    for (const interaction of INTERACTIONS)
      for (const lang of ["en", "ar"])
        for (const { tag, server } of VARIANTS) {
          const route = routeIn(interaction.route, lang);
          if (!server || !routes.includes(route)) continue;
          for (const phone of phones)
            interactionEntries.push({
              id: interaction.id,
              lang,
              route,
              phone,
              tag,
              label: `${interaction.id} on ${route}${tag ? ` ${tag}` : ""}`,
              origin: server.origin,
              interaction,
              runs: [],
              errors: [],
            });
        }
  result.interactions = interactionEntries;
  if (interactionEntries.length) {
    const browser = await launchBrowser();
    const indexes = [];
    try {
      for (let i = 0; i < runs; i++)
        for (const entry of interactionEntries) {
          const index = await currentIndex(browser, indexes);
          const slowdown = fixedSlowdown ?? slowdownFor(index, entry.phone);
          try {
            const steps = await measureInteraction(browser, entry.origin, entry.interaction, entry.lang, slowdown, { trace: args.trace });
            entry.runs.push({ index, slowdown, steps });
            log(
              `${entry.label} on ${entry.phone} ${i + 1}/${runs} (index ${Math.round(index)}, ${times(slowdown)}): ${steps.map((x) => `${x.step} ${x.ms} ms`).join(", ")}`,
            );
          } catch (e) {
            trouble(entry, `interaction, run ${i + 1}: ${e.message}`, `interaction run ${i + 1} failed (${e.message.split("\n")[0]})`);
          }
        }
    } finally {
      await browser.close();
    }
    result.interactionIndexes = indexes;
    for (const entry of interactionEntries) {
      delete entry.interaction;
      // Each step's median over the loads, with the load it came from (its breakdown).
      entry.steps = (entry.runs[0]?.steps ?? []).map(({ step }) => {
        const loads = entry.runs
          .map((r) => r.steps.find((x) => x.step === step))
          .filter(Boolean)
          .sort((a, b) => a.ms - b.ms);
        return { ...loads[Math.floor(loads.length / 2)], all: loads.map((x) => x.ms) };
      });
      entry.slowdownRange = entry.runs.length ? [Math.min(...entry.runs.map((r) => r.slowdown)), Math.max(...entry.runs.map((r) => r.slowdown))] : null;
    }
  }
  for (const { server } of [...VARIANTS, other ?? {}]) server?.child.kill();

  // Targets
  const checks = [];
  for (const r of result.routes) {
    r.targets = {};
    for (const k of Object.keys(TARGETS)) if (targetOf(k, r.phone) && r.median?.[k] != null) r.targets[k] = targetOf(k, r.phone).ok(r.median[k]);
    if (r.firstLoadJs && r.phone === phones[0]) r.targets.firstLoadJs = OTHER_TARGETS.firstLoadJs.ok(r.firstLoadJs.gzipBytes);
    if (r.deadTimeMs != null) r.targets.deadTime = OTHER_TARGETS.deadTime.ok(r.deadTimeMs);
    if (r.blocking) r.targets.blocking = OTHER_TARGETS.blocking.ok(r.blocking.ms);
    for (const [k, ok] of Object.entries(r.targets)) checks.push({ what: `${r.label} ${k}${k in TARGETS || k === "blocking" ? ` on ${r.phone}` : ""}`, ok });
  }
  for (const e of unusedEntries.filter((x) => x.unused))
    for (const k of UNUSED_KINDS)
      checks.push({ what: `${e.label} unused ${k} (${kb(e.unused[k].wastedBytes)} KB)`, ok: OTHER_TARGETS.unused.ok(e.unused[k].wastedBytes) });
  for (const e of interactionEntries.filter((x) => x.phone === INTERACTION_PHONE))
    for (const x of e.steps ?? []) checks.push({ what: `${e.label}: ${x.step} (${x.ms} ms)`, ok: OTHER_TARGETS.interaction.ok(x.ms) });
  for (const theirs of result.beside) {
    theirs.targets = {};
    if (theirs.phone !== BESIDE_PHONE || !theirs.median || !theirs.ours.median) continue;
    for (const [k, t] of Object.entries(BESIDE_TARGETS)) theirs.targets[k] = t.ok(theirs.ours.median[k], theirs.median[k]);
    for (const [k, ok] of Object.entries(theirs.targets)) checks.push({ what: `${theirs.route} ${k} beside ${beside} on ${theirs.phone}`, ok });
  }
  for (const { without: step, builds: b } of VARIANTS) {
    const suffix = step ? ` without ${step}` : "";
    if (b.cold?.exitCode === 0) checks.push({ what: `cold build${suffix}`, ok: OTHER_TARGETS.coldBuild.ok(b.cold.ms) });
    if (b.rebuild?.exitCode === 0) checks.push({ what: `rebuild${suffix}`, ok: OTHER_TARGETS.rebuild.ok(b.rebuild.ms) });
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
  const allRuns = [...result.routes, ...result.beside].flatMap((r) => r.runs);
  const onPhoneCount = allRuns.filter((r) => r.onPhone).length;
  result.runsOnPhone = { landed: onPhoneCount, runs: allRuns.length };
  const calibrationLine = (c) =>
    `  ${typeof c.round === "number" ? `round ${c.round}` : c.round}: host index ${Math.round(c.hostIndex)}${c.runsIndex ? ` (its runs began at ${c.runsIndex.map(Math.round).join(", ")}: least, median, most)` : ""}; ${phones
      .map((p) => `${p} ${times(c.slowdown[p])}`)
      .join(
        ", ",
      )}${c.hostSlowerThan.length ? `  !!! HOST SLOWER THAN ${c.hostSlowerThan.join(", ").toUpperCase()}: UNTHROTTLED, A SLOWER PHONE THAN NAMED` : ""}`;
  if (jsOnly) out.push("First-load JavaScript only (--js-only): no Lighthouse run, no dead time, no interactions.");
  else if (only.length) out.push(`Only ${only.join(" and ")} (--${only.join(", --")}): no Lighthouse scores, no dead time.`);
  else {
    out.push(
      `Lighthouse: mobile, simulated throttling (slow 4G), each figure the median of its ${runs} run(s), served by ${serverName}. LCP−FCP ms is the median of each run's gap between its two paints. Skipped: /blog (${SKIPPED_ROUTES["/blog"]}).`,
      `Phones: Chrome DevTools' calibrated CPU presets, ${phones.map((p) => `${PHONES[p].name} at benchmark index ${PHONES[p].index}`).join(", ")}. CPU slowdown = host index / phone index, set before each round:`,
      ...result.calibration.map(calibrationLine),
      `Within a round each run's slowdown follows the host: the median of the last three indexes measured (the round's and the runs' own), and for a retry the latest. A run counts when the phone it emulated (the index it began at ÷ its slowdown) is within a quarter of the named phone's index, else it runs again, up to ${MAX_TRIES} tries: ${onPhoneCount} of ${allRuns.length} runs landed, ${allRuns.length - onPhoneCount} kept their closest try. Per row: Index, the host index its runs began at; CPU x, their slowdown; Phone, the index they emulated; each a range over the runs.`,
      `Dead ms: time from the menu toggle becoming visible to the first tap that opens the menu, tapping every 100 ms at 375 px under slow 4G and the ${PHONES[phones.at(-1)].name}'s CPU slowdown (DevTools Protocol), median of ${runs} run(s).`,
    );
    for (const phone of phones) {
      const rows = result.routes.filter((r) => r.phone === phone);
      const targets = Object.keys(TARGETS).flatMap((k) => (targetOf(k, phone) ? [`${k} ${targetOf(k, phone).label}`] : []));
      out.push(
        "",
        `${PHONES[phone].name}, index ${PHONES[phone].index}. Targets: ${targets.join(", ")}${phone === phones.at(-1) ? `, dead time ${OTHER_TARGETS.deadTime.label.replace(/ on .*/, "")}` : ""}.`,
        table(
          ["Route", "Index", "CPU x", "Phone", ...COLUMNS.map(([heading]) => heading), ...(phone === phones.at(-1) ? ["Dead ms"] : [])],
          rows.map((r) => [
            r.label,
            r.indexRange ? range(r.indexRange) : "-",
            r.slowdownRange ? range(r.slowdownRange, (v) => v.toFixed(2)) : "-",
            r.phoneIndexRange ? range(r.phoneIndexRange) : "-",
            ...COLUMNS.map(([, key, format = String]) => (r.median?.[key] == null ? "-" : `${format(r.median[key])}${mark(key, r.median[key], phone)}`)),
            ...(phone === phones.at(-1)
              ? [r.deadTimeMs == null ? "-" : `${Number.isFinite(r.deadTimeMs) ? r.deadTimeMs : "never"}${mark("deadTime", r.deadTimeMs)}`]
              : []),
          ]),
        ),
      );
    }
    if (beside)
      for (const phone of phones) {
        const rows = result.beside.filter((t) => t.phone === phone && t.median && t.ours.median);
        if (!rows.length) continue;
        const judged = phone === BESIDE_PHONE;
        const fig = (x) => `${x.median.performance} / ${Math.round(x.median.lcp)} / ${Math.round(x.median.tbt)} / ${kb(x.median.totalTransferBytes)}`;
        const ok = (t, k) => (judged && k in t.targets ? (t.targets[k] ? " ✓" : " ✗") : "");
        out.push(
          "",
          `Beside ${beside}, ${PHONES[phone].name} (index ${PHONES[phone].index}), the same rounds${
            judged
              ? `; ours: ${Object.values(BESIDE_TARGETS)
                  .map((t) => t.label)
                  .join(", ")}`
              : " (not judged)"
          }:`,
          table(
            ["Route", "Index", "CPU x", "Phone", "Ours: perf / LCP ms / TBT ms / KB", "Theirs: perf / LCP ms / TBT ms / KB", "LCP", "TBT", "KB"],
            rows.map((t) => [
              t.route,
              range([...t.ours.indexRange, ...t.indexRange]),
              range([...t.ours.slowdownRange, ...t.slowdownRange], (v) => v.toFixed(2)),
              range([...t.ours.phoneIndexRange, ...t.phoneIndexRange]),
              fig(t.ours),
              fig(t),
              `${Math.round(t.ours.median.lcp - t.median.lcp)}${ok(t, "lcp")}`,
              `${Math.round(t.ours.median.tbt - t.median.tbt)}${ok(t, "tbt")}`,
              `${kb(t.ours.median.totalTransferBytes - t.median.totalTransferBytes)}${ok(t, "totalTransferBytes")}`,
            ]),
          ),
          "(LCP, TBT, KB: ours minus theirs.)",
        );
      }
  }
  if (blockingEntries.length) {
    out.push(
      "",
      `Blocking time from CPU time: loads at full speed on a ${PHONE_SCREEN.viewport.width} px phone, traced until hydrated and idle; each main-thread task after the first contentful paint, its thread time (tdur) × host index ÷ phone index, counts what it lasts over 50 ms, summed as Lighthouse sums TBT; the least of ${runs} load(s). Target: ${OTHER_TARGETS.blocking.label}. CPU ms: the main thread's time after the paint, at this host's speed. Lighthouse's simulated TBT is context only.`,
      table(
        ["Route", "Index", "CPU ms", ...phones.flatMap((p) => [`${p} ms`, `${p} longest`]), ...phones.map((p) => `${p}, each load`)],
        blockingEntries.map((e) => {
          const of = (p) => result.routes.find((x) => x.label === e.label && x.site === "ours" && x.phone === p)?.blocking;
          const any = of(phones[0]);
          return [
            e.label,
            any ? range(any.indexRange) : "-",
            any ? any.cpu : "-",
            ...phones.flatMap((p) => (of(p) ? [`${of(p).ms}${OTHER_TARGETS.blocking.ok(of(p).ms) ? " ✓" : " ✗"}`, of(p).longest] : ["-", "-"])),
            ...phones.map((p) => of(p)?.all.join(" ") ?? "-"),
          ];
        }),
      ),
    );
  }
  if (unusedEntries.length) {
    const cell = (x) =>
      `${kb(x.wastedBytes)}${OTHER_TARGETS.unused.ok(x.wastedBytes) ? " ✓" : " ✗"}${x.url ? ` ${x.url.replace(/^https?:\/\/[^/]+\//, "").slice(0, 28)}` : ""}`;
    out.push(
      "",
      `Unused bytes: one Lighthouse load of each route (mobile, ${PHONE_SCREEN.viewport.width} px at ${PHONE_SCREEN.deviceScaleFactor} device pixels); each kind's largest item, KB: unused CSS (each sheet's unused share of its gzip bytes, by the rule usage Lighthouse's unused-css-rules reads), unused-javascript (threshold 0) less the runtime's, a picture's bytes beyond its slot (Lighthouse 12's uses-responsive-images, which 13 folded into image-delivery-insight) or image-delivery-insight's saving; Runtime JS, React's and Gatsby's runtime (the framework chunk, and Gatsby's .cache modules and packages by the source maps), is the floor, summed over the scripts, shown and not judged. Target: ${OTHER_TARGETS.unused.label}.`,
      table(
        ["Route", "CSS KB", "JS KB", "Pictures KB", "Runtime JS KB"],
        unusedEntries.map((e) => [
          e.label,
          ...(e.unused ? [...UNUSED_KINDS.map((k) => cell(e.unused[k])), kb(e.unused.runtime.wastedBytes)] : ["-", "-", "-", "-"]),
        ]),
      ),
    );
  }
  if (interactionEntries.length) {
    const traced = args.trace;
    out.push(
      "",
      `Interactions: each step's slowest input-to-next-paint (Event Timing 'event' entries over 16 ms, as web-vitals' INP reads them), on a ${PHONE_SCREEN.viewport.width} px phone, once the page has loaded, with the CPU slowed by host index ÷ phone index (the host's index read before each load); ms: the median of ${runs} load(s) / the least, judged on the median; compare builds by the least. 0: under 16 ms. d/p/p: that load's input delay / processing / presentation, ms${traced ? "; s/st/l/p: its main-thread CPU by kind, script / style / layout / paint, ms, from a trace of the step" : ""}. Target: ${OTHER_TARGETS.interaction.label}.`,
    );
    for (const phone of phones) {
      const rows = [];
      const keyOf = (e) => `${e.id}|${e.tag ?? ""}`;
      for (const key of [...new Set(interactionEntries.filter((e) => e.phone === phone).map(keyOf))]) {
        const byLang = Object.fromEntries(interactionEntries.filter((e) => e.phone === phone && keyOf(e) === key).map((e) => [e.lang, e]));
        const any = byLang.en ?? byLang.ar;
        for (const { step } of any.steps ?? []) {
          const cells = (e) => {
            const x = e?.steps?.find((y) => y.step === step);
            if (!x) return traced ? ["-", "-", "-"] : ["-", "-"];
            const ms = `${x.ms}/${Math.min(...x.all)}${phone === INTERACTION_PHONE ? (OTHER_TARGETS.interaction.ok(x.ms) ? " ✓" : " ✗") : ""}`;
            const dpp = x.event ? `${x.inputDelay}/${x.processing}/${x.presentation}` : "-";
            const kinds = x.trace
              ? `${Math.round(x.trace.script)}/${Math.round(x.trace.style)}/${Math.round(x.trace.layout)}/${Math.round(x.trace.paint)}`
              : "-";
            return traced ? [ms, dpp, kinds] : [ms, dpp];
          };
          const slow = [byLang.en, byLang.ar].flatMap((e) => e?.slowdownRange ?? []);
          rows.push([
            `${any.id}${any.tag ? ` ${any.tag}` : ""}`,
            step,
            slow.length ? range(slow, (v) => v.toFixed(1)) : "-",
            ...cells(byLang.en),
            ...cells(byLang.ar),
          ]);
        }
      }
      const heads = (lang) => (traced ? [`${lang} ms`, `${lang} d/p/p`, `${lang} s/st/l/p`] : [`${lang} ms`, `${lang} d/p/p`]);
      out.push("", `${PHONES[phone].name}, index ${PHONES[phone].index}:`, table(["Interaction", "Step", "CPU x", ...heads("EN"), ...heads("AR")], rows));
    }
  }
  out.push(
    "",
    table(
      ["Route", "First-load JS (gzip KB)", "Files", "Page chunk"],
      result.routes
        .filter((r) => r.phone === phones[0])
        .map(({ label, firstLoadJs: js }) =>
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
    `Other targets: first-load JS ${OTHER_TARGETS.firstLoadJs.label}, dead time ${OTHER_TARGETS.deadTime.label}, cold build ${OTHER_TARGETS.coldBuild.label}, rebuild ${OTHER_TARGETS.rebuild.label}. KB = 1024 bytes.`,
    `Machine load: load average at start ${m.loadAverageAtStart.join(" ")}; host CPU benchmark index ${range(result.calibration.map((c) => c.hostIndex))} at calibration (higher is faster).`,
  );
  const audits = result.routes.filter((r) => r.median?.failedNonPerfAudits.length).map((r) => `${r.label} ${r.median.failedNonPerfAudits.join(", ")}`);
  if (audits.length) out.push(`Failing a11y/best-practices/SEO audits (in any run; details in the JSON): ${[...new Set(audits)].join("; ")}`);
  const external = [...new Set(result.routes.flatMap((r) => r.runs.flatMap((x) => x.externalRequests)))];
  if (external.length) out.push(`Requests beyond 127.0.0.1 (blocked, so they count as failures): ${external.join(", ")}`);
  for (const p of problems) out.push(`NOT MEASURED: ${p}`);
  if (result.failed.length) out.push(`Missed: ${result.failed.join("; ")}`);
  out.push(`${result.failedTargets} of ${result.checkedTargets} targets failed${problems.length ? `; ${problems.length} measurement problem(s)` : ""}.`);
  result.printed = out.join("\n");
  process.stdout.write(`${result.printed}\n`);

  // The other site's entries point at ours; the JSON names our route instead.
  const json = `${JSON.stringify(result, (k, v) => (k === "ours" ? v.route : v), 2)}\n`;
  fs.writeFileSync(path.join(benchDir, `results-${stamp}.json`), json);
  fs.writeFileSync(path.join(benchDir, "latest.json"), json);
  log(`wrote bench/results-${stamp}.json and bench/latest.json`);
  return problems.length ? 1 : 0;
}

runMain(main, { keep: args.keep });
