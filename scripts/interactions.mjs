// Interactions, for scripts/bench.mjs: a visitor's taps and keystrokes on a hydrated page, each timed as
// web-vitals' INP reads it, from Event Timing (PerformanceObserver 'event' entries, durationThreshold 16): the
// slowest entry of the step, input to next paint, with the CPU slowed to a named phone's through the DevTools
// Protocol. The page loads unthrottled and settles first (a visitor taps a page that has loaded); only the
// interactions run at the phone's speed. With `trace`, each step is traced too, and its main-thread CPU time
// given by kind (script, style, layout, paint), with the elements its style recalculations touched.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { blockingTime, breakdown, startTrace } from "./trace.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lighthouse's mobile screen: a 412 px phone. */
export const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * A tap at the element's centre, as the phone's touch screen sends it (DevTools Protocol touch events): the
 * element is scrolled into view and found before the step's clock starts, so none of Playwright's own checks
 * run in the page while it is measured.
 */
const tap = (selector) => ({ tap: selector });
const tapAt = async (page, selector) => {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A finger rests on the glass before it lifts: the lift (and the click it makes) is timed from its own moment.
  return async (cdp) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await sleep(TOUCH_MS);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
};
/** How long a tap's finger stays down. */
const TOUCH_MS = 80;
const type = (selector, text) => ({ typing: { selector, text } });

/**
 * The interactions, each on a route in each language: `setUp` runs unmeasured, then each step is measured.
 * A step is a tap or `typing`, a letter at a time, each letter timed on its own; `unmeasured` runs before it.
 */
const CONTACT = 'section[aria-labelledby="contact-form-heading"]';
const NEWSLETTER = 'section[aria-labelledby="newsletter-heading"]';
const fillContact = async (page) => {
  for (const [name, value] of [
    ["name", "Layla Haddad"],
    ["email", "layla@example.ae"],
    ["subject", "A project"],
    ["message", "We would like to talk about a project."],
  ])
    await page.locator(`${CONTACT} [name="${name}"]`).fill(value);
};
export const INTERACTIONS = [
  { id: "menu", route: "/", steps: [["open the menu", tap("[data-menu-toggle]")]] },
  { id: "faq", route: "/faq/", steps: [["open an answer", tap("details > summary")]] },
  { id: "search", route: "/insights/", steps: [["type a search", type("#insights-search", { en: "cloud", ar: "ذكاء" })]] },
  {
    id: "contact",
    route: "/contact/",
    steps: [
      ["send it empty", tap(`${CONTACT} button[type="submit"]`)],
      ["send it filled", tap(`${CONTACT} button[type="submit"]`), { unmeasured: fillContact }],
    ],
  },
  {
    id: "newsletter",
    route: "/insights/",
    steps: [
      ["send it empty", tap(`${NEWSLETTER} button[type="submit"]`)],
      [
        "send it filled",
        tap(`${NEWSLETTER} button[type="submit"]`),
        { unmeasured: (page) => page.locator(`${NEWSLETTER} input[name="email"]`).fill("layla@example.ae") },
      ],
    ],
  },
  { id: "carousel", route: "/", steps: [["next testimonial", tap('[aria-roledescription="carousel"] [data-js-only] > button:nth-child(3)')]] },
  {
    id: "language",
    route: "/about/",
    setUp: async (page, cdp) => (await tapAt(page, "[data-menu-toggle]"))(cdp),
    steps: [["switch language", tap("#mobile-menu a[data-lang-switch]")]],
  },
];

/** The route of an interaction in a language. */
export const routeIn = (route, lang) => (lang === "en" ? route : `/${lang}${route}`);

