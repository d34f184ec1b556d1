// A Chromium trace through the DevTools Protocol, for scripts/interactions.mjs and scripts/bench.mjs: the
// page's main-thread tasks with their CPU time (the trace's thread time, `tdur`, which leaves out the time
// the thread waited on this shared machine's other processes), and what the renderer did inside a window of
// time, by kind (script, style, layout, paint).

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

/** The renderer main thread of the page the trace followed: the thread named CrRendererMain whose process committed the navigation, else the busiest. */
function mainThread(events) {
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`);
  const frames = new Set(events.filter((e) => e.name === "TracingStartedInBrowser").flatMap((e) => e.args?.data?.frames?.map((f) => f.processId) ?? []));
  const busy = new Map();
  for (const e of events)
    if (e.ph === "X" && e.name === "RunTask" && mains.includes(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const ranked = [...busy].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return ranked.find((k) => frames.has(Number(k.split(":")[0]))) ?? ranked[0] ?? null;
}

/**
 * The main thread's top-level tasks, in ms from the trace's clock: { start, wall, cpu } each. A task inside
 * another (a nested run loop) is part of it.
 */
export function mainThreadTasks(events) {
  const key = mainThread(events);
  if (!key) return [];
  const tasks = events
    .filter((e) => e.ph === "X" && e.name === "RunTask" && `${e.pid}:${e.tid}` === key)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ start: e.ts / 1000, wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? e.dur ?? 0) / 1000 }));
  const top = [];
  for (const t of tasks) if (!top.length || t.start >= top.at(-1).start + top.at(-1).wall) top.push(t);
  return top;
}

/** The time of the page's first contentful paint in the trace's clock (ms), or null. */
export function firstPaint(events) {
  const fcp = events.filter((e) => e.name === "firstContentfulPaint").sort((a, b) => a.ts - b.ts)[0];
  return fcp ? fcp.ts / 1000 : null;
}

// What each trace event's own time counts as. Anything else on the main thread (tasks' own bookkeeping,
// parsing, garbage collection outside script) is "other".
const KIND = {
  FunctionCall: "script",
  EvaluateScript: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  "v8.compile": "script",
  "v8.evaluateModule": "script",
  RunMicrotasks: "script",
  V8Execute: "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  "Document::Commit": "paint",
  Commit: "paint",
  CompositeLayers: "paint",
};
export const KINDS = ["script", "style", "layout", "paint", "other"];

/**
 * The main thread's CPU time between `from` and `to` (ms, the trace's clock), by kind: each event's own thread
 * time, its children's taken out, so nothing counts twice. Also the style recalculations' element counts.
 */
export function breakdown(events, from, to) {
  const key = mainThread(events);
  const sums = Object.fromEntries(KINDS.map((k) => [k, 0]));
  let styledElements = 0;
  if (!key) return { ...sums, styledElements };
  const within = events
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === key && e.ts / 1000 >= from && e.ts / 1000 <= to && e.tdur != null)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // A stack of open events; each one's own time is its thread time less its children's.
  const stack = [];
  const byName = new Map();
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      const kind = done.kind ?? (stack.findLast((s) => s.kind)?.kind || "other");
      const own = Math.max(0, done.tdur - done.children) / 1000;
      sums[kind] += own;
      byName.set(done.name, (byName.get(done.name) ?? 0) + own);
      if (stack.length) stack.at(-1).children += done.tdur;
    }
  };
  for (const e of within) {
    close(e.ts);
    const kind = KIND[e.name] ?? null;
    // RunTask is the task itself: its own time is "other", the rest is its children's.
    stack.push({ end: e.ts + (e.dur ?? 0), tdur: e.tdur, children: 0, kind: kind ?? (e.name === "RunTask" ? "other" : null), name: e.name });
    if (e.name === "UpdateLayoutTree") styledElements += e.args?.elementCount ?? 0;
  }
  close(Infinity);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return { ...Object.fromEntries(KINDS.map((k) => [k, Math.round(sums[k] * 10) / 10])), styledElements, top: top.map(([n, ms]) => `${n} ${ms.toFixed(1)}`) };
}

/**
 * Blocking time from CPU time, for a phone `slowdown` times slower than this host: each main-thread task after the
 * first contentful paint, its thread time scaled, counts for what it lasts over 50 ms, summed, as Lighthouse sums
 * Total Blocking Time. Returns { ms, longest, tasks, cpu }: the sum, the longest scaled task, how many tasks
 * blocked, and the main thread's CPU time after the paint (unscaled).
 */
export function blockingTime(events, slowdown) {
  const paint = firstPaint(events);
  const after = mainThreadTasks(events).filter((t) => paint == null || t.start >= paint);
  const scaled = after.map((t) => t.cpu * slowdown);
  const over = scaled.filter((ms) => ms > 50);
  return {
    ms: Math.round(over.reduce((sum, ms) => sum + ms - 50, 0)),
    longest: Math.round(Math.max(0, ...scaled)),
    tasks: over.length,
    cpu: Math.round(after.reduce((sum, t) => sum + t.cpu, 0)),
  };
}
