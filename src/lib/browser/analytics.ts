/** Vercel Analytics and Speed Insights when GATSBY_VERCEL_ANALYTICS is set, once idle; served same-origin by Vercel. */
export const ANALYTICS_SCRIPTS = ["/_vercel/insights/script.js", "/_vercel/speed-insights/script.js"] as const;

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

export function analyticsEnabled(flag: string | undefined): boolean {
  return flag === "1" || flag === "true";
}

export function injectAnalytics(doc: Document = document): void {
  const w = doc.defaultView as (Window & { va?: Queue; si?: Queue; vaq?: unknown[][]; siq?: unknown[][] }) | null;
  if (!w) return;
  // The queues Vercel's scripts read once they arrive.
  w.va ??= (...args: unknown[]) => (w.vaq ??= []).push(args);
  w.si ??= (...args: unknown[]) => (w.siq ??= []).push(args);
  for (const src of ANALYTICS_SCRIPTS) {
    if (doc.querySelector(`script[src="${src}"]`)) continue;
    const script = doc.createElement("script");
    script.src = src;
    script.defer = true;
    script.dataset.sdkn = src.includes("speed") ? "@vercel/speed-insights" : "@vercel/analytics";
    // Expected on other hosts.
    script.onerror = () => script.remove();
    doc.head.append(script);
  }
}

/** After 3 s where requestIdleCallback is missing. */
export function loadAnalyticsWhenIdle(flag: string | undefined): void {
  if (!analyticsEnabled(flag) || typeof window === "undefined") return;
  const run = () => injectAnalytics();
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
}
