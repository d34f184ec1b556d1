import fs from "node:fs";
import path from "node:path";
// @ts-expect-error: a plain ES module script without type declarations
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";

/** Before any browser test: Chromium is installed and a production build exists. */
export default function globalSetup(): void {
  ensureChromium();
  const dir = process.env.E2E_DIR || "public";
  if (!fs.existsSync(path.join(dir, "index.html")) || !fs.existsSync(path.join(dir, "404.html")))
    throw new Error(`No production build in ${dir}/: run "npm run build" first (npm test does).`);
}
