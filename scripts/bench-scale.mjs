#!/usr/bin/env node
// Scale benchmark. A report, not a test: it exits 0 when targets fail and non-zero only
// when something could not be measured.
//
//   npm run bench:scale [-- options]
//     --articles <n>   synthetic articles to add to the real ones (default 400)
//     --keep           keep the temporary copy, with its content and public/
//     --json <path>    also write the figures as JSON
//
// The working tree is copied to a temporary directory (scripts/bench-lib.mjs) and given n synthetic
// articles, each with its own picture (scripts/synthetic-articles.mjs). Three builds are timed as whole
// processes, with the page queries each ran: cold, after one word of one article's title changes,
// and after one more article is added. The listings' HTML and page data, the rules in
// public/_headers and the search index are then measured on the cold build, against its
// targets. Build logs go to bench/scale-*.log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { addNewestArticle, addSyntheticArticles, changeTitleWord } from "./synthetic-articles.mjs";
import { cleanUp, cleanUpOnSignals, copyWorkingTree, installQueryProbe, kb, queryCount, repoRoot, table, timedBuild } from "./bench-lib.mjs";

const KB = 1024;
const TARGETS = {
  coldBuild: { label: "< 150 s", ok: (ms) => ms < 150_000 },
  rebuild: { label: "< 20 s", ok: (ms) => ms < 20_000 },
  listingHtml: { label: "< 150 KB", ok: (bytes) => bytes < 150 * KB },
  listingPageData: { label: "< 60 KB", ok: (bytes) => bytes < 60 * KB },
  tagHtml: { label: "< 150 KB", ok: (bytes) => bytes < 150 * KB },
  headerRules: { label: "<= 100", ok: (n) => n <= 100 },
};
const mark = (key, value) => (value == null ? "" : TARGETS[key].ok(value) ? " ✓" : " ✗");

let args;
try {
  ({ values: args } = parseArgs({
    options: { articles: { type: "string", default: "400" }, keep: { type: "boolean", default: false }, json: { type: "string" }, help: { type: "boolean" } },
  }));
} catch (e) {
  process.stderr.write(`bench:scale: ${e.message}\n`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(
    fs
      .readFileSync(new URL(import.meta.url), "utf8")
      .split("\n")
      .slice(4, 9)
      .join("\n")
      .replace(/^\/\/ ?/gm, "") + "\n",
  );
  process.exit(0);
}
const count = Number(args.articles);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write("bench:scale: --articles must be a positive integer\n");
  process.exit(2);
}

const benchDir = path.join(repoRoot, "bench");
fs.mkdirSync(benchDir, { recursive: true });
const log = (msg) => process.stderr.write(`[bench:scale] ${msg}\n`);
const problems = [];
cleanUpOnSignals({ keep: args.keep });

// ---------------------------------------------------------------- measurements of the output

const fileSize = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);

/** Every file below dir, as a path. */
const filesBelow = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => !e.isDirectory())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/** What a page under /insights is: the index, one of its further pages, a tag page, one of a tag's further pages, or other. */
function listingKind(route) {
  if (route === "/insights") return "index";
  if (route.startsWith("/insights/page/")) return "indexPage";
  if (/^\/insights\/tag\/[^/]+$/.test(route)) return "tag";
  if (route.startsWith("/insights/tag/")) return "tagPage";
  return "other";
}

/** Every page under /insights with its HTML and page-data sizes, by kind of listing. */
function insightsPages(publicDir) {
  return [...filesBelow(path.join(publicDir, "insights"))]
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const route = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")}`;
      const pageData = fileSize(path.join(publicDir, "page-data", route.slice(1), "page-data.json"));
      return { route, kind: listingKind(route), html: fs.statSync(file).size, pageData };
    });
}

/** Rules in public/_headers: each path line (not indented, not a comment) opens one. */
function headerRules(publicDir) {
  const file = path.join(publicDir, "_headers");
  if (!fs.existsSync(file)) return null;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith("#")).length;
}

/** Any search index the build writes (search-index*.json, or a Pagefind bundle), raw and gzip. */
function searchIndex(publicDir) {
  return [...filesBelow(publicDir)]
    .filter((file) => /^search-index.*\.json$/.test(path.basename(file)) || path.relative(publicDir, file).startsWith(`pagefind${path.sep}`))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => {
      const body = fs.readFileSync(file);
      return { file: path.relative(publicDir, file), bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
    });
}

