#!/usr/bin/env node
// Performance benchmark (docs/performance.md): each figure beside its target. A report, not a test: it exits 0
// when a target is missed and non-zero only when something could not be measured.
//
//   npm run bench [-- options]
//     --reuse           measure an existing build (--dir, default ./public) instead of building the working tree
//     --dir <a,b>       with --reuse, the builds to measure; several are measured in the same rounds
//     --runs <n>        loads of each route for each figure, in rounds over the routes (default 3)
//     --routes a,b,c    only these routes; by default those of tests/routes.json and their /ar twins
//     --phones a,b      the calibrated phones to emulate: mid, low (default both)
//     --interactions    only the interactions (scripts/interactions.mjs); with --blocking or --unused, those too
//     --blocking        only the blocking time from CPU time (traced loads)
//     --unused          only the bytes a page loads and does not use (CSS, JavaScript, pictures beyond their slot)
//     --slowdown <x>    every CPU slowdown fixed at x instead of host index ÷ phone index, for comparing builds
//     --server <name>   project (scripts/static-server.mjs, the default) or nginx (the build's deploy/nginx.conf)
//     --without a,b     also build with each named step of gatsby-plugin-fast-start off (FAST_START=off:<step>)
//     --beside <dir>    also measure another site's build on the routes it has, on the low-tier phone; ours must
//                       paint its LCP first and weigh no more
//
// Without --reuse, a copy of the working tree is built cold and after one word changes, each build timed.
// Every page loads in Debian's Chromium, nothing leaving 127.0.0.1, in rounds: every route once, then again,
// so that a slow minute on this shared machine falls on one load of several routes. Before each load the host's
// CPU benchmark index is read (Lighthouse's computeBenchmarkIndex), and the CPU is slowed by the median of the
// last three readings ÷ the phone's index.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import ROUTE_LIST from "../tests/routes.json" with { type: "json" };
import {
  copyWorkingTree,
  freePort,
  gzipBytes,
  kb,
  parseOptions,
  repoRoot,
  runMain,
  table,
  tempDir,
  timedBuild,
  track,
  usageError,
  writeReport,
  writtenCount,
} from "./bench-lib.mjs";
import * as inBrowser from "./interactions.mjs";

// Chrome DevTools' calibrated CPU presets, each a Lighthouse CPU benchmark index
// (chrome-devtools-frontend, panels/mobile_throttling/CalibrationController.ts: midScore, lowScore).
const PHONES = {
  mid: { name: "Mid-tier phone (Pixel 5)", index: 1000 },
  low: { name: "Low-tier phone (Moto G Power 2022)", index: 264 },
};

// Lighthouse's figures, by phone; accessibility, best practices and SEO do not depend on the CPU and are judged once.
const LIGHTHOUSE_TARGETS = {
  performance: { mid: { label: "= 100", ok: (v) => v === 100 }, low: { label: ">= 95", ok: (v) => v >= 95 } },
  accessibility: { mid: { label: "= 100", ok: (v) => v === 100 } },
  bestPractices: { mid: { label: "= 100", ok: (v) => v === 100 } },
  seo: { mid: { label: "= 100", ok: (v) => v === 100 } },
  lcp: { mid: { label: "< 1.5 s", ok: (v) => v < 1500 } },
  // The LCP picture starts with the document's first bytes and is painted with the text (src/components/ui/picture.tsx).
  lcpGap: { mid: { label: "<= 150 ms", ok: (v) => v <= 150 } },
  cls: { mid: { label: "= 0.00", ok: (v) => Math.round(v * 100) === 0 } },
};
const TARGETS = {
  firstLoadJs: { label: "< 80 KB gzip", ok: (v) => v < 80 * 1024 },
  blocking: { label: "< 50 ms on every phone", ok: (v) => v < 50 },
  interaction: { label: "<= 100 ms on the low-tier phone", ok: (v) => v <= 100 },
  unused: { label: "no item >= 4 KB", ok: (v) => v < 4 * 1024 },
  coldBuild: { label: "< 90 s", ok: (v) => v < 90_000 },
  rebuild: { label: "< 20 s", ok: (v) => v < 20_000 },
  besideLcp: { label: "LCP below theirs", ok: (ours, theirs) => ours < theirs },
};

// ---------------------------------------------------------------- options

