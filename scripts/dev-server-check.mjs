#!/usr/bin/env node
// Checks `gatsby develop` (`npm run test:develop`, a step of `npm run test:all`). It must start without
// an error from any Node API, serve the CMS at /admin/, and then, at rest for IDLE_MS, rebuild nothing
// and leave src/gatsby-types.d.ts alone. The first English file of content/services/ is then saved as
// editors, git and the CMS save: in place in two chunks 40 ms apart, the same with the second chunk
// 750 ms late, and by rename. Each save must reach GraphiQL within DEADLINE_MS and its record must not
// stay missing; the first and the last must reach the page's data too (the first `gatsby develop` after
// a production build can leave the late save's page stale until the next save). Times are printed,
// never required: DEADLINE_MS only tells "slow" from "never" on a busy machine. The file and public/
// (which the dev server writes into) are restored byte for byte at the end, on failure and on Ctrl-C.
//
//   npm run test:develop
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, repoRoot as ROOT, stripAnsi } from "./bench-lib.mjs";

const TYPES = path.join(ROOT, "src/gatsby-types.d.ts");
const PUBLIC = path.join(ROOT, "public");
const SERVICES = path.join(ROOT, "content/services");
const IDLE_MS = 15_000;
const DEADLINE_MS = 30_000;
// Any of these in the server's output while it should be at rest is work it should not be doing.
const ACTIVITY = /building|extract queries|Generating GraphQL|changed file/i;
const ERRORS = /\bERROR\b|Unable to parse JSON|threw an error/;

const log = (msg) => process.stderr.write(`[develop] ${msg}\n`);
const failures = [];
let interrupted = false;
const fail = (msg) => {
  if (interrupted) return;
  failures.push(msg);
  log(`FAIL ${msg}`);
};

// ---------------------------------------------------------------- the file to edit, and public/

const english = fs.readdirSync(SERVICES).filter((name) => name.endsWith(".en.json"));
const file = path.join(SERVICES, english.sort()[0]);
const rel = path.relative(ROOT, file);
const tempFile = `${file}.${process.pid}~`;
const original = fs.readFileSync(file);
const content = JSON.parse(original.toString("utf8"));
const withTitle = (title) => `${JSON.stringify({ ...content, title }, null, 2)}\n`;

/** Puts the file back as it was; true if it had to. */
function restore() {
  if (fs.readFileSync(file).equals(original)) return false;
  fs.writeFileSync(file, original);
  return true;
}

// The dev server writes page data into public/, beside the build's output: a copy goes back at the end.
const publicCopy = fs.existsSync(PUBLIC) ? fs.mkdtempSync(path.join(os.tmpdir(), "develop-public-")) : null;
if (publicCopy) fs.cpSync(PUBLIC, publicCopy, { recursive: true, preserveTimestamps: true });

function restorePublic() {
  if (!publicCopy) return;
  fs.rmSync(PUBLIC, { recursive: true, force: true });
  fs.cpSync(publicCopy, PUBLIC, { recursive: true, preserveTimestamps: true });
  fs.rmSync(publicCopy, { recursive: true, force: true });
}

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
  fs.writeFileSync(tempFile, text);
  fs.renameSync(tempFile, file);
};

let saving = Promise.resolve();
/** Saves `text` with `save`, unless Ctrl-C has been pressed; the clean-up waits for the save in progress. */
function write(save, text) {
  if (interrupted) throw new Error("interrupted");
  return (saving = save(text));
}

// ---------------------------------------------------------------- the server

let server;
let output = "";
let base;

function startServer(port) {
  // Its own process group, so that stopping it also stops the develop process and workers it starts.
  server = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk) => (output += stripAnsi(chunk.toString())));
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
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
  return found.length;
}

/** Waits until `ready()` holds, polling; false if `timeoutMs` passes first or the server exits. */
async function until(ready, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.exitCode === null) {
    if (await ready()) return true;
    await sleep(50);
  }
  return false;
}

/** Waits until the server has printed nothing for 3 s, for at most 30 s. */
async function quiet() {
  let [length, since] = [output.length, Date.now()];
  return until(() => {
    if (output.length !== length) [length, since] = [output.length, Date.now()];
    return Date.now() - since >= 3_000;
  }, 30_000);
}

// ---------------------------------------------------------------- GraphiQL and the page

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
 * Saves the file with `title` and follows GraphiQL and the page until both show it (the page for at
 * most 3 s more unless `pageRequired`). Gatsby replaces a changed file's records by deleting and making
 * them again (createNode in gatsby/dist/redux/actions/public.js), so a query can find none for a
 * moment; a dropped record stays missing until the next save, which the last query, a second later,
 * catches. Returns when each showed it (ms after the save began) and the last title.
 */
async function edit(title, save, pageRequired) {
  const started = Date.now();
  const saved = write(save, withTitle(title));
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

// ---------------------------------------------------------------- the check

async function main() {
  const t0 = Date.now();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  log(`gatsby develop on port ${port}; editing ${rel}`);
  startServer(port);
  if (!(await until(() => output.includes("You can now view"), 180_000))) throw new Error(`the server was not ready within 180 s:\n${output.slice(-3000)}`);
  const settled = await quiet();
  log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s${settled ? "" : ", and still busy 30 s later"}`);

  // Started whole: no Node API threw on the way (Gatsby goes on serving after one), and the CMS that `npm run
  // cms` opens is served.
  failOnLines(0, ERRORS, "the server reported errors while it started");
  const admin = await fetch(`${base}/admin/`);
  if (!admin.ok) fail(`/admin/ answered ${admin.status}, not the CMS`);

  // At rest: no rebuild, no write to the types file.
  const before = fs.statSync(TYPES, { throwIfNoEntry: false });
  if (!before) fail(`typegen wrote no ${path.relative(ROOT, TYPES)}`);
  const mark = output.length;
  await sleep(IDLE_MS);
  const after = fs.statSync(TYPES, { throwIfNoEntry: false });
  const worked = failOnLines(mark, ACTIVITY, `at rest for ${IDLE_MS / 1000} s, the server worked`);
  const typesWritten = before && (after?.mtimeMs !== before.mtimeMs || after?.size !== before.size);
  if (typesWritten) fail(`at rest for ${IDLE_MS / 1000} s, ${path.relative(ROOT, TYPES)} was written`);
  if (!worked && !typesWritten) log(`at rest for ${IDLE_MS / 1000} s: no rebuild, no write to the types file`);

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

  // Back as it was, and shown as it was. Gatsby saves its state (which queries are stale) only once it
  // is idle again, while the nodes are saved at once: stopped earlier, it would leave the next `gatsby
  // build` trusting query results made from the edited file.
  const back = await edit(content.title, async () => restore(), true);
  if (back.onPage === null) fail(`GraphiQL and ${pagePath} did not show the restored title of ${rel} within ${DEADLINE_MS} ms`);
  await quiet();
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Restores the file once the save in progress is done, lets the server take it in (see the end of main), stops it, restores public/. Runs once. */
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await saving.catch(() => undefined);
    if (restore() && server?.exitCode === null) await quiet();
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
