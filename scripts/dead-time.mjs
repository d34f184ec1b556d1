#!/usr/bin/env node
// Dead time: how long a page's menu toggle looks ready and does nothing. A phone-sized
// page is opened under slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up: Lighthouse's mobile
// preset) and 4x CPU, emulated through the Chrome DevTools Protocol, with the cache off; from the
// moment the toggle is visible it is tapped every 100 ms until a tap opens the menu. The figure is
// the time from visible to the first tap that opened it: 0 ms when the first tap works.
//
//   node scripts/dead-time.mjs <url> [--runs 3] [--toggle <selector>] [--open <selector>]
//
// scripts/bench.mjs reports it for every route; run alone, it measures any page, another site's
// included, given the selectors of its toggle and of the element that shows the menu is open.
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const TAP_EVERY_MS = 100;
/** This site's toggle, and what is true once its menu is open: the popover shows (or, for a menu of another kind, the toggle says so). */
export const SITE_TOGGLE = "[data-menu-toggle]";
export const SITE_OPEN = '#mobile-menu:popover-open, [data-menu-toggle][aria-expanded="true"]';

/** Debian's Chromium on a machine that reaches nothing but 127.0.0.1 (the benchmark's Lighthouse runs add --headless=new). */
export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROME_ARGS });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One measurement of `url` in a fresh context. Returns { visibleMs, openedMs, deadMs, taps }, times
 * from the start of navigation; deadMs is null when no tap opened the menu within `timeoutMs`.
 */
export async function measureDeadTime(browser, url, { toggle = SITE_TOGGLE, open = SITE_OPEN, timeoutMs = 20_000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const start = performance.now();
    const navigation = page.goto(url, { waitUntil: "load", timeout: timeoutMs * 2 }).catch(() => {});
    const button = page.locator(toggle).first();
    await button.waitFor({ state: "visible", timeout: timeoutMs });
    const visibleAt = performance.now();
    let taps = 0;
    let openedAt = null;
    while (openedAt === null && performance.now() - visibleAt < timeoutMs) {
      const tapAt = performance.now();
      taps += 1;
      await button.tap({ timeout: timeoutMs });
      // A tap counts if the menu shows before the next tap is due.
      do {
        if (await page.evaluate((selector) => document.querySelector(selector) !== null, open)) openedAt = tapAt;
        else await sleep(10);
      } while (openedAt === null && performance.now() < tapAt + TAP_EVERY_MS);
    }
    await navigation;
    const ms = (t) => (t === null ? null : Math.round(t - start));
    return { visibleMs: ms(visibleAt), openedMs: ms(openedAt), deadMs: openedAt === null ? null : Math.round(openedAt - visibleAt), taps };
  } finally {
    await context.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const url = args.find((a) => /^https?:/.test(a));
  if (!url) {
    process.stderr.write("usage: node scripts/dead-time.mjs <url> [--runs 3] [--toggle <selector>] [--open <selector>]\n");
    process.exit(2);
  }
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < Number(value("runs", "3")); i++) {
      const r = await measureDeadTime(browser, url, { toggle: value("toggle", SITE_TOGGLE), open: value("open", SITE_OPEN) });
      process.stdout.write(
        `run ${i + 1}: toggle visible at ${r.visibleMs} ms, opened by tap ${r.taps} at ${r.openedMs ?? "-"} ms: dead for ${r.deadMs ?? "-"} ms\n`,
      );
    }
  } finally {
    await browser.close();
  }
}