const args = parseOptions(import.meta.url, "reuse interactions blocking unused", {
  dir: null,
  runs: 3,
  routes: null,
  phones: "mid,low",
  server: "project",
  without: null,
  beside: null,
  slowdown: null,
});
const { reuse, runs } = args;
const list = (option) => (option ?? "").split(",").flatMap((x) => (x.trim() ? [x.trim()] : []));
// Each route at its one URL, with its trailing slash, so that no load pays a redirect. /blog, a client-side
// redirect to /insights, is not in tests/routes.json.
const page = (route) => (route === "/" ? route : `/${route.replace(/^\/+|\/+$/g, "")}/`);
const { spec, samples } = ROUTE_LIST;
const ENGLISH_ROUTES = [...spec, samples.article, samples.tag, samples.caseStudy].map(page);
const routes = args.routes ? list(args.routes).map(page) : [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map((route) => `/ar${route}`)];
const phones = list(args.phones);
if (!phones.length || phones.some((p) => !PHONES[p])) usageError(`--phones names phones among ${Object.keys(PHONES).join(", ")}`);
// The parts a run measures: those named, or all of them.
const only = ["interactions", "blocking", "unused"].filter((part) => args[part]);
const measures = (part) => !only.length || only.includes(part);
const fixedSlowdown = args.slowdown == null ? null : Number(args.slowdown);
if (fixedSlowdown != null && !(fixedSlowdown >= 1)) usageError("--slowdown must be a number, 1 or more");
if (!["project", "nginx"].includes(args.server)) usageError("--server must be project or nginx");
if (args.dir && !reuse) usageError("--dir measures an existing build: use it with --reuse");
if (args.without && reuse) usageError("--without builds its variants: use it without --reuse");
const beside = args.beside && path.resolve(args.beside);
if (beside && !fs.existsSync(path.join(beside, "index.html"))) usageError(`--beside ${args.beside}: no index.html there`);
if (beside && !phones.includes("low")) usageError("--beside compares on the low-tier phone: --phones must name low");

// The builds measured, the first unnamed: those of --dir, or a copy of the working tree and one more with
// each step of --without off (the plugin's switch refuses a step it does not know, and the build's log says so).
const dirs = list(args.dir).map((dir) => path.resolve(dir));
const builds = reuse
  ? (dirs.length ? dirs : [path.join(repoRoot, "public")]).map((dir, i) => ({ dir, tag: i ? ` in ${path.basename(dir)}` : "" }))
  : [null, ...list(args.without)].map((step) => ({ step, tag: step ? ` without ${step}` : "", env: step ? { FAST_START: `off:${step}` } : {} }));

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);
const loadAtStart = os.loadavg().map((l) => l.toFixed(2));
const problems = []; // what could not be measured
const checks = []; // every figure judged against its target

/** `text` with ✓ or ✗ by `target`, counted among the run's checks as `what`. */
function judged(text, what, target, ...values) {
  const ok = target.ok(...values);
  checks.push({ what, ok });
  return `${text} ${ok ? "✓" : "✗"}`;
}

// ---------------------------------------------------------------- builds

/** Swaps the first long word of the about page's lead in the copy's content/pages.en.json. */
function changeOneWord(siteDir) {
  const file = path.join(siteDir, "content", "pages.en.json");
  const raw = fs.readFileSync(file, "utf8");
  const lead = JSON.parse(raw).find((p) => p.slug === "about")?.lead ?? "";
  const from = /\b[a-z]{5,}\b/.exec(lead)?.[0];
  if (!from) throw new Error("content/pages.en.json has no about page with a lead with a word to change");
  const to = "benchmarked";
  fs.writeFileSync(file, raw.replace(JSON.stringify(lead), JSON.stringify(lead.replace(from, to))));
  return { from, to };
}

/** Builds a copy of the working tree cold, then after one word changes, each timed; `build.dir` is its output. */
async function timedBuilds(build) {
  const dir = copyWorkingTree("bench-build-");
  build.dir = path.join(dir, "public");
  const name = (when) => `build-${when}${build.step ? `-without-${build.step}` : ""}`;
  const options = { env: build.env, log, problems };
  build.cold = await timedBuild(dir, name("cold"), `cold build${build.tag}`, options);
  if (build.cold.exitCode !== 0) return;
  build.change = changeOneWord(dir);
  build.rebuild = await timedBuild(dir, name("rebuild"), `rebuild${build.tag}`, options);
  const about = htmlFile(build.dir, "/about/");
  if (build.rebuild.exitCode === 0 && !fs.readFileSync(about, "utf8").includes(build.change.to))
    problems.push("the rebuilt /about page lacks the changed word");
}

// ---------------------------------------------------------------- first-load JavaScript

const htmlFile = (dir, route) => path.join(dir, route, "index.html");
const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(...parts), "utf8"));

