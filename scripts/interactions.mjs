// What scripts/bench.mjs measures in a browser, with Playwright and the DevTools Protocol:
//   - the interactions: a visitor's taps and keystrokes on a hydrated page, each step timed as web-vitals' INP reads
//     it (the slowest Event Timing entry, input to next paint), only the step itself at the phone's CPU speed;
//   - the blocking time of a load, from a trace of it at full speed (scripts/trace.mjs).
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { blockingTime, startTrace } from "./trace.mjs";

const CHROME_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Debian's Chromium on a machine that reaches nothing but 127.0.0.1. */
const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
CHROME_ARGS.push("--no-first-run", "--disable-quic", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1");

export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
/** A Chromium for Lighthouse, which drives it through its debugging port. */
export const launchChrome = () => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", ...CHROME_ARGS], logLevel: "silent" });

/** Lighthouse's mobile screen: a 412 px phone. */
export const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The host's CPU benchmark index, as Lighthouse computes it before each run, in a page of `browser`. */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await page.close();
  }
}

/**
 * A tap at the element's centre, as the phone's touch screen sends it: the element is scrolled into view and
 * found before the step's clock starts, so that none of Playwright's own checks run in the page while it is
 * measured. The finger rests on the glass before it lifts: the lift (and the click it makes) is timed from its own moment.
 */
async function tapAt(page, selector) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return async (cdp) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await sleep(80);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
}

const CONTACT = 'section[aria-labelledby="contact-form-heading"]';
const NEWSLETTER = 'section[aria-labelledby="newsletter-heading"]';
async function fillContact(page) {
  const fields = { name: "Layla Haddad", email: "layla@example.ae", subject: "A project", message: "We would like to talk about a project." };
  for (const [name, value] of Object.entries(fields)) await page.locator(`${CONTACT} [name="${name}"]`).fill(value);
}

/**
 * The interactions, each on a route in each language: `setUp` runs unmeasured, then each step is measured: a tap,
 * or `typing`, a letter at a time, each letter timed on its own; its `unmeasured` part runs before it.
 */
export const INTERACTIONS = [
  { id: "menu", route: "/", steps: [["open the menu", { tap: "[data-menu-toggle]" }]] },
  { id: "faq", route: "/faq/", steps: [["open an answer", { tap: "details > summary" }]] },
  { id: "search", route: "/insights/", steps: [["type a search", { typing: { selector: "#insights-search", text: { en: "cloud", ar: "ذكاء" } } }]] },
  {
    id: "contact",
    route: "/contact/",
    steps: [
      ["send it empty", { tap: `${CONTACT} button[type="submit"]` }],
      ["send it filled", { tap: `${CONTACT} button[type="submit"]`, unmeasured: fillContact }],
    ],
  },
  {
    id: "newsletter",
    route: "/insights/",
    steps: [
      ["send it empty", { tap: `${NEWSLETTER} button[type="submit"]` }],
      [
        "send it filled",
        { tap: `${NEWSLETTER} button[type="submit"]`, unmeasured: (page) => page.locator(`${NEWSLETTER} input[name="email"]`).fill("layla@example.ae") },
      ],
    ],
  },
  { id: "carousel", route: "/", steps: [["next testimonial", { tap: '[aria-roledescription="carousel"] [data-js-only] > button:nth-child(3)' }]] },
  {
    id: "language",
    route: "/about/",
    setUp: async (page, cdp) => (await tapAt(page, "[data-menu-toggle]"))(cdp),
    // The step leaves the page; its entries are read from the next.
    leaves: true,
    steps: [["switch language", { tap: "#mobile-menu a[data-lang-switch]" }]],
  },
];

/**
 * The control, measured in the same rounds: a page of one <details>, with no script and no style, its summary tapped
 * the same way. What it costs is the browser's own work and the method's at that slowdown: no page goes under it.
 */
export const BARE = {
  id: "bare page",
  html: '<!DOCTYPE html><html lang="en"><meta name="viewport" content="width=device-width"><title>Bare</title><details><summary>A question</summary><p>Its answer.</p></details>',
  steps: [["open a <details>", { tap: "summary" }]],
};

/** The route of an interaction in a language. */
export const routeIn = (route, lang) => (lang === "en" ? route : `/${lang}${route}`);

