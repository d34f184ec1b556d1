#!/usr/bin/env node
// Scale benchmark. A report, not a test: it exits 0 when targets fail and non-zero only
// when something could not be measured.
//
//   npm run bench:scale [-- options]
//     --articles <n>   synthetic articles to add to the real ones (default 400)
//     --keep           keep the temporary copy, with its content and public/
//     --json <path>    also write the figures as JSON
//
// A copy of the working tree (scripts/bench-lib.mjs) gets n synthetic articles, each with its own
// picture (scripts/synthetic-articles.mjs), and is built cold, after one word of one title changes
// and after one more article is added, each timed with its page queries (logs: bench/scale-*.log).
// The cold build's listings, public/_headers rules and search index are measured against targets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { addNewestArticle, addSyntheticArticles, changeTitleWord } from "./synthetic-articles.mjs";
import { copyWorkingTree, kb, parseOptions, queryCount, repoRoot, runMain, table, timedBuild } from "./bench-lib.mjs";

const KB = 1024;
const TARGETS = {
  coldBuild: { label: "< 90 s", ok: (ms) => ms < 90_000 },
  rebuild: { label: "< 12 s", ok: (ms) => ms < 12_000 },
  listingHtml: { label: "< 150 KB", ok: (bytes) => bytes < 150 * KB },
  listingPageData: { label: "< 60 KB", ok: (bytes) => bytes < 60 * KB },
  tagHtml: { label: "< 150 KB", ok: (bytes) => bytes < 150 * KB },
  headerRules: { label: "<= 100", ok: (n) => n <= 100 },
};
const mark = (key, value) => (value == null || !key ? "" : TARGETS[key].ok(value) ? " ✓" : " ✗");

const args = parseOptions(import.meta.url, "keep", { articles: 400, json: null });
const count = args.articles;
fs.mkdirSync(path.join(repoRoot, "bench"), { recursive: true });
const log = (msg) => process.stderr.write(`[bench:scale] ${msg}\n`);
const problems = [];

// ---------------------------------------------------------------- measurements of the output

const fileSize = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);
const filesBelow = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : [])) : [];

/** What a page under /insights is: the index, one of its further pages, a tag page, one of a tag's further pages, or other. */
function listingKind(route) {
  if (route === "/insights") return "index";
  if (route.startsWith("/insights/page/")) return "indexPage";
  if (/^\/insights\/tag\/[^/]+$/.test(route)) return "tag";
  return route.startsWith("/insights/tag/") ? "tagPage" : "other";
}

/** Every page under /insights with its HTML and page-data sizes, by kind of listing. */
const insightsPages = (publicDir) =>
  filesBelow(path.join(publicDir, "insights"))
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const route = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")}`;
      const pageData = fileSize(path.join(publicDir, "page-data", route.slice(1), "page-data.json"));
      return { route, kind: listingKind(route), html: fs.statSync(file).size, pageData };
    });

