import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import archive from "./support/archive.json";

/**
 * Before any browser test: Chromium's headless shell is installed (scripts/ensure-debian.mjs) and the
 * production builds exist: the site's and, but for the content check, the archive with generated articles.
 */
export default function globalSetup(): void {
  // A child process, because Playwright's loader cannot import an .mjs file from TypeScript here.
  execFileSync(process.execPath, [path.resolve("scripts/ensure-debian.mjs"), "chromium-headless-shell"], { stdio: "inherit" });
  const builds = [{ dir: "public", command: "npm run build" }];
  if (process.env.E2E_CHANGED === undefined) builds.push({ dir: `${archive.dir}/public`, command: "npm run build:scale" });
  for (const { dir, command } of builds)
    if (!fs.existsSync(path.join(dir, "index.html")) || !fs.existsSync(path.join(dir, "404.html")))
      throw new Error(`No production build in ${dir}/: run "${command}" first (npm test does).`);
}
