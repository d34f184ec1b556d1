#!/usr/bin/env node
// Builds the site as each host's build machine would, for the tests on the hosts' own engines: with
// CF_PAGES=1 as Cloudflare Pages does, and with NETLIFY=true as Netlify does (the build then writes
// that host's rule files exactly: gatsby/hosting/host-rules.ts). Each build is copied to
// build/hosts/<host>/. Run it before the plain build, which leaves public/ as the default one: after
// the first, each build only re-runs the post-build steps (about 10 seconds).
//
//   node scripts/build-hosts.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Each host, and the environment its build machines set (docs/deploying.md). */
export const HOST_BUILDS = {
  "cloudflare-pages": { CF_PAGES: "1" },
  netlify: { NETLIFY: "true" },
};

const hostBuildDir = (host) => path.join("build", "hosts", host);

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [host, env] of Object.entries(HOST_BUILDS)) {
    process.stdout.write(
      `Building for ${host} (${Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")})...\n`,
    );
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    // The other host's variable is cleared, so the build never sees both.
    const cleared = Object.fromEntries(Object.values(HOST_BUILDS).flatMap((e) => Object.keys(e).map((k) => [k, ""])));
    const result = spawnSync(npm, ["run", "build:test"], { stdio: "inherit", env: { ...process.env, ...cleared, ...env } });
    if (result.status !== 0) {
      process.stderr.write(`build-hosts: the build for ${host} failed (exit ${result.status})\n`);
      process.exit(result.status ?? 1);
    }
    const dir = hostBuildDir(host);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync("public", dir, { recursive: true });
    process.stdout.write(`Copied public/ to ${dir}\n`);
  }
}
