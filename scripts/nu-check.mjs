#!/usr/bin/env node
// Checks every built page with the W3C Nu HTML Checker (the npm package vnu-jar, run with Debian's
// Java), which follows the living HTML standard and ARIA in HTML as they change; html-validate checks
// the project's own rules. Prints each finding as `file:line:col: message` and exits 1 on any, or
// when there is no page to read, so the check cannot pass by reading nothing. `npm run validate:html`
// runs it after html-validate.
//
//   node scripts/nu-check.mjs [directory, default public]
//
// KNOWN lists what the checker reports that is not a fault of the page, each with its reason; what
// it drops is counted in the summary, so a list that has outlived its reason is seen.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vnuJar from "vnu-jar";
import { ensureDebianPackages } from "./ensure-debian.mjs";

/** vnu-jar's main export is the path of the checker's jar. */
const VNU_JAR = String(vnuJar);

export const KNOWN = [
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

/** The built pages: every .html file outside Gatsby's slice fragments (_gatsby/), as html-validate reads them. */
export function builtPages(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes("_gatsby"))
    .sort();
}

/** The checker's errors for `files`, as { file, line, column, message }, in its order. */
export function nuErrors(files) {
  const [java] = ensureDebianPackages(["default-jre-headless"]);
  // With --format json the report goes to stderr; --exit-zero-always keeps errors from looking like a crash.
  const run = spawnSync(java, ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files], { encoding: "utf8", maxBuffer: 1 << 28 });
  let report;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`the Nu checker (${VNU_JAR}) did not report: exit ${run.status}, ${run.error?.message ?? run.stderr.slice(0, 500)}`);
  }
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => ({
      file: path.relative(process.cwd(), new URL(m.url).pathname),
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      message: m.message,
    }));
}

/** Splits findings into the page's faults and the KNOWN ones, counted by reason. */
export function sortFindings(findings) {
  const faults = [];
  const known = new Map();
  for (const finding of findings) {
    const entry = KNOWN.find((k) => k.message.test(finding.message));
    if (entry) known.set(entry.reason, (known.get(entry.reason) ?? 0) + 1);
    else faults.push(finding);
  }
  return { faults, known };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "public";
  const files = fs.existsSync(dir) ? builtPages(dir) : [];
  if (files.length === 0) {
    process.stderr.write(`nu-check: no pages (*.html) in ${dir}: build first\n`);
    process.exit(1);
  }
  const { faults, known } = sortFindings(nuErrors(files));
  for (const f of faults) process.stdout.write(`${f.file}:${f.line}:${f.column}: ${f.message}\n`);
  const dropped = [...known].map(([reason, count]) => `${count} × ${reason}`).join("; ");
  process.stdout.write(`nu-check: ${files.length} pages, ${faults.length} findings${dropped ? ` (not counted, as KNOWN: ${dropped})` : ""}\n`);
  process.exit(faults.length > 0 ? 1 : 0);
}
