#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the browser tests: installs it with apt-get
// when missing and running as root, otherwise stops with a message naming the package.
// Playwright's own browser download needs the internet, which CI machines do not have.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install Debian's package "chromium" (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  process.stdout.write(`Chromium is missing at ${CHROMIUM}; installing Debian's package "chromium"...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} still does not exist`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`Chromium: ${ensureChromium()}\n`);
}
