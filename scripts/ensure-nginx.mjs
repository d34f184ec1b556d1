#!/usr/bin/env node
// Makes sure Debian's nginx is present for the browser tests, which serve the build with it and
// deploy/nginx.conf: installs the package with apt-get when it is missing and running as root,
// otherwise stops with a message naming the package (as scripts/ensure-chromium.mjs does).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";

export function ensureNginx() {
  if (fs.existsSync(NGINX)) return NGINX;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) throw new Error(`nginx is missing at ${NGINX}. Install Debian's package "nginx" (sudo apt-get install -y nginx) or set NGINX_PATH.`);
  // Progress goes to stderr: Playwright may ignore a web server's stdout.
  process.stderr.write(`nginx is missing at ${NGINX}; installing Debian's package "nginx"...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-q"], { stdio: ["ignore", process.stderr, process.stderr], env });
  execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "nginx"], { stdio: ["ignore", process.stderr, process.stderr], env });
  if (!fs.existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} still does not exist`);
  return NGINX;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`nginx: ${ensureNginx()}\n`);
}