/** The gzip bytes of the start-up scripts of `route` and of its page's chunks, with its chunk's name. */
function firstLoadJs(dir, route) {
  const html = fs.readFileSync(htmlFile(dir, route), "utf8");
  // <script src> tags, or the list of the loader that plugins/gatsby-plugin-fast-start/defer-scripts.ts puts in
  // their place (it appends them after the first paint; they are still first-load code).
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].map((m) => m[1]);
  const deferred = /var s=(\[[^\]]*\]);function l\(\)/.exec(html);
  if (deferred) sources.push(...JSON.parse(deferred[1]));
  if (!sources.length) throw new Error("no start-up scripts found in its HTML");
  const external = sources.find((src) => /^(https?:)?\/\//.test(src));
  if (external) throw new Error(`it loads an external script at start: ${external}`);
  const chunk = readJson(dir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json").componentChunkName;
  // webpack.stats.json lists the component chunk with the shared chunks it depends on; chunk-map.json (what
  // Gatsby's loader uses) names the component chunk itself.
  const chunks = [...(readJson(dir, "webpack.stats.json").assetsByChunkName?.[chunk] ?? []), ...(readJson(dir, "chunk-map.json")[chunk] ?? [])];
  if (!chunks.length) throw new Error(`chunk ${chunk} is in neither webpack.stats.json nor chunk-map.json`);
  const files = new Set([...sources.map((src) => src.split(/[?#]/)[0]), ...chunks].map((f) => f.replace(/^\//, "")).filter((f) => f.endsWith(".js")));
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(fs.readFileSync(path.join(dir, file))), 0);
  return { chunk, files: files.size, bytes };
}

// ---------------------------------------------------------------- servers and Lighthouse

const answers = (url) => new Promise((resolve) => http.get(url, (res) => resolve(res.resume())).on("error", () => resolve(false)));

/** Serves `dir` with the --server on a free port; resolves with its origin once it answers. */
async function serve(dir) {
  const port = await freePort();
  const [script, ...rest] = args.server === "nginx" ? ["nginx-server.mjs", "--conf", path.join(dir, "..", "deploy", "nginx.conf")] : ["static-server.mjs"];
  const command = [path.join(repoRoot, "scripts", script), "--port", String(port), "--dir", dir, ...rest];
  track(spawn(process.execPath, command, { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] }));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (await answers(`${origin}/`)) return origin;
    await sleep(100);
  }
  throw new Error(`the ${args.server} server did not start`);
}

/** A copy of another site's build with a brotli copy beside each text file, as ours has them, so one server sends both alike. */
function besideCopy(dir) {
  const dest = tempDir("bench-beside-");
  fs.cpSync(dir, dest, { recursive: true });
  for (const file of fs.readdirSync(dest, { recursive: true }).map((f) => path.join(dest, f)))
    if (/\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/.test(file) && !fs.existsSync(`${file}.br`))
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  return dest;
}

/**
 * One Lighthouse run of `url` (mobile, simulated slow 4G) in a fresh Chromium. The full-page screenshot is skipped:
 * it counts in no score, and its viewport resize would load what lies below the fold (the map).
 */
async function lighthouseRun(url, flags, config) {
  const chrome = await inBrowser.launchChrome();
  track(chrome.process); // so that Ctrl-C stops it too
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", disableFullPageScreenshot: true, ...flags }, config);
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const transferred = (type) => items("resource-summary").find((r) => r.resourceType === type)?.transferSize ?? null;
  const [lcp, fcp] = [num("largest-contentful-paint"), num("first-contentful-paint")];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp,
    fcp,
    // The same run's two paints, so that a slow minute moves both and not the gap.
    lcpGap: lcp == null || fcp == null ? null : lcp - fcp,
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    jsBytes: transferred("script"),
    totalBytes: transferred("total"),
    // What costs a point of accessibility, best practices or SEO.
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
      .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id),
  };
}

// Figures where a higher value is better; for every other number lower is better.
const HIGHER_IS_BETTER = new Set(["performance", "accessibility", "bestPractices", "seo"]);

/** The middle of `values`; of two middle values the worse, so that a figure is never reported better than its middle. */
function median(values, higherIsBetter = false) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted[higherIsBetter ? Math.floor((sorted.length - 1) / 2) : Math.floor(sorted.length / 2)] ?? null;
}

/** Each figure's median over the runs, as the targets are stated; a list is the union of the runs' lists. */
function medianOfRuns(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => {
      const values = runs.map((r) => r[key]);
      return [key, Array.isArray(values[0]) ? [...new Set(values.flat())] : median(values, HIGHER_IS_BETTER.has(key))];
    }),
  );
}

