// The attributes tying markup to the plugin's build steps and its early-input script, and the hook that replays
// that input, for browser code (no Node imports; build code uses index.ts).
export { EARLY_INPUT, LANG_SWITCH, popoverLabels } from "./early-input";
export { useEarlyInput } from "./use-early-input";

/**
 * Element Timing: the start-up loader waits for its paint. A WICG draft that Chromium implements and HTML does not
 * define, so the Nu HTML checker reports the attribute (scripts/nu-check.mjs lists it as known).
 */
export const PAINT_MARK = "elementtiming";

/** React 18 does not know fetchPriority; lowercase attributes pass through as written. */
export const PRIORITY_PICTURE = { fetchpriority: "high", [PAINT_MARK]: "priority-picture" } as const;
