#!/usr/bin/env node
// Serves a build on a host's own engine, offline and without an account, for the browser tests: Cloudflare Pages'
// asset server (`wrangler pages dev`, Cloudflare's code in workerd) or Netlify's redirect and header engine
// (`netlify dev`), both from their own package, scripts/host-engines/. The engine serves a copy of --dir in
// build/hosts/<engine>-<port>/ with the host's own _redirects, which the build writes to deploy/<engine>/, laid over
// it. What the engine prints goes to the --log file (read by tests/e2e/engine-logs.spec.ts), else to stderr.
//
//   node scripts/host-engine.mjs --engine cloudflare-pages|netlify [--port 9003, else PORT] [--dir public] [--log file]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ENGINES_DIR = path.join(import.meta.dirname, "host-engines");

/** Each engine's command, with the flags that keep it offline and on loopback. */
const ENGINES = {
  "cloudflare-pages": {
    bin: "wrangler",
    // The compatibility date may be no newer than the workerd that wrangler bundles.
    args: (dir, port) => ["pages", "dev", dir, ...`--compatibility-date 2026-05-01 --ip 127.0.0.1 --port ${port} --inspector-port ${port + 1000}`.split(" ")],
    env: { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "info" },
  },
  netlify: {
    bin: "netlify",
    // --offline and no edge functions: nothing is downloaded (edge functions would fetch Deno).
    args: (dir, port) => ["dev", "--offline", "--internal-disable-edge-functions", "--no-open", "--skip-gitignore", "--dir", dir, "--port", String(port)],
    env: { NETLIFY_TELEMETRY_DISABLED: "1" },
  },
};

function fail(message) {
  process.stderr.write(`host-engine: ${message}\n`);
  process.exit(1);
}

const { values: options } = parseArgs({
  options: { engine: { type: "string" }, port: { type: "string" }, dir: { type: "string", default: "public" }, log: { type: "string" } },
});
const engine = ENGINES[options.engine ?? ""];
if (!engine) fail(`--engine must be one of ${Object.keys(ENGINES).join(", ")}`);
const port = Number(options.port ?? process.env.PORT ?? "9003");
if (!Number.isInteger(port) || port <= 0 || port > 64535) fail(`"${options.port}" is not a port number`);
const bin = path.join(ENGINES_DIR, "node_modules", ".bin", engine.bin);
if (!fs.existsSync(bin)) fail(`the hosts' engines are not installed: run "npm install --prefix scripts/host-engines" (the README's command 2 does)`);
const build = path.resolve(options.dir);
const rules = path.join(path.dirname(build), "deploy", options.engine);
if (!fs.existsSync(path.join(build, "index.html")) || !fs.existsSync(rules)) fail(`no build in ${build} with its rules in ${rules}: run "npm run build" first`);
const root = path.resolve("build", "hosts", `${options.engine}-${port}`);
fs.rmSync(root, { recursive: true, force: true });
fs.cpSync(build, root, { recursive: true });
fs.cpSync(rules, root, { recursive: true });

// netlify dev reads netlify.toml and writes .netlify/ in its working directory, and starts a static
// server of its own on a port that netlify.toml names: a directory per port keeps parallel runs apart.
const cwd = path.join(os.tmpdir(), `host-engine-${options.engine}-${port}`);
fs.rmSync(cwd, { recursive: true, force: true });
fs.mkdirSync(cwd, { recursive: true });
fs.writeFileSync(path.join(cwd, "netlify.toml"), `[dev]\n  framework = "#static"\n  staticServerPort = ${port + 2000}\n`);

if (options.log) fs.mkdirSync(path.dirname(path.resolve(options.log)), { recursive: true });
const log = options.log ? fs.createWriteStream(path.resolve(options.log)) : process.stderr;
let tail = "";
const child = spawn(bin, engine.args(root, port), {
  cwd,
  env: { ...process.env, ...engine.env, BROWSER: "none", CI: "true" },
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [child.stdout, child.stderr])
  stream.on("data", (chunk) => {
    log.write(chunk);
    tail = (tail + chunk).slice(-4000);
  });
process.stdout.write(
  `Serving ${path.relative(process.cwd(), build) || "."} with ${path.relative(process.cwd(), rules)} on ${options.engine}'s engine at http://127.0.0.1:${port}\n`,
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  if (options.log) log.end();
  if (!child.killed && options.log)
    process.stderr.write(`host-engine: ${options.engine}'s engine stopped (${signal ?? `exit ${code}`}); the end of its log:\n${tail}\n`);
  fs.rmSync(cwd, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
