#!/usr/bin/env node
// Checks `gatsby develop` (`npm run test:develop`, a step of `npm run test:all`) in a temporary copy of the working
// tree, so that no file of the tree is edited and no build output is overwritten. The dev server must start without
// an error from any Node API, serve the CMS at /admin/, and then, at rest for IDLE_MS, rebuild nothing and leave
// src/gatsby-types.d.ts alone. The first English file of content/services/ is then saved as editors, git and the CMS
// save: in place in two chunks 40 ms apart, the same with the second chunk 750 ms late, and by rename. Each save must
// reach GraphiQL within DEADLINE_MS and its record must not stay missing; the first and the last must reach the
// page's data too (the late save's page is printed, not required: Gatsby can leave it stale until the next save).
// Times are printed, never required: DEADLINE_MS only tells "slow" from "never" on a busy machine.
//
//   npm run test:develop
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BUILD_ENV, copyWorkingTree, freePort, runMain, stripAnsi, track } from "./bench-lib.mjs";

const IDLE_MS = 15_000;
const DEADLINE_MS = 30_000;
// Any of these in the server's output while it should be at rest is work it should not be doing.
const ACTIVITY = /building|extract queries|Generating GraphQL|changed file/i;
const ERRORS = /\bERROR\b|Unable to parse JSON|threw an error/;

const log = (msg) => process.stderr.write(`[develop] ${msg}\n`);
const failures = [];
const fail = (msg) => {
  failures.push(msg);
  log(`FAIL ${msg}`);
};

const site = copyWorkingTree("develop-check-");
const types = path.join(site, "src/gatsby-types.d.ts");
const services = path.join(site, "content/services");
const english = fs.readdirSync(services).filter((name) => name.endsWith(".en.json"));
const file = path.join(services, english.sort()[0]);
const content = JSON.parse(fs.readFileSync(file, "utf8"));
const withTitle = (title) => `${JSON.stringify({ ...content, title }, null, 2)}\n`;

/** As most editors and the CMS save: truncated, then written in two chunks, the second `gapMs` later. */
const inPlace = (gapMs) => async (text) => {
  const handle = await fs.promises.open(file, "w");
  try {
    await handle.write(text.slice(0, text.length >> 1));
    await sleep(gapMs);
    await handle.write(text.slice(text.length >> 1));
  } finally {
    await handle.close();
  }
};

/** As vim and atomic writers save: a whole new file renamed over the old one. */
const byRename = async (text) => {
  fs.writeFileSync(`${file}~`, text);
  fs.renameSync(`${file}~`, file);
};

let server;
let output = "";
let base;

