// A Chromium trace through the DevTools Protocol, for scripts/interactions.mjs: the page's main-thread tasks with
// their CPU time (the trace's thread time, `tdur`, which leaves out the time the thread waited on this shared
// machine's other processes). Only a trace at full speed gives CPU time: under the DevTools Protocol's CPU
// throttling, the thread's time includes the throttler's own pauses.

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"];

/** Starts tracing on a CDP session; the returned function stops it and resolves with the trace's events. */
export async function startTrace(cdp) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on("Tracing.dataCollected", collect);
  await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: CATEGORIES } });
  return async () => {
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    cdp.off("Tracing.dataCollected", collect);
    return events;
  };
}

const thread = (e) => `${e.pid}:${e.tid}`;

/** The tasks of the page's renderer main thread: the CrRendererMain whose process committed the navigation, else the busiest. */
function mainThreadTasks(events) {
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map(thread));
  const frames = new Set(events.filter((e) => e.name === "TracingStartedInBrowser").flatMap((e) => e.args?.data?.frames?.map((f) => f.processId) ?? []));
  const busy = new Map();
  for (const e of events) if (e.ph === "X" && e.name === "RunTask" && mains.has(thread(e))) busy.set(thread(e), (busy.get(thread(e)) ?? 0) + (e.dur ?? 0));
  const ranked = [...busy].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const main = ranked.find((key) => frames.has(Number(key.split(":")[0]))) ?? ranked[0];
  return events.filter((e) => e.ph === "X" && e.name === "RunTask" && thread(e) === main).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * Blocking time from CPU time, for a phone `slowdown` times slower than this host: each top-level main-thread task
 * after the first contentful paint, its thread time scaled, counts for what it lasts over 50 ms, summed, as
 * Lighthouse sums Total Blocking Time. Returns { ms, longest, cpu }: the sum, the longest scaled task, and the main
 * thread's CPU time after the paint (unscaled).
 */
export function blockingTime(events, slowdown) {
  const paint = events.filter((e) => e.name === "firstContentfulPaint").sort((a, b) => a.ts - b.ts)[0]?.ts ?? -Infinity;
  const tasks = [];
  // A task inside another (a nested run loop) is part of it.
  for (const e of mainThreadTasks(events))
    if (!tasks.length || e.ts >= tasks.at(-1).ts + tasks.at(-1).dur) tasks.push({ ts: e.ts, dur: e.dur ?? 0, cpu: (e.tdur ?? e.dur ?? 0) / 1000 });
  const after = tasks.filter((t) => t.ts >= paint);
  const scaled = after.map((t) => t.cpu * slowdown);
  return {
    ms: Math.round(scaled.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    longest: Math.round(Math.max(0, ...scaled)),
    cpu: Math.round(after.reduce((sum, t) => sum + t.cpu, 0)),
  };
}
