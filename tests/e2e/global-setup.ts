import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Before any browser test: Chromium's headless shell is installed (scripts/ensure-debian.mjs) and a production build exists. */
export default function globalSetup(): void {
  // A child process, because Playwright's loader cannot import an .mjs file from TypeScript here.
  execFileSync(process.execPath, [path.resolve("scripts/ensure-debian.mjs"), "chromium-headless-shell"], { stdio: "inherit" });
  const dir = process.env.E2E_DIR || "public";
  if (!fs.existsSync(path.join(dir, "index.html")) || !fs.existsSync(path.join(dir, "404.html")))
    throw new Error(`No production build in ${dir}/: run "npm run build" first (npm test does).`);
}