// ---------------------------------------------------------------- unused bytes

// The runtime floor, shown and not judged: webpack's framework chunk (React, react-dom) and, in the other chunks,
// Gatsby's own runtime (its .cache modules, its router, its packages), which every page runs.
const RUNTIME = /\/framework-[0-9a-f]+\.js$/;
const RUNTIME_SOURCE = /\.cache\/|node_modules\/(@gatsbyjs\/|gatsby\/|gatsby-[a-z-]+\/|react\/|react-dom\/|scheduler\/)/;
// Lighthouse's unused-javascript takes its threshold as an option.
const UNUSED_CONFIG = {
  extends: "lighthouse:default",
  settings: { onlyAudits: ["unused-javascript", "image-delivery-insight", "image-size-responsive", "network-requests"] },
  audits: [{ path: "byte-efficiency/unused-javascript", options: { unusedThreshold: 0, bundleSourceUnusedThreshold: 0 } }],
};
const UNUSED_KINDS = ["css", "js", "pictures"];
const largest = (items) => items.reduce((a, b) => (b.wastedBytes > a.wastedBytes ? b : a), { url: null, wastedBytes: 0 });

/**
 * Each style sheet's unused share of its gzip bytes, by the DevTools Protocol's rule usage, which Lighthouse's
 * unused-css-rules reads: Lighthouse 13 sees no sheet that Gatsby inlines.
 */
async function unusedCss(browser, url) {
  const context = await browser.newContext(inBrowser.PHONE_SCREEN);
  try {
    const tab = await context.newPage();
    await tab.coverage.startCSSCoverage();
    await tab.goto(url, { waitUntil: "networkidle" });
    await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    return (await tab.coverage.stopCSSCoverage()).map(({ url: sheet, text = "", ranges }) => {
      const used = ranges.reduce((n, r) => n + r.end - r.start, 0);
      const wasted = text.length ? 1 - used / text.length : 0;
      return { url: `${sheet === url ? "inline: " : ""}${text.slice(0, 40)}`, wastedBytes: Math.round(wasted * gzipBytes(Buffer.from(text))) };
    });
  } finally {
    await context.close();
  }
}

/**
 * What one load of `url` fetches and does not use, each kind's largest item: a style sheet's unused share, a script's
 * unused bytes less the runtime's (by its source map), and a picture's bytes beyond its slot (its pixels over the
 * slot's at the phone's density, as Lighthouse 12's uses-responsive-images counted them, which 13 folded into
 * image-delivery-insight with a 12 KB floor for a picture with a srcset) or image-delivery-insight's saving.
 */
async function unusedBytes(browser, url) {
  const css = await unusedCss(browser, url);
  const { lhr, artifacts } = await lighthouseRun(url, {}, UNUSED_CONFIG);
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const sizes = new Map(items("network-requests").map((r) => [r.url, r.transferSize || r.resourceSize || 0]));
  const dpr = artifacts.ViewportDimensions?.devicePixelRatio ?? 1;
  const pictures = items("image-delivery-insight").map((i) => ({ url: i.url, wastedBytes: i.wastedBytes ?? 0 }));
  for (const img of artifacts.ImageElements ?? []) {
    const natural = img.naturalDimensions;
    if (img.isCss || !natural || !img.displayedWidth || !sizes.has(img.src)) continue;
    const used = (img.displayedWidth * dpr * img.displayedHeight * dpr) / (natural.width * natural.height);
    pictures.push({ url: img.src, wastedBytes: Math.round(Math.max(0, 1 - used) * sizes.get(img.src)) });
  }
  const scripts = items("unused-javascript").map((i) => {
    const sources = i.subItems?.items ?? [];
    const runtime = RUNTIME.test(i.url) ? i.wastedBytes : sources.filter((x) => RUNTIME_SOURCE.test(x.source)).reduce((n, x) => n + x.sourceWastedBytes, 0);
    return { url: i.url, wastedBytes: i.wastedBytes - Math.min(runtime, i.wastedBytes), runtime: Math.min(runtime, i.wastedBytes) };
  });
  return { css: largest(css), js: largest(scripts), pictures: largest(pictures), runtime: scripts.reduce((n, i) => n + i.runtime, 0) };
}

// ---------------------------------------------------------------- rounds

const browserPromise = inBrowser.launchBrowser();
const indexes = []; // the host's readings, newest last

/** The host's CPU index now, read again: the median of its last three readings, which one busy moment does not swing. */
async function hostIndex() {
  indexes.push(await inBrowser.benchmarkIndex(await browserPromise));
  return median(indexes.slice(-3));
}

