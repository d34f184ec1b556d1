#!/usr/bin/env node
// Scale benchmark. A report, not a test: it exits 0 when targets fail and non-zero only when something could not
// be measured.
//
//   npm run bench:scale [-- options]
//     --articles <n>   synthetic articles to add to the real ones (default 400)
//
// A copy of the working tree (scripts/bench-lib.mjs) gets n synthetic articles, each with its own picture
// (scripts/synthetic-articles.mjs), and is built cold, after one word of one title changes and after one more
// article is added, each timed with the pages it wrote (the builds' logs, with each step's time: bench/scale-*.log).
// The cold build's listings, public/_headers rules and search index are measured against targets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addNewestArticle, addSyntheticArticles, changeTitleWord } from "./synthetic-articles.mjs";
import { copyWorkingTree, gzipBytes, kb, parseOptions, runMain, table, timedBuild, writeReport } from "./bench-lib.mjs";

const TARGETS = {
  coldBuild: { label: "< 90 s", ok: (ms) => ms < 90_000 },
  rebuild: { label: "< 12 s", ok: (ms) => ms < 12_000 },
  listingHtml: { label: "< 150 KB", ok: (bytes) => bytes < 150 * 1024 },
  listingPageData: { label: "< 60 KB", ok: (bytes) => bytes < 60 * 1024 },
  headerRules: { label: "<= 100", ok: (n) => n <= 100 },
};
const mark = (key, value) => (value == null || !key ? "" : TARGETS[key].ok(value) ? " ✓" : " ✗");

const { articles: count } = parseOptions(import.meta.url, "", { articles: 400 });
const log = (msg) => process.stderr.write(`[bench:scale] ${msg}\n`);
const problems = [];

/** Every file below `dir`. */
const filesBelow = (dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));

/** Each page under /insights, with its HTML and page-data sizes: the index and its further pages, or a tag's. */
const insightsPages = (publicDir) =>
  filesBelow(path.join(publicDir, "insights"))
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const route = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")}`;
      const pageData = path.join(publicDir, "page-data", route.slice(1), "page-data.json");
      const kind = route === "/insights" || route.startsWith("/insights/page/") ? "index" : route.startsWith("/insights/tag/") ? "tag" : "article";
      return { route, kind, html: fs.statSync(file).size, pageData: fs.existsSync(pageData) ? fs.statSync(pageData).size : null };
    });

async function main() {
  const dir = copyWorkingTree("bench-scale-");
  const build = (name, what) => timedBuild(dir, `scale-${name}`, what, { log, problems });
  const added = await addSyntheticArticles(dir, count);
  log(`added ${count} articles with their pictures to ${dir}`);
  const publicDir = path.join(dir, "public");
  const time = (x, key) => (!x ? "-" : x.exitCode === 0 ? `${(x.ms / 1000).toFixed(1)} s${mark(key, x.ms)}` : `failed, exit ${x.exitCode}`);
  const out = [`Scale benchmark ${new Date().toISOString()}  |  ${count} synthetic articles  |  load average at start ${os.loadavg().join(" ")}`, ""];

  const written = (x, kind) => (x.written ? `${x.written[kind].written} of ${x.written[kind].of}` : "-");
  const row = (label, x, key) => [label, time(x, key), written(x, "html"), written(x, "pageData")];
  const cold = await build("cold", "cold build");
  const rows = [row("cold", cold, "coldBuild")];
  if (cold.exitCode === 0) {
    const pages = insightsPages(publicDir);
    const largest = (kind, key) => pages.filter((p) => p.kind === kind).sort((a, b) => b[key] - a[key])[0];
    const headers = path.join(publicDir, "_headers");
    // Each path line (not indented, not a comment) opens a rule.
    const rules = fs.existsSync(headers) ? (fs.readFileSync(headers, "utf8").match(/^[^\s#]/gm) ?? []).length : null;
    if (rules == null) problems.push("the build has no public/_headers");
    const index = filesBelow(publicDir).filter((file) => /^search-index.*\.json$/.test(path.basename(file)));
    const indexBytes = (gzip) => index.reduce((sum, file) => sum + (gzip ? gzipBytes(fs.readFileSync(file)) : fs.statSync(file).size), 0);
    const listingRows = ["index", "tag"].flatMap((kind) => {
      const [html, data] = [largest(kind, "html"), largest(kind, "pageData")];
      if (!html) {
        problems.push(`the build has no ${kind} page under /insights`);
        return [];
      }
      // A tag's page data is shown, not judged.
      const dataTarget = kind === "index" ? "listingPageData" : null;
      return [
        [kind, `${kb(html.html)}${mark("listingHtml", html.html)} ${html.route}`, `${kb(data.pageData)}${mark(dataTarget, data.pageData)} ${data.route}`],
      ];
    });
    out.push(
      table(["Listing", "Largest HTML, KB", "Largest page data, KB"], listingRows),
      `  ${pages.filter((p) => p.kind === "index").length} index pages, ${pages.filter((p) => p.kind === "tag").length} tag pages under /insights`,
      `_headers rules: ${rules ?? "-"}${mark("headerRules", rules)}`,
      `Search index: ${index.length ? `${kb(indexBytes(false))} KB, ${kb(indexBytes(true))} KB gzip` : "none found (search-index*.json)"}`,
      "",
    );

    // One word of the title of an article from the middle of the list: its page, the listings and search show
    // titles, so they must re-run; nothing else should.
    const { slug } = added[Math.floor(count / 2)];
    const change = changeTitleWord(dir, slug);
    const edit = await build("edit", `rebuild after "${change.from}" -> "${change.to}" in one title`);
    if (edit.exitCode === 0 && !fs.readFileSync(path.join(publicDir, "insights", slug, "index.html"), "utf8").includes(change.title))
      problems.push(`the rebuilt /insights/${slug} does not show the changed title`);
    rows.push(row(`one word of a title ("${change.from}" -> "${change.to}")`, edit, "rebuild"));

    // One new article, the newest: it goes to the top of /insights and of its tags' pages.
    const article = await addNewestArticle(dir, count);
    const add = await build("add", "rebuild after adding one article");
    if (add.exitCode === 0 && !fs.existsSync(path.join(publicDir, "insights", article.slug, "index.html")))
      problems.push(`the rebuild did not make /insights/${article.slug}`);
    rows.push(row("one article added", add));
  }
  out.push(
    table(["Build", "Time", "Pages written", "Page data written"], rows),
    "",
    `Targets: cold build ${TARGETS.coldBuild.label}, one-word rebuild ${TARGETS.rebuild.label}, every /insights listing's HTML ${TARGETS.listingHtml.label}, the index's page data ${TARGETS.listingPageData.label}, _headers rules ${TARGETS.headerRules.label}.`,
    ...problems.map((p) => `NOT MEASURED: ${p}`),
  );
  writeReport("bench-scale", out);
  return problems.length ? 1 : 0;
}

runMain(main);