// ---------------------------------------------------------------- main

const STEPS = [
  ["bootstrap", "bootstrap"],
  ["Building production JavaScript and CSS bundles", "JS"],
  ["Building HTML renderer", "renderer"],
  ["Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", "images after queries"],
  ["Building static HTML for pages", "HTML"],
  ["onPostBuild", "onPostBuild"],
];
const stepLine = (build) =>
  STEPS.filter(([name]) => build?.steps?.[name] != null)
    .map(([name, label]) => `${label} ${build.steps[name].toFixed(1)} s`)
    .join(", ");

async function build(siteDir, name, what) {
  log(`${what} ...`);
  const result = await timedBuild(siteDir, path.join(benchDir, `scale-${name}.log`));
  result.log = `bench/scale-${name}.log`;
  if (result.exitCode !== 0) problems.push(`${what} failed (exit ${result.exitCode}${result.error ? `, ${result.error}` : ""}); see ${result.log}`);
  else if (result.queriesError) problems.push(`page queries of the ${what}: ${result.queriesError}`);
  else log(`${what}: ${(result.ms / 1000).toFixed(1)} s, ${queryCount(result)} page queries run`);
  return result;
}

async function main() {
  const result = {
    date: new Date().toISOString(),
    articles: count,
    machine: {
      cpuModel: os.cpus()[0]?.model ?? null,
      cpuCount: os.cpus().length,
      loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
    },
    targets: Object.fromEntries(Object.entries(TARGETS).map(([k, t]) => [k, t.label])),
    builds: {},
    problems,
  };
  const { dir, files } = copyWorkingTree("bench-scale-");
  result.dir = dir;
  installQueryProbe(dir);
  log(`copied ${files} files of the working tree to ${dir} (node_modules symlinked)`);

  const realArticles = fs.readdirSync(path.join(dir, "content", "articles")).filter((f) => f.endsWith(".en.json")).length;
  const t0 = Date.now();
  const added = await addSyntheticArticles(dir, count);
  result.realArticles = realArticles;
  log(`added ${count} articles with their images in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const cold = (result.builds.cold = await build(dir, "cold", "cold build"));
  const publicDir = path.join(dir, "public");
  if (cold.exitCode === 0) {
    const pages = insightsPages(publicDir);
    const largest = (kind, key) => pages.filter((p) => p.kind === kind).sort((a, b) => b[key] - a[key])[0] ?? null;
    result.listings = {
      index: pages.find((p) => p.kind === "index") ?? null,
      indexPage: largest("indexPage", "html"),
      tag: largest("tag", "html"),
      tagPage: largest("tagPage", "html"),
      counts: Object.fromEntries(["indexPage", "tag", "tagPage", "other"].map((k) => [k, pages.filter((p) => p.kind === k).length])),
    };
    if (!result.listings.index) problems.push("the build has no /insights page");
    if (!result.listings.tag) problems.push("the build has no tag page under /insights/tag/");
    result.headerRules = headerRules(publicDir);
    if (result.headerRules == null) problems.push("the build has no public/_headers");
    result.searchIndex = searchIndex(publicDir);

    // One word of the title of an article from the middle of the list: its page, the listings and
    // search show titles, so they must re-run; nothing else should.
    const slug = added[Math.floor(count / 2)].slug;
    result.change = changeTitleWord(dir, slug);
    const edit = (result.builds.edit = await build(dir, "edit", `rebuild after "${result.change.from}" -> "${result.change.to}" in one title`));
    const html = path.join(publicDir, "insights", slug, "index.html");
    if (edit.exitCode === 0 && !(fs.existsSync(html) && fs.readFileSync(html, "utf8").includes(result.change.title)))
      problems.push(`the rebuilt /insights/${slug} does not show the changed title`);

    // One new article, the newest: it goes to the top of /insights and of its tags' pages.
    const article = await addNewestArticle(dir, count);
    result.newArticle = article.slug;
    const add = (result.builds.add = await build(dir, "add", "rebuild after adding one article"));
    if (add.exitCode === 0 && !fs.existsSync(path.join(publicDir, "insights", article.slug, "index.html")))
      problems.push(`the rebuild did not make /insights/${article.slug}`);
  }

  // ---------------------------------------------------------------- report
  const b = result.builds;
  const sec = (x) => (x ? `${(x.ms / 1000).toFixed(1)} s${x.exitCode === 0 ? "" : ` (failed, exit ${x.exitCode})`}` : "-");
  const ok = (x) => x?.exitCode === 0;
  const out = [
    `Scale benchmark ${result.date}  |  ${result.realArticles ?? "?"} real + ${count} synthetic articles (1200x675 JPEG each)  |  ${result.machine.cpuModel} x ${result.machine.cpuCount}, load average at start ${result.machine.loadAverageAtStart.join(" ")}`,
    "",
    table(
      ["Build", "Time", "Page queries run", "Page data rewritten"],
      [
        ["cold", `${sec(b.cold)}${ok(b.cold) ? mark("coldBuild", b.cold.ms) : ""}`, queryCount(b.cold), b.cold?.queries?.pageDataWrites ?? "-"],
        [
          `one word of a title${result.change ? ` ("${result.change.from}" -> "${result.change.to}")` : ""}`,
          `${sec(b.edit)}${ok(b.edit) ? mark("rebuild", b.edit.ms) : ""}`,
          queryCount(b.edit),
          b.edit?.queries?.pageDataWrites ?? "-",
        ],
        ["one article added", sec(b.add), queryCount(b.add), b.add?.queries?.pageDataWrites ?? "-"],
      ],
    ),
  ];
  for (const [name, x] of Object.entries(b)) if (stepLine(x)) out.push(`  ${name}: ${stepLine(x)}`);
  if (result.listings) {
    const l = result.listings;
    const row = (label, p, htmlKey, dataKey) =>
      p
        ? [`${label} ${p.route}`, `${kb(p.html)}${htmlKey ? mark(htmlKey, p.html) : ""}`, `${kb(p.pageData)}${dataKey ? mark(dataKey, p.pageData) : ""}`]
        : [label, "none", "-"];
    out.push(
      "",
      table(
        ["Listing (KB = 1024 bytes)", "HTML KB", "Page data KB"],
        [
          row("index", l.index, "listingHtml", "listingPageData"),
          row("largest index page", l.indexPage, "listingHtml", "listingPageData"),
          row("largest tag page", l.tag, "tagHtml"),
          row("largest tag page's page", l.tagPage, "tagHtml"),
        ],
      ),
      `  ${l.counts.indexPage} index page(s) after the first, ${l.counts.tag} tag pages, ${l.counts.tagPage} further tag page(s), ${l.counts.other} other pages under /insights`,
    );
    out.push("", `_headers rules: ${result.headerRules ?? "-"}${mark("headerRules", result.headerRules)}`);
    const index = result.searchIndex;
    out.push(
      index.length
        ? `Search index: ${index.map((f) => f.file).join(", ")}: ${kb(index.reduce((s, f) => s + f.bytes, 0))} KB, ${kb(index.reduce((s, f) => s + f.gzipBytes, 0))} KB gzip`
        : "Search index: none found (search-index*.json or pagefind/)",
    );
  }
  out.push(
    "",
    `Targets: cold build ${TARGETS.coldBuild.label}, one-word rebuild ${TARGETS.rebuild.label}, /insights HTML ${TARGETS.listingHtml.label} and page data ${TARGETS.listingPageData.label} (index pages too), every tag page's HTML ${TARGETS.tagHtml.label}, _headers rules ${TARGETS.headerRules.label}.`,
    `Load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}${args.keep ? `; the copy is kept in ${dir}` : ""}`,
  );
  for (const p of problems) out.push(`NOT MEASURED: ${p}`);
  process.stdout.write(`${out.join("\n")}\n`);
  if (args.json) fs.writeFileSync(path.resolve(args.json), `${JSON.stringify(result, null, 2)}\n`);
  return problems.length ? 1 : 0;
}

main()
  .then((code) => {
    cleanUp({ keep: args.keep });
    process.exit(code);
  })
  .catch((e) => {
    process.stderr.write(`bench:scale: ${e.stack || e}\n`);
    cleanUp({ keep: args.keep });
    process.exit(1);
  });