/** Rules in public/_headers: each path line (not indented, not a comment) opens one. */
function headerRules(publicDir) {
  const file = path.join(publicDir, "_headers");
  return fs.existsSync(file) ? (fs.readFileSync(file, "utf8").match(/^[^\s#]/gm) ?? []).length : null;
}

/** The search index the build writes (search-index*.json), raw and gzip. */
const searchIndex = (publicDir) =>
  filesBelow(publicDir)
    .filter((file) => /^search-index.*\.json$/.test(path.basename(file)))
    .map((file) => {
      const body = fs.readFileSync(file);
      return { file: path.relative(publicDir, file), bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
    });

// ---------------------------------------------------------------- main

const STEPS = [
  ["bootstrap", "bootstrap"],
  ["Building production JavaScript and CSS bundles", "JS"],
  ["Building HTML renderer", "renderer"],
  ["Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", "images after queries"],
  ["Building static HTML for pages", "HTML"],
  ["onPostBuild", "onPostBuild"],
];
const stepLine = (build) => STEPS.flatMap(([name, label]) => (build?.steps?.[name] == null ? [] : [`${label} ${build.steps[name].toFixed(1)} s`])).join(", ");

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
  log(`copied ${files} files of the working tree to ${dir} (node_modules symlinked)`);
  const build = (name, what) => timedBuild(dir, `scale-${name}`, what, { log, problems });

  result.realArticles = fs.readdirSync(path.join(dir, "content", "articles")).filter((f) => f.endsWith(".en.json")).length;
  const t0 = Date.now();
  const added = await addSyntheticArticles(dir, count);
  log(`added ${count} articles with their images in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const cold = (result.builds.cold = await build("cold", "cold build"));
  const publicDir = path.join(dir, "public");
  if (cold.exitCode === 0) {
    const pages = insightsPages(publicDir);
    const largest = (kind) => pages.filter((p) => p.kind === kind).sort((a, b) => b.html - a.html)[0] ?? null;
    result.listings = {
      index: largest("index"),
      indexPage: largest("indexPage"),
      tag: largest("tag"),
      tagPage: largest("tagPage"),
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
    const edit = (result.builds.edit = await build("edit", `rebuild after "${result.change.from}" -> "${result.change.to}" in one title`));
    const html = path.join(publicDir, "insights", slug, "index.html");
    if (edit.exitCode === 0 && !(fs.existsSync(html) && fs.readFileSync(html, "utf8").includes(result.change.title)))
      problems.push(`the rebuilt /insights/${slug} does not show the changed title`);

    // One new article, the newest: it goes to the top of /insights and of its tags' pages.
    const article = await addNewestArticle(dir, count);
    result.newArticle = article.slug;
    const add = (result.builds.add = await build("add", "rebuild after adding one article"));
    if (add.exitCode === 0 && !fs.existsSync(path.join(publicDir, "insights", article.slug, "index.html")))
      problems.push(`the rebuild did not make /insights/${article.slug}`);
  }
  process.stdout.write(`${report(result, dir).join("\n")}\n`);
  if (args.json) fs.writeFileSync(path.resolve(args.json), `${JSON.stringify(result, null, 2)}\n`);
  return problems.length ? 1 : 0;
}

function report(result, dir) {
  const { builds: b, change, machine: m } = result;
  const time = (x, key) => (x ? `${(x.ms / 1000).toFixed(1)} s${x.exitCode === 0 ? mark(key, x.ms) : ` (failed, exit ${x.exitCode})`}` : "-");
  const buildRows = [
    ["cold", b.cold, "coldBuild"],
    [`one word of a title${change ? ` ("${change.from}" -> "${change.to}")` : ""}`, b.edit, "rebuild"],
    ["one article added", b.add],
  ];
  const out = [
    `Scale benchmark ${result.date}  |  ${result.realArticles ?? "?"} real + ${count} synthetic articles (1200x675 JPEG each)  |  ${m.cpuModel} x ${m.cpuCount}, load average at start ${m.loadAverageAtStart.join(" ")}`,
    "",
    table(
      ["Build", "Time", "Page queries run", "Page data rewritten"],
      buildRows.map(([label, x, key]) => [label, time(x, key), queryCount(x), x?.queries?.pageDataWrites ?? "-"]),
    ),
  ];
  for (const [name, x] of Object.entries(b)) if (stepLine(x)) out.push(`  ${name}: ${stepLine(x)}`);
  if (result.listings) {
    const { counts, ...l } = result.listings;
    const row = (label, p, htmlKey, dataKey) =>
      p ? [`${label} ${p.route}`, `${kb(p.html)}${mark(htmlKey, p.html)}`, `${kb(p.pageData)}${mark(dataKey, p.pageData)}`] : [label, "none", "-"];
    const index = result.searchIndex;
    const total = (key) => kb(index.reduce((s, f) => s + f[key], 0));
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
      `  ${counts.indexPage} index page(s) after the first, ${counts.tag} tag pages, ${counts.tagPage} further tag page(s), ${counts.other} other pages under /insights`,
      "",
      `_headers rules: ${result.headerRules ?? "-"}${mark("headerRules", result.headerRules)}`,
      index.length
        ? `Search index: ${index.map((f) => f.file).join(", ")}: ${total("bytes")} KB, ${total("gzipBytes")} KB gzip`
        : "Search index: none found (search-index*.json)",
    );
  }
  const load = os.loadavg().map((x) => x.toFixed(2));
  out.push(
    "",
    `Targets: cold build ${TARGETS.coldBuild.label}, one-word rebuild ${TARGETS.rebuild.label}, /insights HTML ${TARGETS.listingHtml.label} and page data ${TARGETS.listingPageData.label} (index pages too), every tag page's HTML ${TARGETS.tagHtml.label}, _headers rules ${TARGETS.headerRules.label}.`,
    `Load average at the end: ${load.join(" ")}${args.keep ? `; the copy is kept in ${dir}` : ""}`,
    ...problems.map((p) => `NOT MEASURED: ${p}`),
  );
  return out;
}

runMain(main, { keep: args.keep });
