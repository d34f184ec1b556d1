#!/usr/bin/env node
// Serves a build with Debian's nginx and the build's own deploy/nginx.conf, as a self-hosted site would. It writes a
// minimal main config into a temporary directory (every path in it writable without root), listens on a loopback
// port and stays in the foreground until it is stopped.
//
//   node scripts/nginx-server.mjs [--port 9002, else PORT] [--dir public] [--conf deploy/nginx.conf]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureDebianPackages } from "./ensure-debian.mjs";

const { values: options } = parseArgs({
  options: { port: { type: "string" }, dir: { type: "string", default: "public" }, conf: { type: "string", default: "deploy/nginx.conf" } },
});
const port = options.port ?? process.env.PORT ?? "9002";
const root = path.resolve(options.dir);
const include = path.resolve(options.conf);

function fail(message) {
  process.stderr.write(`nginx-server: ${message}\n`);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, "index.html"))) fail(`no build in ${root}: run "npm run build" first`);
if (!fs.existsSync(include)) fail(`${include} does not exist: the build writes it (gatsby/hosting/host-rules.ts)`);
const [nginx] = ensureDebianPackages(["nginx"]);

// One directory per port, emptied on each start, so runs never pile up temporary directories.
const prefix = path.join(os.tmpdir(), `nginx-e2e-${port}`);
fs.rmSync(prefix, { recursive: true, force: true });
fs.mkdirSync(prefix, { recursive: true, mode: 0o755 });
// As root, nginx would run its workers as "nobody", who may not read a checkout under /root.
const user = process.getuid?.() === 0 ? "user root;" : "";
const config = path.join(prefix, "nginx.conf");
fs.writeFileSync(
  config,
  `# Written by scripts/nginx-server.mjs for one test run.
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
${user}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  log_not_found off;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include};
  }
}
`,
);

// -e stderr: nginx opens its compiled-in error log before reading the config, which a non-root user may
// not write. A configuration it refuses is named there, and it exits.
const child = spawn(nginx, ["-e", "stderr", "-p", prefix, "-c", config], { stdio: ["ignore", "inherit", "inherit"] });
process.stdout.write(
  `Serving ${path.relative(process.cwd(), root) || "."} with nginx and ${path.relative(process.cwd(), include)} at http://127.0.0.1:${port}\n`,
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