// Installed before the page's own scripts: every Event Timing entry of an interaction (interactionId > 0),
// kept until read, and handed to sessionStorage when the page goes (the language switch leaves it).
const OBSERVER = () => {
  const seen = [];
  const keep = (list) =>
    list.forEach((e) => {
      if (!e.interactionId) return;
      seen.push({
        type: e.name,
        id: e.interactionId,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        target: e.target ? e.target.tagName.toLowerCase() + (e.target.id ? `#${e.target.id}` : "") : null,
      });
    });
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

/** The host's CPU benchmark index, as Lighthouse computes it before each run, in a page of `browser`. */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await page.close();
  }
}

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

/** The step's figure: its slowest entry, with where that entry's time went (input delay, processing, presentation). */
function slowest(entries) {
  if (!entries.length) return { ms: 0, entries: 0 };
  const e = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    ms: e.duration,
    entries: entries.length,
    event: e.type,
    target: e.target,
    inputDelay: Math.round(e.processingStart - e.start),
    processing: Math.round(e.processingEnd - e.processingStart),
    presentation: Math.round(e.start + e.duration - e.processingEnd),
  };
}

/**
 * One load of the interaction in `lang`, its steps measured at `cpuSlowdown`. Resolves with one result per step:
 * { step, ms, entries, event, target, inputDelay, processing, presentation, trace? }; ms 0 is an interaction
 * under 16 ms (Event Timing reports none). A step whose letters are typed one by one reports its slowest letter.
 */
export async function measureInteraction(browser, origin, interaction, lang, cpuSlowdown, { trace = false } = {}) {
  const context = await browser.newContext({ ...PHONE_SCREEN, locale: lang === "ar" ? "ar-AE" : "en-AE" });
  try {
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}${routeIn(interaction.route, lang)}`, { waitUntil: "load" });
    await settled(page);
    await interaction.setUp?.(page, cdp);
    await afterNextPaint(page);
    const results = [];
    for (const [name, act, { unmeasured } = {}] of interaction.steps) {
      await unmeasured?.(page);
      let stopTrace = null;
      const leaves = interaction.id === "language";
      const navigation = leaves ? page.waitForEvent("framenavigated") : null;
      const letters = [];
      if (act.tap) {
        const go = await tapAt(page, act.tap);
        await page.evaluate(() => window.__interactions.take());
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        if (trace) stopTrace = await startTrace(cdp);
        await go(cdp);
      } else {
        const { selector, text } = act.typing;
        await (
          await tapAt(page, selector)
        )(cdp);
        await afterNextPaint(page);
        await page.evaluate(() => window.__interactions.take());
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        if (trace) stopTrace = await startTrace(cdp);
        for (const letter of text[lang]) {
          // A key with its letter, as a phone's keyboard sends it in either script (Playwright's keyboard.type
          // inserts a letter off the US layout as text, with no key events, so no interaction).
          for (const type of ["keyDown", "keyUp"]) await cdp.send("Input.dispatchKeyEvent", { type, key: letter, ...(type === "keyDown" && { text: letter }) });
          await afterNextPaint(page);
          letters.push(slowest(await page.evaluate(() => window.__interactions.take())));
        }
      }
      let entries;
      if (leaves) {
        await navigation;
        await page.waitForLoadState("load");
        entries = await page.evaluate(() => JSON.parse(sessionStorage.getItem("__interactions") ?? "[]"));
      } else {
        await afterNextPaint(page);
        entries = await page.evaluate(() => window.__interactions.take());
      }
      const events = stopTrace ? await stopTrace() : null;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const result = letters.length ? letters.reduce((a, b) => (b.ms > a.ms ? b : a)) : slowest(entries);
      if (letters.length) result.letters = letters.map((l) => l.ms);
      // The trace spans the step alone.
      if (events) result.trace = breakdown(events, -Infinity, Infinity);
      results.push({ step: name, ...result });
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
    const cdp = await context.newCDPSession(page);
    const stopTrace = await startTrace(cdp);
    await page.goto(url, { waitUntil: "load" });
    await settled(page);
    const events = await stopTrace();
    return Object.fromEntries(Object.entries(slowdowns).map(([phone, slowdown]) => [phone, blockingTime(events, slowdown)]));
  } finally {
    await context.close();
  }
}