/** The CPU slowdown that makes this host the phone; never below 1, since no setting speeds a CPU up. */
const slowdownFor = (index, phone) => fixedSlowdown ?? Math.max(1, index / PHONES[phone].index);

/**
 * Calls measure(job, index) for every job, then again, --runs times, the host's index read before each. `measure`
 * resolves with what the log says of it; a failure is tried once more, then reported as not measured.
 */
async function inRounds(what, jobs, measure, rounds = runs) {
  for (let i = 1; i <= rounds; i++)
    for (const job of jobs)
      for (let attempt = 1; attempt <= 2; attempt++)
        try {
          const index = await hostIndex();
          log(`${job.label}${job.phone ? ` on ${job.phone}` : ""}, ${what} ${i}/${rounds} at index ${Math.round(index)}: ${await measure(job, index)}`);
          break;
        } catch (e) {
          log(`${job.label}, ${what} ${i}/${rounds}, attempt ${attempt}: ${e.message}`);
          if (attempt === 2) problems.push(`${job.label}: ${what} run ${i} failed (${e.message.split("\n")[0]})`);
        }
}

const range = (values, format = (v) => String(Math.round(v))) => {
  const known = values.filter((v) => v != null);
  if (!known.length) return "-";
  const [lo, hi] = [format(Math.min(...known)), format(Math.max(...known))];
  return lo === hi ? lo : `${lo}-${hi}`;
};
const times = (v) => `${v.toFixed(2)}x`;
const seconds = (ms) => (ms / 1000).toFixed(2);
const slowdownsOf = (loads = []) => loads.map((load) => load.slowdown);

// ---------------------------------------------------------------- main

