#!/usr/bin/env node
// Builds the variants of the site the browser tests serve besides public/: as each host's build
// machine would, with CF_PAGES=1 as Cloudflare Pages does and with NETLIFY=true as Netlify does (the
// build then writes that host's rule files exactly: gatsby/hosting/host-rules.ts, and on Netlify the
// forms use Netlify Forms), and with the forms delivering to the test receiver
// (tests/e2e/forms-delivery.spec.ts). Each build is copied to build/<variant>/. Run it before the
// plain build, which leaves public/ as the default one: after the first, each build only re-runs the
// post-build steps and the pages the changed settings touch (about 10 to 20 seconds).
//
//   node scripts/build-variants.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Each host, and the environment its build machines set (docs/deploying.md). */
export const HOST_BUILDS = {
  "cloudflare-pages": { CF_PAGES: "1" },
  netlify: { NETLIFY: "true" },
};

/**
 * The ports of the forms' test build: the receiver at E2E_PORT + 6 and the site at E2E_PORT + 7, as
 * playwright.config.ts serves them. The build names both, so they are fixed before it runs.
 */
export function formsTestPorts(e2ePort = Number(process.env.E2E_PORT || 9000)) {
  return { receiver: e2ePort + 6, site: e2ePort + 7 };
}

const { receiver, site } = formsTestPorts();
const VARIANTS = {
  ...Object.fromEntries(Object.entries(HOST_BUILDS).map(([host, env]) => [`hosts/${host}`, env])),
  forms: {
    CONTACT_FORM_ENDPOINT: `http://127.0.0.1:${receiver}/contact`,
    NEWSLETTER_FORM_ENDPOINT: `http://127.0.0.1:${receiver}/newsletter`,
    NEWSLETTER_FORM_PROCESSOR: "Test Receiver",
    // The receiver sends a post without JavaScript on to `_next`, which must be on the site it is served at.
    SITE_URL: `http://127.0.0.1:${site}`,
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  // Every variable a variant sets is cleared for the others, so no build sees another's.
  const cleared = Object.fromEntries(Object.values(VARIANTS).flatMap((e) => Object.keys(e).map((k) => [k, ""])));
  delete cleared.SITE_URL;
  for (const [variant, env] of Object.entries(VARIANTS)) {
    process.stdout.write(
      `Building build/${variant} (${Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")})...\n`,
    );
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const result = spawnSync(npm, ["run", "build:test"], { stdio: "inherit", env: { ...process.env, ...cleared, ...env } });
    if (result.status !== 0) {
      process.stderr.write(`build-variants: the build of build/${variant} failed (exit ${result.status})\n`);
      process.exit(result.status ?? 1);
    }
    const dir = path.join("build", variant);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync("public", dir, { recursive: true });
    process.stdout.write(`Copied public/ to ${dir}\n`);
  }
}
