import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT || 9000);
const HEADERS_PORT = PORT + 1;
const DIR = process.env.E2E_DIR || "public";

/**
 * Browser tests run against the production build served like a CDN without rewrite
 * rules (scripts/static-server.mjs), in Debian's Chromium. A second server applies
 * the security headers from public/_headers for the CSP tests.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["line"]] : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "desktop", use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node scripts/static-server.mjs --port ${PORT} --dir ${DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: `node scripts/static-server.mjs --port ${HEADERS_PORT} --dir ${DIR} --headers`,
      url: `http://127.0.0.1:${HEADERS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
  ],
});
