#!/usr/bin/env node
// Makes sure the Debian packages the tests and benchmarks run are present: Chromium's headless shell for the browser
// tests and Chromium for Lighthouse (Playwright's own browsers come from a CDN the project's machines cannot reach),
// nginx, which serves the build with deploy/nginx.conf, and Java for the Nu HTML checker. Installs what is missing
// with one apt-get as root; otherwise stops with a message naming the packages.
//
//   node scripts/ensure-debian.mjs [package ...]   (default: all of PROGRAMS)
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** Each package, and the program of it the tests run (the environment variable overrides the path). */
const PROGRAMS = {
  "chromium-headless-shell": process.env.HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell",
  chromium: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  nginx: process.env.NGINX_PATH || "/usr/sbin/nginx",
  "default-jre-headless": process.env.JAVA_PATH || "/usr/bin/java",
};

/** Installs whichever of `packages` is missing; returns the programs' paths in the same order. */
export function ensureDebianPackages(packages) {
  const unknown = packages.filter((name) => !(name in PROGRAMS));
  if (unknown.length > 0) throw new Error(`unknown package ${unknown.join(", ")}: this script knows ${Object.keys(PROGRAMS).join(", ")}`);
  const missing = packages.filter((name) => !fs.existsSync(PROGRAMS[name]));
  if (missing.length > 0) {
    const wanted = missing.map((name) => `"${name}" (for ${PROGRAMS[name]})`).join(", ");
    if (process.getuid?.() !== 0)
      throw new Error(`Missing Debian packages: ${wanted}. Install them (sudo apt-get install -y ${missing.join(" ")}) or set the program's path.`);
    // Progress goes to stderr: Playwright may ignore a web server's stdout.
    process.stderr.write(`Installing Debian's packages ${wanted}...\n`);
    const options = { stdio: ["ignore", process.stderr, process.stderr], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
    execFileSync("apt-get", ["update", "-q"], options);
    execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...missing], options);
    const still = missing.filter((name) => !fs.existsSync(PROGRAMS[name]));
    if (still.length > 0) throw new Error(`apt-get finished but ${still.map((name) => PROGRAMS[name]).join(", ")} still missing`);
  }
  return packages.map((name) => PROGRAMS[name]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(PROGRAMS);
  ensureDebianPackages(chosen).forEach((program, i) => process.stdout.write(`${chosen[i]}: ${program}\n`));
}
