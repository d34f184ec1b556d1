#!/usr/bin/env node
// Local editing, offline: `gatsby develop` at http://localhost:8000 (the CMS at /admin) and
// decap-server, which reads and writes this working tree's files for the CMS, on 8081, where the CMS's
// local_backend (gatsby/cms/config.ts) looks for it. decap-server has no authentication, so it
// listens on 127.0.0.1 only. Ctrl-C stops both; if one stops, so does the other.
//
//   npm run cms
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/** A package's command, as its package.json's `bin` names it (what `npx <name>` would run). */
const binOf = (name) => {
  const manifest = require.resolve(`${name}/package.json`);
  return path.join(path.dirname(manifest), require(manifest).bin[name]);
};
const start = (name, args, env) => spawn(process.execPath, [binOf(name), ...args], { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
const children = [
  start("decap-server", [], { BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: root, MODE: "fs" }),
  start("gatsby", ["develop"], { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT || "1" }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
process.stdout.write(`[cms] decap-server on 127.0.0.1:8081 edits ${root}; the CMS will be at http://localhost:8000/admin\n`);