// Installed before the page's own scripts: every Event Timing entry of an interaction, kept until read, and handed
// to sessionStorage when the page goes (the language switch leaves it).
const OBSERVER = () => {
  const seen = [];
  const keep = (list) => {
    for (const e of list)
      if (e.interactionId) seen.push({ start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "event", durationThreshold: 16, buffered: true });
  window.__interactions = {
    take() {
      keep(observer.takeRecords());
      return seen.splice(0);
    },
  };
  addEventListener("pagehide", () => sessionStorage.setItem("__interactions", JSON.stringify(window.__interactions.take())));
};
const takeEntries = (page) => page.evaluate(() => window.__interactions.take());

/** Waits until React has hydrated the page and its deferred sections have loaded, and the page is idle. */
async function settled(page) {
  await page.waitForFunction(() => {
    const hydrated = (el) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    return hydrated(document.querySelector("main > *")) && hydrated(document.querySelector("footer"));
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await sleep(300);
}

/** Resolves once the page has painted twice after now and the paints' entries are queued. */
const afterNextPaint = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

/** The step's figure: its slowest entry (0 ms when none passed 16 ms), with where its time went. */
function slowest(entries) {
  if (!entries.length) return { ms: 0 };
  const e = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    ms: e.duration,
    inputDelay: Math.round(e.processingStart - e.start),
    processing: Math.round(e.processingEnd - e.processingStart),
    presentation: Math.round(e.start + e.duration - e.processingEnd),
  };
}

/**
 * One load of the interaction in `lang`, its steps measured at `cpuSlowdown`. Resolves with one result a step:
 * { step, ms, inputDelay, processing, presentation }; a step typed a letter at a time reports its slowest letter.
 */
export async function measureInteraction(browser, origin, interaction, lang, cpuSlowdown) {
  const context = await browser.newContext({ ...PHONE_SCREEN, locale: lang === "ar" ? "ar-AE" : "en-AE" });
  try {
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (interaction.html) {
      await page.setContent(interaction.html);
      await page.evaluate(OBSERVER);
    } else {
      await page.goto(`${origin}${routeIn(interaction.route, lang)}`, { waitUntil: "load" });
      await settled(page);
    }
    await interaction.setUp?.(page, cdp);
    await afterNextPaint(page);
    const results = [];
    for (const [step, { tap, typing, unmeasured }] of interaction.steps) {
      await unmeasured?.(page);
      const navigation = interaction.leaves ? page.waitForEvent("framenavigated") : null;
      const go = await tapAt(page, tap ?? typing.selector);
      if (typing) {
        await go(cdp);
        await afterNextPaint(page);
      }
      await takeEntries(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      const letters = [];
      if (tap) await go(cdp);
      // A key with its letter, as a phone's keyboard sends it in either script (Playwright's keyboard.type inserts a
      // letter off the US layout as text, with no key events, so no interaction).
      for (const key of typing?.text[lang] ?? []) {
        for (const type of ["keyDown", "keyUp"]) await cdp.send("Input.dispatchKeyEvent", { type, key, ...(type === "keyDown" && { text: key }) });
        await afterNextPaint(page);
        letters.push(slowest(await takeEntries(page)));
      }
      if (navigation) {
        await navigation;
        await page.waitForLoadState("load");
      } else await afterNextPaint(page);
      const entries = navigation ? await page.evaluate(() => JSON.parse(sessionStorage.getItem("__interactions") ?? "[]")) : await takeEntries(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const result = letters.length ? letters.reduce((a, b) => (b.ms > a.ms ? b : a)) : slowest(entries);
      results.push({ step, ...result });
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * One traced load of `url` at full speed on the phone's screen, until React has hydrated it and it is idle: the
 * main thread's blocking time after the first paint at each of `slowdowns` ({ phone: host index ÷ phone index }).
 */
export async function measureLoadBlocking(browser, url, slowdowns) {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    const stopTrace = await startTrace(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: "load" });
    await settled(page);
    const events = await stopTrace();
    return Object.fromEntries(Object.entries(slowdowns).map(([phone, slowdown]) => [phone, blockingTime(events, slowdown)]));
  } finally {
    await context.close();
  }
}
