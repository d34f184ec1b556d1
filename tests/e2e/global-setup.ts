import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Before any browser test: Chromium's headless shell is installed (scripts/ensure-debian.mjs). That the
 * builds exist is checked before this, by each plain server (scripts/static-server.mjs), which refuses a
 * folder without one.
 */
export default function globalSetup(): void {
  // A child process, because Playwright's loader cannot import an .mjs file from TypeScript here.
  execFileSync(process.execPath, [path.resolve("scripts/ensure-debian.mjs"), "chromium-headless-shell"], { stdio: "inherit" });
}
