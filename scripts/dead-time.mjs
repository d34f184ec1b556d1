// Dead time, for scripts/bench.mjs: how long a page's menu toggle looks ready and does nothing. A
// phone-sized page is opened under slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up: Lighthouse's
// mobile preset) and the CPU slowdown the benchmark gives (that of its calibrated phone), emulated through the Chrome DevTools Protocol, with the cache off; from
// the moment the toggle is visible it is tapped every 100 ms until a tap opens the menu. The figure
// is the time from visible to the first tap that opened it: 0 ms when the first tap works.
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";

const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TAP_EVERY_MS = 100;
const TIMEOUT_MS = 20_000;
/** The menu's toggle, and what is true once the menu is open: its popover shows, or the toggle says so. */
const TOGGLE = "[data-menu-toggle]";
const OPEN = '#mobile-menu:popover-open, [data-menu-toggle][aria-expanded="true"]';

/** Debian's Chromium on a machine that reaches nothing but 127.0.0.1 (the benchmark's Lighthouse runs add --headless=new). */
export const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
CHROME_ARGS.push("--no-first-run", "--disable-quic", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1");

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROME_ARGS });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One measurement of `url` in a fresh context, its CPU slowed `cpuSlowdown` times. Returns { visibleMs, openedMs, deadMs, taps }, times
 * from the start of navigation; deadMs is null when no tap opened the menu within TIMEOUT_MS.
 */
export async function measureDeadTime(browser, url, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const start = performance.now();
    const navigation = page.goto(url, { waitUntil: "load", timeout: TIMEOUT_MS * 2 }).catch(() => {});
    const button = page.locator(TOGGLE).first();
    await button.waitFor({ state: "visible", timeout: TIMEOUT_MS });
    const visibleAt = performance.now();
    let taps = 0;
    let openedAt = null;
    while (openedAt === null && performance.now() - visibleAt < TIMEOUT_MS) {
      const tapAt = performance.now();
      taps += 1;
      await button.tap({ timeout: TIMEOUT_MS });
      // A tap counts if the menu shows before the next tap is due.
      do {
        if (await page.evaluate((selector) => document.querySelector(selector) !== null, OPEN)) openedAt = tapAt;
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
