#!/usr/bin/env node
// Checks `gatsby develop` at rest and following edits: `npm run test:develop`, a step of
// `npm run test:all`. It must start without an error from any Node API and serve the CMS at /admin/. Once the
// dev server is ready it must rebuild nothing and write nothing to
// src/gatsby-types.d.ts for IDLE_MS. Then the first English file of content/services/ (by name) is
// saved three ways, as editors, git and the CMS save: in place in two chunks 40 ms apart, the same
// with the second chunk 750 ms late, and by rename. Each save must reach GraphiQL within DEADLINE_MS
// and its record must not stay missing; the first and the last must reach the page's data too. The
// late save's page is printed, not required: the first `gatsby develop` after a production build can
// leave it stale until the next save. Times are printed, never required (speed is `npm run bench`'s):
// DEADLINE_MS only tells "slow" from "never" on a busy machine. The file and public/ (which the dev
// server writes into) are restored byte for byte at the end, on failure and on Ctrl-C.
//
//   npm run test:develop
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort, repoRoot as ROOT, stripAnsi } from "./bench-lib.mjs";

const GATSBY = path.join(ROOT, "node_modules/gatsby/cli.js");
const TYPES = path.join(ROOT, "src/gatsby-types.d.ts");
const PUBLIC = path.join(ROOT, "public");
const SERVICES = path.join(ROOT, "content/services");

const START_TIMEOUT_MS = 180_000;
const QUIET_MS = 3_000;
const IDLE_MS = 15_000;
const DEADLINE_MS = 30_000;
const POLL_MS = 25;
// Any of these in the server's output while it should be at rest is work it should not be doing.
const ACTIVITY = /building|extract queries|Generating GraphQL|changed file/i;

