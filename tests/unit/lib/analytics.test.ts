import { ANALYTICS_SCRIPTS, analyticsEnabled, injectAnalytics, loadAnalyticsWhenIdle } from "../../../src/lib/browser/analytics";

type QueueWindow = Window & { va?: (...args: unknown[]) => void; si?: (...args: unknown[]) => void; vaq?: unknown[][]; siq?: unknown[][] };

const w = window as QueueWindow;
/** jsdom has no requestIdleCallback; tests add and remove one. */
const idleHost = window as unknown as { requestIdleCallback?: unknown };
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((s) => s.getAttribute("src"));

function reset() {
  document.head.innerHTML = "";
  for (const key of ["va", "si", "vaq", "siq", "requestIdleCallback"]) delete (window as unknown as Record<string, unknown>)[key];
}

beforeEach(reset);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("analyticsEnabled is on for exactly 1 and true", () => {
  expect(["1", "true", undefined, "", "0", "TRUE", " 1"].map(analyticsEnabled)).toEqual([true, true, false, false, false, false, false]);
});

describe("injectAnalytics", () => {
  it("adds Vercel's two deferred scripts from the site's own origin to the head, each naming its SDK, once however often it is called", () => {
    injectAnalytics();
    injectAnalytics();
    expect(Array.from(document.head.querySelectorAll("script"), (s) => [s.getAttribute("src"), s.defer, s.getAttribute("data-sdkn")])).toEqual([
      ["/_vercel/insights/script.js", true, "@vercel/analytics"],
      ["/_vercel/speed-insights/script.js", true, "@vercel/speed-insights"],
    ]);
  });

  it("sets up window.va and window.si as queues the scripts read later, keeping those that already exist", () => {
    injectAnalytics();
    w.va!("event", { name: "signup" });
    w.va!("pageview");
    w.si!("vitals", 1);
    expect(w.vaq).toEqual([["event", { name: "signup" }], ["pageview"]]);
    expect(w.siq).toEqual([["vitals", 1]]);
    const va = jest.fn();
    w.va = va;
    injectAnalytics();
    expect(w.va).toBe(va);
  });

  it("removes a script that fails to load, logging nothing, and later adds only the one missing", () => {
    const logged = (["error", "warn", "log"] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
    injectAnalytics();
    document.querySelector('script[src="/_vercel/insights/script.js"]')!.dispatchEvent(new Event("error"));
    expect(scripts()).toEqual(["/_vercel/speed-insights/script.js"]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    injectAnalytics();
    expect(scripts()).toEqual(["/_vercel/speed-insights/script.js", "/_vercel/insights/script.js"]);
  });

  it("does nothing for a document without a window", () => {
    const doc = document.implementation.createHTMLDocument("detached");
    expect(() => injectAnalytics(doc)).not.toThrow();
    expect(doc.querySelectorAll("script")).toHaveLength(0);
  });
});

describe("loadAnalyticsWhenIdle", () => {
  it("schedules nothing when disabled", () => {
    const idle = jest.fn();
    idleHost.requestIdleCallback = idle;
    loadAnalyticsWhenIdle("0");
    expect(idle).not.toHaveBeenCalled();
  });

  it("schedules the scripts with requestIdleCallback when enabled", () => {
    const idle = jest.fn();
    idleHost.requestIdleCallback = idle;
    loadAnalyticsWhenIdle("true");
    expect(idle.mock.calls).toEqual([[expect.any(Function), { timeout: 5000 }]]);
    expect(scripts()).toEqual([]);
    (idle.mock.calls[0]?.[0] as () => void)();
    expect(scripts()).toEqual(ANALYTICS_SCRIPTS);
  });

  it("falls back to a 3 s timer where requestIdleCallback is missing", () => {
    jest.useFakeTimers();
    loadAnalyticsWhenIdle("1");
    jest.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual(ANALYTICS_SCRIPTS);
  });
});