async function stopServer() {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  const kill = setTimeout(() => process.kill(-server.pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(kill);
}

/** Fails naming the lines of the server's output from `mark` on that match `pattern`, if any. */
function failOnLines(mark, pattern, what) {
  const lines = output.slice(mark).split("\n");
  const found = lines.filter((line) => pattern.test(line));
  if (found.length) fail(`${what}:\n  ${found.slice(0, 8).join("\n  ")}`);
}

/** Waits until the server has printed nothing for 3 s, for at most 30 s. */
const quiet = () => until(async () => (await sleep(3_000, output.length)) === output.length, 30_000);

/** Waits until `ready()` holds, polling; false if `timeoutMs` passes first or the server exits. */
async function until(ready, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.exitCode === null) {
    if (await ready()) return true;
    await sleep(50);
  }
  return false;
}

async function graphql(query) {
  const res = await fetch(`${base}/___graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const { data, errors } = await res.json();
  if (errors?.length) throw new Error(`GraphiQL: ${errors[0].message}`);
  return data;
}

const titleInGraphiql = async () => (await graphql(`{ service(slug: { eq: "${content.slug}" }, lang: { eq: "en" }) { title } }`)).service?.title ?? null;

let pagePath;
/** Whether the page's data holds `title`. */
async function pageShows(title) {
  const res = await fetch(`${base}/page-data${pagePath}page-data.json`);
  return res.ok && (await res.text()).includes(JSON.stringify(title));
}

/**
 * Saves the file with `title` and follows GraphiQL and the page until both show it (the page for at most 3 s more
 * unless `pageRequired`). Gatsby replaces a changed file's records by deleting and making them again (createNode in
 * gatsby/dist/redux/actions/public.js), so a query can find none for a moment; a dropped record stays missing until
 * the next save, which the last query, a second later, catches. Returns when each showed it and the last title.
 */
async function edit(title, save, pageRequired) {
  const started = Date.now();
  const saved = save(withTitle(title));
  let inGraphiql = null;
  let onPage = null;
  await until(async () => {
    if (inGraphiql === null && (await titleInGraphiql()) === title) inGraphiql = Date.now() - started;
    if (inGraphiql !== null && onPage === null && (await pageShows(title))) onPage = Date.now() - started;
    return inGraphiql !== null && (onPage !== null || (!pageRequired && Date.now() - started > inGraphiql + 3_000));
  }, DEADLINE_MS);
  await saved;
  await sleep(1_000);
  return { inGraphiql, onPage, last: await titleInGraphiql() };
}

async function main() {
  const t0 = Date.now();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  log(`gatsby develop on port ${port} in ${site}; editing ${path.relative(site, file)}`);
  const args = [path.join(site, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)];
  // Its own process group, so that stopping it also stops the develop process and workers it starts.
  server = track(spawn(process.execPath, args, { cwd: site, env: { ...process.env, ...BUILD_ENV }, stdio: ["ignore", "pipe", "pipe"], detached: true }));
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk) => (output += stripAnsi(chunk.toString())));
  if (!(await until(() => output.includes("You can now view"), 300_000))) throw new Error(`the server was not ready within 300 s:\n${output.slice(-3000)}`);
  // Typegen runs after the server says it is ready.
  await quiet();
  log(`ready and quiet in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // Started whole: no Node API threw on the way (Gatsby goes on serving after one), and the CMS `npm run cms` opens is served.
  failOnLines(0, ERRORS, "the server reported errors while it started");
  const admin = await fetch(`${base}/admin/`);
  if (!admin.ok) fail(`/admin/ answered ${admin.status}, not the CMS`);

  // At rest: no rebuild, no write to the types file.
  const before = fs.statSync(types, { throwIfNoEntry: false });
  if (!before) fail("typegen wrote no src/gatsby-types.d.ts");
  const mark = output.length;
  await sleep(IDLE_MS);
  const after = fs.statSync(types, { throwIfNoEntry: false });
  failOnLines(mark, ACTIVITY, `at rest for ${IDLE_MS / 1000} s, the server worked`);
  if (before && (after?.mtimeMs !== before.mtimeMs || after?.size !== before.size)) fail(`at rest for ${IDLE_MS / 1000} s, src/gatsby-types.d.ts was written`);

  // Following edits.
  const { allSitePage } = await graphql("{ allSitePage { nodes { path pageContext } } }");
  pagePath = allSitePage.nodes.find((page) => page.pageContext?.slug === content.slug && page.pageContext?.lang === "en")?.path;
  if (!pagePath) throw new Error(`no page has the context { slug: ${content.slug}, lang: en }`);
  const edits = [
    ["in place, two chunks 40 ms apart", inPlace(40), true],
    ["in place, the second chunk 750 ms late", inPlace(750), false],
    ["by rename", byRename, true],
  ];
  const errorsMark = output.length;
  for (const [how, save, pageRequired] of edits) {
    const title = `${content.title} (${how})`;
    const { inGraphiql, onPage, last } = await edit(title, save, pageRequired);
    const summary = `saved ${how}: GraphiQL ${inGraphiql ?? "never"} ms, page ${onPage ?? "never"} ms`;
    log(summary);
    if (inGraphiql === null) fail(`${summary}: GraphiQL did not show the new title within ${DEADLINE_MS} ms`);
    if (pageRequired && onPage === null) fail(`${summary}: ${pagePath} did not show the new title within ${DEADLINE_MS} ms`);
    if (last === null) fail(`${summary}: the record went missing and stayed missing`);
    else if (last !== title) fail(`${summary}: GraphiQL ended with the title ${JSON.stringify(last)}`);
  }
  failOnLines(errorsMark, ERRORS, "the server reported errors while the file was saved");

  await stopServer();
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length) log(`${failures.length} check(s) failed; the server's last output:\n${output.slice(-2000)}`);
  return failures.length ? 1 : 0;
}

runMain(main);
