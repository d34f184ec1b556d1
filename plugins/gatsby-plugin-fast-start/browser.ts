// The attributes tying markup to the plugin's build steps, for browser code (no Node imports; build code uses index.ts).

/** Element Timing: the start-up loader waits for its paint. */
export const PAINT_MARK = "elementtiming";

/** React 18 does not know fetchPriority; lowercase attributes pass through as written. */
export const PRIORITY_PICTURE = { fetchpriority: "high", [PAINT_MARK]: "priority-picture" } as const;