async function main() {
  for (const build of builds) {
    if (!reuse) await timedBuilds(build);
    if (fs.existsSync(path.join(build.dir, "index.html"))) build.origin = await serve(build.dir);
    else problems.push(`no build to measure in ${build.dir}`);
  }
  const browser = await browserPromise;
  const [first] = builds;
  const cpus = os.cpus();
  const lighthouseVersion = readJson(repoRoot, "node_modules/lighthouse/package.json").version;
  const out = [
    `Benchmark ${new Date().toISOString()}  |  ${cpus[0]?.model} x ${cpus.length}, ${os.type()} ${os.release()}, Node ${process.version}, Chromium ${browser.version()}, Lighthouse ${lighthouseVersion}`,
    `Build measured: ${first.dir}${reuse ? " (reused)" : " (fresh build of the working tree)"}; load average at start ${loadAtStart.join(" ")}`,
  ];

  // Every page of every build, and of --beside where it has the route.
  const pages = [];
  for (const route of routes)
    for (const build of builds.filter((b) => b.origin)) {
      const label = `${route}${build.tag}`;
      if (!fs.existsSync(htmlFile(build.dir, route))) problems.push(`${label}: no page in the build`);
      else pages.push({ route, label, build, origin: build.origin });
    }
  const ours = pages.filter((p) => p.build === first);
  const other = beside && measures("lighthouse") ? { origin: await serve(besideCopy(beside)) } : null;
  const theirs = other
    ? ours.filter((p) => fs.existsSync(htmlFile(beside, p.route))).map((p) => ({ ...p, label: `${p.route} (beside)`, origin: other.origin, ours: p }))
    : [];

  if (measures("lighthouse")) {
    const jobs = [...pages.flatMap((p) => phones.map((phone) => ({ ...p, phone, page: p }))), ...theirs.map((p) => ({ ...p, phone: "low", page: p }))];
    for (const p of [...pages, ...theirs]) p.lighthouse = Object.fromEntries(phones.map((phone) => [phone, []]));
    await inRounds("Lighthouse", jobs, async (job, index) => {
      const slowdown = slowdownFor(index, job.phone);
      const { lhr } = await lighthouseRun(`${job.origin}${job.route}`, { onlyCategories: CATEGORIES, throttling: { cpuSlowdownMultiplier: slowdown } });
      const summary = summarise(lhr);
      job.page.lighthouse[job.phone].push({ ...summary, slowdown });
      return `${times(slowdown)}, perf ${summary.performance}, LCP ${seconds(summary.lcp)} s, TBT ${Math.round(summary.tbt)} ms`;
    });
    for (const p of [...pages, ...theirs])
      p.median = Object.fromEntries(phones.map((phone) => [phone, p.lighthouse[phone].length ? medianOfRuns(p.lighthouse[phone]) : null]));
    out.push(
      "",
      `Lighthouse: mobile, simulated slow 4G, each figure the median of ${runs} run(s), served by ${args.server}; LCP−FCP, each run's gap between its two paints. CPU x: the runs' slowdowns, host index ÷ phone index.`,
    );
    for (const phone of phones) {
      const targets = Object.entries(LIGHTHOUSE_TARGETS).flatMap(([key, t]) => (t[phone] ? [`${key} ${t[phone].label}`] : []));
      const heads = ["Route", "CPU x", ...COLUMNS.map(([heading]) => heading)];
      out.push("", `${PHONES[phone].name}, index ${PHONES[phone].index}. Targets: ${targets.join(", ")}.`);
      out.push(
        table(
          heads,
          pages.map((p) => lighthouseRow(p, phone)),
        ),
      );
    }
    // Weight is shown, not judged: React's and Gatsby's runtime, on every page, outweighs a site that ships no framework.
    const besideTargets = `ours ${TARGETS.besideLcp.label}`;
    if (theirs.length) out.push("", `Beside ${beside}, ${PHONES.low.name}, the same rounds: ${besideTargets}.`, besideTable(theirs));
  }

  const blockingPages = measures("blocking") ? pages : [];
  await inRounds("blocking", blockingPages, async (p, index) => {
    const slowdowns = Object.fromEntries(phones.map((phone) => [phone, slowdownFor(index, phone)]));
    const load = await inBrowser.measureLoadBlocking(browser, `${p.origin}${p.route}`, slowdowns);
    (p.blocking ??= []).push({ index, ...load });
    return `${phones.map((phone) => `${phone} ${load[phone].ms} ms`).join(", ")}, CPU ${load[phones[0]].cpu} ms`;
  });
  if (blockingPages.length)
    out.push(
      "",
      `Blocking time from CPU time: loads at full speed on a ${inBrowser.PHONE_SCREEN.viewport.width} px phone, traced until hydrated and idle; each main-thread task after the first contentful paint, its thread time × host index ÷ phone index, counts what it lasts over 50 ms, summed as Lighthouse sums TBT; the least of ${runs} load(s). CPU ms: the main thread's time after the paint at this host's speed. Target: ${TARGETS.blocking.label}.`,
      table(["Route", "Index", "CPU ms", ...phones.flatMap((p) => [`${p} ms`, `${p} longest`, `${p}, each load`])], blockingPages.map(blockingRow)),
    );

  const unusedPages = measures("unused") ? pages : [];
  const measureUnused = async (p) => {
    p.unused = await unusedBytes(browser, `${p.origin}${p.route}`);
    return UNUSED_KINDS.map((k) => `${k} ${kb(p.unused[k].wastedBytes)} KB`).join(", ");
  };
  // Bytes, not time: one load a route, the CPU not slowed.
  await inRounds("unused bytes", unusedPages, measureUnused, 1);
  if (unusedPages.length)
    out.push(
      "",
      `Unused bytes: one Lighthouse load of each route (${inBrowser.PHONE_SCREEN.viewport.width} px at ${inBrowser.PHONE_SCREEN.deviceScaleFactor} device pixels), each kind's largest item, KB: a style sheet's unused share of its gzip bytes (DevTools rule usage), unused-javascript (threshold 0) less the runtime's, a picture's bytes beyond its slot or image-delivery-insight's saving. Runtime JS, React's and Gatsby's (the framework chunk, Gatsby's .cache modules and packages by the source maps), is the floor, summed over the scripts, shown and not judged. Target: ${TARGETS.unused.label}.`,
      table(["Route", "CSS KB", "JS KB", "Pictures KB", "Runtime JS KB"], unusedPages.map(unusedRow)),
    );

  const interactionJobs = measures("interactions") ? interactionsOn(pages) : [];
  await inRounds("interaction", interactionJobs, async (job, index) => {
    const slowdown = slowdownFor(index, job.phone);
    const steps = await inBrowser.measureInteraction(browser, job.origin, job.interaction, job.lang, slowdown);
    job.runs.push({ slowdown, steps });
    return `${times(slowdown)}, ${steps.map((x) => `${x.step} ${x.ms} ms`).join(", ")}`;
  });
  if (interactionJobs.length) {
    out.push(
      "",
      `Interactions: each step's slowest input-to-next-paint (Event Timing entries over 16 ms, as web-vitals' INP reads them) on a ${inBrowser.PHONE_SCREEN.viewport.width} px phone once the page has loaded, the CPU slowed by host index ÷ phone index; ms: the median of ${runs} load(s) / the least, judged on the median, builds compared by the least; the bare page, a control not judged, is one <details> with no script or style: the floor of the browser and the method at that slowdown. 0: under 16 ms. d/p/p: that load's input delay / processing / presentation, ms. Target: ${TARGETS.interaction.label}.`,
    );
    for (const phone of phones) out.push("", `${PHONES[phone].name}, index ${PHONES[phone].index}:`, interactionTable(interactionJobs, phone));
  }

  out.push("", table(["Route", "First-load JS (gzip KB)", "Files", "Page chunk"], pages.map(firstLoadJsRow)), "");
  if (reuse) out.push("Builds: not measured (--reuse)");
  for (const b of reuse ? [] : builds) {
    const time = (x, key, what) =>
      !x ? "-" : x.exitCode !== 0 ? `failed, exit ${x.exitCode}` : judged(`${(x.ms / 1000).toFixed(1)} s`, `${what}${b.tag}`, TARGETS[key], x.ms);
    out.push(
      `Cold build${b.tag}: ${time(b.cold, "coldBuild", "cold build")}`,
      `Rebuild${b.tag}: ${time(b.rebuild, "rebuild", "rebuild")}${b.change ? ` (about lead: "${b.change.from}" -> "${b.change.to}")` : ""}, written: ${writtenCount(b.rebuild)}`,
    );
  }

  const medians = pages.flatMap((p) => Object.values(p.median ?? {}).flatMap((m) => (m ? [{ label: p.label, ...m }] : [])));
  const audits = new Set(medians.flatMap((m) => (m.failedAudits.length ? [`${m.label} ${m.failedAudits.join(", ")}`] : [])));
  const failed = checks.filter((c) => !c.ok).map((c) => c.what);
  out.push(
    "",
    `Other targets: first-load JS ${TARGETS.firstLoadJs.label}, cold build ${TARGETS.coldBuild.label}, rebuild ${TARGETS.rebuild.label}. KB = 1024 bytes.`,
    `Host CPU benchmark index ${range(indexes)} (higher is faster)${Math.min(...indexes) < PHONES.low.index ? "; below a phone's index the CPU ran unthrottled, a slower phone than named" : ""}.`,
    ...(audits.size ? [`Failing a11y/best-practices/SEO audits (in any run): ${[...audits].join("; ")}`] : []),
    ...problems.map((p) => `NOT MEASURED: ${p}`),
    ...(failed.length ? [`Missed: ${failed.join("; ")}`] : []),
    `${failed.length} of ${checks.length} targets failed${problems.length ? `; ${problems.length} measurement problem(s)` : ""}.`,
  );
  writeReport("bench", out);
  await browser.close();
  return problems.length ? 1 : 0;
}

