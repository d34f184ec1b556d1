#!/usr/bin/env node
// Builds the site with the forms delivering to the test receiver (tests/e2e/forms-delivery.spec.ts)
// into the folder tests/e2e/support/test-builds.json names. The forms' destinations are written into
// every page and its policy, so this is the one build besides the plain one; run it before the plain
// build, which then only re-runs the post-build steps and the pages it changes.
//
//   npm run build:forms
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import builds from "../tests/e2e/support/test-builds.json" with { type: "json" };

// The receiver's port and the site's, as playwright.config.ts serves them.
const { dir, receiverPortAfterE2ePort, sitePortAfterE2ePort } = builds.forms;
const e2ePort = Number(process.env.E2E_PORT || 9000);
const receiver = `http://127.0.0.1:${e2ePort + receiverPortAfterE2ePort}`;
const env = {
  CONTACT_FORM_ENDPOINT: `${receiver}/contact`,
  NEWSLETTER_FORM_ENDPOINT: `${receiver}/newsletter`,
  NEWSLETTER_FORM_PROCESSOR: "Test Receiver",
  // The receiver sends a post without JavaScript on to `_next`, which must be on the site it is served at.
  SITE_URL: `http://127.0.0.1:${e2ePort + sitePortAfterE2ePort}`,
  // A host's build machine would choose the forms itself.
  NETLIFY: "",
  CF_PAGES: "",
};
process.stdout.write(`Building public/ with ${JSON.stringify(env)}, then copying it to ${dir}\n`);
const result = spawnSync("npm", ["run", "build:test"], { stdio: "inherit", env: { ...process.env, ...env } });
if (result.status !== 0) {
  process.stderr.write(`build-forms: the build of ${dir} failed (exit ${result.status})\n`);
  process.exit(result.status ?? 1);
}
fs.rmSync(dir, { recursive: true, force: true });
fs.cpSync("public", dir, { recursive: true });
