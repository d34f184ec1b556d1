/**
 * Vercel Web Analytics and Speed Insights, loaded only when the build enables them
 * (GATSBY_VERCEL_ANALYTICS=1, for the production deployment on Vercel) and only once
 * the page is idle, so they never compete with the first render. The scripts are the
 * ones Vercel serves from the site's own origin; if they are missing, nothing breaks
 * and this code logs nothing.
 */
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
    // A missing script is an expected state on other hosts, not an error to report.
    script.onerror = () => script.remove();
    doc.head.append(script);
  }
}

/** Schedules the scripts after the page is idle (or after 3 s where requestIdleCallback is missing). */
export function loadAnalyticsWhenIdle(flag: string | undefined): void {
  if (!analyticsEnabled(flag) || typeof window === "undefined") return;
  const run = () => injectAnalytics();
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
}