// ---------------------------------------------------------------- the report's rows

// The Lighthouse table's figures: heading, key of the median, format.
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
  ["JS KB", "jsBytes", kb],
  ["Total KB", "totalBytes", kb],
];

/** A page's Lighthouse medians on `phone`, each judged where it has a target. */
function lighthouseRow(p, phone) {
  const m = p.median[phone];
  const cells = COLUMNS.map(([, key, format = String]) => {
    const target = LIGHTHOUSE_TARGETS[key]?.[phone];
    if (m?.[key] == null) {
      if (target) problems.push(`${p.label} on ${phone}: no ${key} from Lighthouse`);
      return "-";
    }
    return target ? judged(format(m[key]), `${p.label} ${key} on ${phone}`, target, m[key]) : format(m[key]);
  });
  return [p.label, range(slowdownsOf(p.lighthouse[phone]), times), ...cells];
}

function besideTable(theirs) {
  const fig = (m) => `${m.performance} / ${Math.round(m.lcp)} / ${Math.round(m.tbt)} / ${kb(m.totalBytes)}`;
  const rows = theirs
    .filter((t) => t.ours.median.low && t.median.low)
    .map((t) => {
      const [a, b, what] = [t.ours.median.low, t.median.low, `${t.route} beside ${beside}`];
      return [
        t.route,
        range([...slowdownsOf(t.ours.lighthouse.low), ...slowdownsOf(t.lighthouse.low)], times),
        fig(a),
        fig(b),
        judged(String(Math.round(a.lcp - b.lcp)), `${what}: LCP`, TARGETS.besideLcp, a.lcp, b.lcp),
        kb(a.totalBytes - b.totalBytes),
      ];
    });
  const heads = ["Route", "CPU x", "Ours: perf / LCP ms / TBT ms / KB", "Theirs: perf / LCP ms / TBT ms / KB", "LCP ours − theirs", "KB ours − theirs"];
  return table(heads, rows);
}

