// What the site's browser code may use of the plugin: the attributes that tie a page's markup to the
// plugin's build steps, so that the site never repeats a name a step looks for. Nothing here imports
// Node, so a component can import it; the site's build code uses index.ts.

/** The attribute the start-up loader waits for the paint of (Element Timing): the page's largest paint. */
export const PAINT_MARK = "elementtiming";

/**
 * The priority picture's attributes: fetched first, and marked so that the start-up scripts wait
 * until its paint is on screen and its page's lazy pictures are held back until then (defer-scripts.ts).
 * React 18 does not know fetchPriority; lowercase attributes pass through as written.
 */
export const PRIORITY_PICTURE = { fetchpriority: "high", [PAINT_MARK]: "priority-picture" } as const;
