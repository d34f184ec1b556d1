#!/usr/bin/env node
// Local editing, offline: `gatsby develop` at http://localhost:8000 (the CMS at /admin) and
// decap-server, which reads and writes this working tree's files for the CMS. decap-server has no
// authentication, so it listens on 127.0.0.1 only. Ctrl-C stops both; if one stops, so does the other.
//
//   npm run cms
//
// CMS_PROXY_PORT (default 8081) moves decap-server; the CMS looks for it at localhost:8081 unless
// config.yml says otherwise, so change it only together with local_backend.url (gatsby/cms/config.ts).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const port = process.env.CMS_PROXY_PORT || "8081";

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: port, GIT_REPO_DIRECTORY: root, MODE: "fs" },
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT || "1" },
  }),
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
process.stdout.write(`[cms] decap-server on 127.0.0.1:${port} edits ${root}; the CMS will be at http://localhost:8000/admin\n`);