/** A page's blocking time on each phone: the least of its loads, judged. */
function blockingRow(p) {
  const cells = phones.flatMap((phone) => {
    const loads = (p.blocking ?? []).map((l) => l[phone]).sort((a, b) => a.ms - b.ms);
    if (!loads.length) return ["-", "-", "-"];
    return [judged(String(loads[0].ms), `${p.label} blocking on ${phone}`, TARGETS.blocking, loads[0].ms), loads[0].longest, loads.map((l) => l.ms).join(" ")];
  });
  const loads = p.blocking ?? [];
  return [p.label, range(loads.map((l) => l.index)), loads.length ? Math.min(...loads.map((l) => l[phones[0]].cpu)) : "-", ...cells];
}

function unusedRow(p) {
  if (!p.unused) return [p.label, "-", "-", "-", "-"];
  const cell = (kind) => {
    const { url, wastedBytes } = p.unused[kind];
    const where = url ? ` ${url.replace(/^https?:\/\/[^/]+\//, "").slice(0, 28)}` : "";
    return `${judged(kb(wastedBytes), `${p.label} unused ${kind} (${kb(wastedBytes)} KB)`, TARGETS.unused, wastedBytes)}${where}`;
  };
  return [p.label, ...UNUSED_KINDS.map(cell), kb(p.unused.runtime)];
}

/** Each interaction of scripts/interactions.mjs whose route is measured, in each language, on each phone and build. */
function interactionsOn(pages) {
  const control = phones.map((phone) => ({ interaction: inBrowser.BARE, lang: "en", phone, tag: "", label: inBrowser.BARE.id, runs: [] }));
  return control.concat(
    inBrowser.INTERACTIONS.flatMap((interaction) =>
      ["en", "ar"].flatMap((lang) =>
        pages
          .filter((p) => p.route === inBrowser.routeIn(interaction.route, lang))
          .flatMap((p) =>
            phones.map((phone) => ({ interaction, lang, phone, origin: p.origin, tag: p.build.tag, label: `${interaction.id} on ${p.label}`, runs: [] })),
          ),
      ),
    ),
  );
}

/** Each step's median over the loads, and its least, with the median load's input delay, processing and presentation; judged on the low-tier phone, but the control. */
function interactionTable(jobs, phone) {
  const rows = [];
  for (const interaction of [inBrowser.BARE, ...inBrowser.INTERACTIONS])
    for (const tag of interaction === inBrowser.BARE ? [""] : new Set(jobs.map((j) => j.tag))) {
      const byLang = Object.fromEntries(
        ["en", "ar"].map((lang) => [lang, jobs.find((j) => j.interaction === interaction && j.lang === lang && j.tag === tag && j.phone === phone)]),
      );
      if (!byLang.en && !byLang.ar) continue;
      for (const [step] of interaction.steps) {
        const cells = (job) => {
          const loads = (job?.runs ?? []).flatMap((r) => r.steps.filter((x) => x.step === step)).sort((a, b) => a.ms - b.ms);
          if (!loads.length) return ["-", "-"];
          const x = loads[Math.floor(loads.length / 2)];
          const ms = `${x.ms}/${loads[0].ms}`;
          const dpp = x.inputDelay != null ? `${x.inputDelay}/${x.processing}/${x.presentation}` : "-";
          const verdict = phone === "low" && interaction !== inBrowser.BARE ? judged(ms, `${job.label}: ${step} (${x.ms} ms)`, TARGETS.interaction, x.ms) : ms;
          return [verdict, dpp];
        };
        const slowdowns = [byLang.en, byLang.ar].flatMap((job) => job?.runs.map((r) => r.slowdown) ?? []);
        rows.push([`${interaction.id}${tag}`, step, range(slowdowns, (v) => v.toFixed(1)), ...cells(byLang.en), ...cells(byLang.ar)]);
      }
    }
  const heads = (lang) => [`${lang} ms`, `${lang} d/p/p`];
  return table(["Interaction", "Step", "CPU x", ...heads("EN"), ...heads("AR")], rows);
}

function firstLoadJsRow(p) {
  try {
    const js = firstLoadJs(p.build.dir, p.route);
    return [p.label, judged(kb(js.bytes), `${p.label} first-load JS`, TARGETS.firstLoadJs, js.bytes), js.files, js.chunk];
  } catch (e) {
    problems.push(`${p.label}: first-load JS could not be computed (${e.message})`);
    return [p.label, "-", "-", "-"];
  }
}

runMain(main);