const log = (msg) => process.stderr.write(`[develop] ${msg}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
let interrupted = false;
const fail = (msg) => {
  if (interrupted) return;
  failures.push(msg);
  log(`FAIL ${msg}`);
};

// ---------------------------------------------------------------- the file to edit

const english = fs.readdirSync(SERVICES).filter((name) => name.endsWith(".en.json"));
const file = path.join(SERVICES, english.sort()[0]);
const tempFile = `${file}.${process.pid}~`;
const original = fs.readFileSync(file);
const content = JSON.parse(original.toString("utf8"));
const rel = path.relative(ROOT, file);

/** Puts the file back as it was; true if it had to. */
function restore() {
  fs.rmSync(tempFile, { force: true });
  if (fs.readFileSync(file).equals(original)) return false;
  fs.writeFileSync(file, original);
  return true;
}

/** Every file under `dir` by its path, with its bytes; empty when there is no `dir`. */
function readTree(dir) {
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(files.map((file) => [file, fs.readFileSync(file)]));
}

// The dev server writes the edited record's page data into public/, beside the build's output.
const built = fs.existsSync(PUBLIC) ? readTree(PUBLIC) : null;

function restorePublic() {
  if (!built) return;
  const now = readTree(PUBLIC);
  for (const [file] of now) if (!built.has(file)) fs.rmSync(file);
  for (const [file, bytes] of built) {
    if (now.get(file)?.equals(bytes)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
}

/** The file's text with the title changed. */
const withTitle = (title) => `${JSON.stringify({ ...content, title }, null, 2)}\n`;

let saving = Promise.resolve();
/** Saves `text` with `save`, unless Ctrl-C has been pressed; the clean-up waits for the save in progress. */
function write(save, text) {
  if (interrupted) throw new Error("interrupted");
  saving = save(text);
  return saving;
}

const SAVES = {
  /** As most editors and the CMS save: truncated, then written in two chunks, the second `gapMs` later. */
  inPlace: (gapMs) => async (text) => {
    const fd = fs.openSync(file, "w");
    try {
      fs.writeSync(fd, text.slice(0, text.length >> 1));
      await sleep(gapMs);
      fs.writeSync(fd, text.slice(text.length >> 1));
    } finally {
      fs.closeSync(fd);
    }
  },
  /** As vim and atomic writers save: a whole new file renamed over the old one. */
  rename: async (text) => {
    fs.writeFileSync(tempFile, text);
    fs.renameSync(tempFile, file);
  },
};

// ---------------------------------------------------------------- the server

let server;
let output = "";

function startServer(port) {
  // Its own process group, so that stopping it also stops the develop process and workers it starts.
  server = spawn(process.execPath, [GATSBY, "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const add = (chunk) => (output += stripAnsi(chunk.toString()));
  server.stdout.on("data", add);
  server.stderr.on("data", add);
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const signal = (sig) => {
    try {
      process.kill(-server.pid, sig);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const kill = setTimeout(() => signal("SIGKILL"), 10_000);
  await exited;
  clearTimeout(kill);
}

/** The lines of the server's output from `mark` on that match `pattern`. */
function linesSince(mark, pattern) {
  const lines = output.slice(mark).split("\n");
  return lines.filter((line) => pattern.test(line));
}

/** Waits until `ready()` holds, polling; false if `timeoutMs` passes first or the server exits. */
async function until(ready, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    if (await ready()) return true;
    await sleep(100);
  }
  return false;
}

/** Waits until the server has printed nothing for QUIET_MS, for at most `timeoutMs`. */
async function quiet(timeoutMs) {
  let length = output.length;
  let since = Date.now();
  return until(() => {
    if (output.length !== length) [length, since] = [output.length, Date.now()];
    return Date.now() - since >= QUIET_MS;
  }, timeoutMs);
}

// ---------------------------------------------------------------- GraphiQL and the page

let base;

async function graphql(query) {
  const res = await fetch(`${base}/___graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphiQL: ${body.errors[0].message}`);
  return body.data;
}

/** The record made from the file, found through the file's node, and the page that shows it. */
async function findRecord() {
  const lang = path.basename(file, ".json").split(".").pop();
  const data = await graphql(`{
    file(sourceInstanceName: { eq: "content" }, relativePath: { eq: ${JSON.stringify(path.relative(path.join(ROOT, "content"), file))} }) {
      children { id internal { type } }
    }
    allSitePage { nodes { path pageContext } }
  }`);
  const child = data.file?.children[0];
  if (!child) throw new Error(`GraphiQL has no record made from ${rel}`);
  const page = data.allSitePage.nodes.find((p) => p.pageContext?.slug === content.slug && p.pageContext?.lang === lang);
  if (!page) throw new Error(`no page has the context { slug: ${content.slug}, lang: ${lang} }`);
  const field = child.internal.type[0].toLowerCase() + child.internal.type.slice(1);
  return { query: `{ record: ${field}(id: { eq: ${JSON.stringify(child.id)} }) { title } }`, page: page.path };
}

/** Whether `value` holds the string `text` anywhere. */
const holds = (value, text) => (typeof value === "object" && value !== null ? Object.values(value).some((v) => holds(v, text)) : value === text);

/** Whether the page's data holds `title`: /page-data/insights/x/page-data.json for /insights/x/, /page-data/index/ for /. */
async function pageShows(target, title) {
  const dataPath = target.page.replace(/\/+$/, "") || "/index";
  const res = await fetch(`${base}/page-data${dataPath}/page-data.json`);
  return res.ok && holds(await res.json(), title);
}

/**
 * Saves the file with `title` and follows GraphiQL and the page until both show it (the page only
 * while `awaitPage`, else for 3 s after GraphiQL), and for a second more. Gatsby replaces a changed
 * file's records by deleting and making them again (createNode in gatsby/dist/redux/actions/public.js),
 * so a query can find none for a moment, or longer while the file is half-written; a dropped record
 * stays missing until the next save, which the last query catches. Returns when each showed it (ms
 * after the save ended) and the longest the record was missing.
 */
async function edit(target, title, save, awaitPage) {
  const startedAt = Date.now();
  let savedAt = null;
  const saved = write(save, withTitle(title)).then(() => (savedAt = Date.now()));
  let inGraphiql = null;
  let onPage = null;
  let missingSince = null;
  let longestGap = 0;
  while (Date.now() - startedAt < DEADLINE_MS) {
    const now = Date.now();
    const { record: found } = await graphql(target.query);
    if (!found) missingSince ??= now;
    else if (missingSince !== null) [longestGap, missingSince] = [Math.max(longestGap, now - missingSince), null];
    const since = savedAt === null ? 0 : now - savedAt;
    if (found?.title === title) inGraphiql ??= since;
    if (inGraphiql !== null && onPage === null && (await pageShows(target, title))) onPage = since;
    const doneAt = onPage ?? (awaitPage || inGraphiql === null ? null : inGraphiql + 3_000);
    if (savedAt !== null && doneAt !== null && since >= doneAt + 1_000) break;
    await sleep(POLL_MS);
  }
  await saved;
  if (missingSince !== null) longestGap = Math.max(longestGap, Date.now() - missingSince);
  const { record: last } = await graphql(target.query);
  return { inGraphiql, onPage, longestGap, last: last?.title ?? null };
}

// ---------------------------------------------------------------- the check

async function main() {
  const t0 = Date.now();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  log(`gatsby develop on port ${port}; editing ${rel}`);
  startServer(port);

  const started = await until(() => /You can now view/.test(output), START_TIMEOUT_MS);
  if (!started) throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
  const settled = await quiet(30_000);
  log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s${settled ? "" : ", and still busy 30 s later"}`);

  // Started whole: no Node API threw on the way (Gatsby goes on serving after one), and the CMS that `npm run
  // cms` opens is served.
  const startErrors = linesSince(0, /\bERROR\b|threw an error/);
  if (startErrors.length) fail(`the server reported errors while it started:\n  ${startErrors.slice(0, 8).join("\n  ")}`);
  const admin = await fetch(`${base}/admin/`);
  if (!admin.ok) fail(`/admin/ answered ${admin.status}, not the CMS`);

  // At rest: no rebuild, no write to the types file.
  const before = fs.statSync(TYPES, { throwIfNoEntry: false });
  if (!before) fail(`typegen wrote no ${path.relative(ROOT, TYPES)}`);
  let typeWrites = 0;
  const watcher = fs.watch(path.dirname(TYPES), (_event, name) => (typeWrites += Number(name === path.basename(TYPES))));
  const mark = output.length;
  await sleep(IDLE_MS);
  watcher.close();
  const after = fs.statSync(TYPES, { throwIfNoEntry: false });
  const activity = linesSince(mark, ACTIVITY);
  const rebuilds = activity.filter((line) => /Re-building development bundle/.test(line)).length;
  if (activity.length) fail(`at rest for ${IDLE_MS / 1000} s, the server worked (${rebuilds} rebuilds of the bundle):\n  ${activity.slice(0, 8).join("\n  ")}`);
  if (before && (typeWrites || after?.mtimeMs !== before.mtimeMs || after?.size !== before.size))
    fail(`at rest for ${IDLE_MS / 1000} s, ${path.relative(ROOT, TYPES)} was written (${typeWrites} file events)`);
  if (!activity.length && !typeWrites) log(`at rest for ${IDLE_MS / 1000} s: no rebuild, no write to the types file`);

  // Following edits.
  const target = await findRecord();
  const edits = [
    ["in place, two chunks 40 ms apart", SAVES.inPlace(40), true],
    ["in place, the second chunk 750 ms late", SAVES.inPlace(750), false],
    ["by rename", SAVES.rename, true],
  ];
  const errorsBefore = output.length;
  for (const [how, save, pageRequired] of edits) {
    const title = `${content.title} (${how})`;
    const result = await edit(target, title, save, pageRequired);
    const summary = `saved ${how}: GraphiQL ${result.inGraphiql ?? "never"} ms, page ${result.onPage ?? "never"} ms, record missing at most ${result.longestGap} ms`;
    log(summary);
    if (result.inGraphiql === null) fail(`${summary}: GraphiQL did not show the new title within ${DEADLINE_MS} ms`);
    if (pageRequired && result.onPage === null) fail(`${summary}: ${target.page} did not show the new title within ${DEADLINE_MS} ms`);
    if (result.last === null) fail(`${summary}: the record went missing and stayed missing`);
    else if (result.last !== title) fail(`${summary}: GraphiQL ended with the title ${JSON.stringify(result.last)}`);
  }
  const errors = linesSince(errorsBefore, /\bERROR\b|Unable to parse JSON|threw an error/);
  if (errors.length) fail(`the server reported errors while the file was saved:\n  ${errors.slice(0, 8).join("\n  ")}`);

  // Back as it was, and shown as it was. Gatsby saves its state (which queries are stale) only once it
  // is idle again, while the nodes are saved at once: stopped earlier, it would leave the next `gatsby
  // build` trusting query results made from the edited file.
  restore();
  const back = await until(async () => (await graphql(target.query)).record?.title === content.title && (await pageShows(target, content.title)), DEADLINE_MS);
  if (!back) fail(`GraphiQL and ${target.page} did not show the restored title of ${rel} within ${DEADLINE_MS} ms`);
  await quiet(30_000);
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Restores the file once the save in progress is done, lets the server take it in (see the end of main), stops it, restores public/. Runs once. */
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await saving.catch(() => undefined);
    if (restore() && server?.exitCode === null) await quiet(30_000);
    await stopServer();
    restorePublic();
  })());

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    interrupted = true;
    log(`${sig}: restoring ${rel} and stopping the server`);
    await cleanUp();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  fail(error.message);
} finally {
  await cleanUp();
}
if (interrupted) process.exit(130);
if (failures.length) {
  log(`${failures.length} check(s) failed; the server's last output:\n${output.slice(-2000)}`);
  process.exit(1);
}
