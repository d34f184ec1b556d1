#!/usr/bin/env node
// Checks every built page with the W3C Nu HTML Checker (the npm package vnu-jar, run with Debian's Java), which follows
// the living HTML standard and ARIA in HTML as they change; html-validate checks the project's own rules. Prints each
// finding as `file:line:col: message` and exits 1 on any, or when there is no page to read. KNOWN lists what the
// checker reports that is not a fault of the page, each with its reason; what it drops is counted in the summary.
//
//   node scripts/nu-check.mjs [directory, default public]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vnuJar from "vnu-jar";
import { ensureDebianPackages } from "./ensure-debian.mjs";

const KNOWN = [
  // Tailwind CSS 4 writes CSS newer than the checker's CSS validator knows: registered custom
  // properties, container queries and margin-trim, in the inlined stylesheet. Chromium, the browser
  // tests' engine, applies all of them.
  { message: /^CSS: Unrecognized at-rule “@(property|container)”/, reason: "Tailwind's @property and @container rules" },
  { message: /^CSS: “(container-type|margin-trim)”: Property “[a-z-]+” doesn't exist\./, reason: "container-type and margin-trim" },
  { message: /^CSS: “transition-property”: “--[a-z-]+” is not a “transition-property” value\./, reason: "transitions of registered custom properties" },
  // gatsby-plugin-fast-start's start-up loader waits for the priority picture's paint through the
  // Element Timing API, which reads this attribute (the plugin's register, "elementtiming").
  { message: /^Attribute “elementtiming” not allowed on element “img” at this point\.$/, reason: "Element Timing on the priority picture" },
];

const dir = process.argv[2] ?? "public";
// Every page outside Gatsby's slice fragments (_gatsby/), as html-validate reads them (page-data/404.html is a folder).
const files = fs.globSync(`${dir}/**/*.html`).filter((file) => !file.includes("/_gatsby/") && fs.statSync(file).isFile());
if (files.length === 0) throw new Error(`nu-check: no pages (*.html) in ${dir}: build first`);

const [java] = ensureDebianPackages(["default-jre-headless"]);
// vnu-jar's main export is the jar's path. With --format json the report goes to stderr;
// --exit-zero-always keeps errors from looking like a crash.
const jar = String(vnuJar);
const run = spawnSync(java, ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], { encoding: "utf8", maxBuffer: 1 << 28 });
if (!run.stderr?.startsWith("{"))
  throw new Error(`the Nu checker (${jar}) did not report: exit ${run.status}, ${run.error?.message ?? run.stderr.slice(0, 500)}`);
const report = JSON.parse(run.stderr);
let faults = 0;
const known = new Map();
for (const m of report.messages.filter((m) => m.type === "error" || m.subType === "fatal")) {
  const entry = KNOWN.find((k) => k.message.test(m.message));
  if (entry) known.set(entry.reason, (known.get(entry.reason) ?? 0) + 1);
  else {
    faults++;
    const file = path.relative(process.cwd(), new URL(m.url).pathname);
    process.stdout.write(`${file}:${m.lastLine ?? 0}:${m.firstColumn ?? m.lastColumn ?? 0}: ${m.message}\n`);
  }
}
const dropped = [...known].map(([reason, count]) => `${count} × ${reason}`).join("; ");
process.stdout.write(`nu-check: ${files.length} pages, ${faults} findings${dropped ? ` (not counted, as KNOWN: ${dropped})` : ""}\n`);
process.exit(faults > 0 ? 1 : 0);
