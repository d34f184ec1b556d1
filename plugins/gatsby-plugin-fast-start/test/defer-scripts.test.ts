/** @jest-environment node */
import vm from "node:vm";
import { HOLD_CLASS, PAINT_WAIT_MS, PICTURE_HOLD, deferRuntimeScripts, pagePathOf, scriptLoader, startupScripts } from "../defer-scripts";
import { DEFER_SCRIPTS, fastStartHtmlSteps } from "../html-steps";
import { inTempDir, writePublicDir } from "./fixtures";

// The tail of a page as Gatsby 5.16 writes it.
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main><h1>Contact</h1></main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="d51a";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const RUNTIME = ["/webpack-runtime-2c7d.js", "/framework-1179.js", "/app-be5e.js"];
const tags = RUNTIME.map((src) => `<script src="${src}" async></script>`).join("");
/** The page with its largest paint a picture marked for Element Timing, as the site's priority pictures are. */
const withMarkedPicture = (html: string) =>
  html.replace("<h1>Contact</h1>", '<h1>Contact</h1><picture><img src="/a.webp" elementtiming="priority-picture"/></picture>');
const CONTACT = ["/c2aa-a81a.js", "/component---src-pages-contact-tsx-a217.js"];

/** A picture as the loader sees it: where it is on a 800 px high screen. */
type FakePicture = { top: number; height: number };
type Entry = { entryType: "paint"; name: string } | { entryType: "element"; element: FakePicture };
type FakeBrowser = Partial<Pick<Document, "visibilityState" | "readyState">> & { paints?: string[]; pictures?: FakePicture[] };
/** What the loader may wait for: the load event, a frame, a new task, the PAINT_WAIT_MS cap, or paints reported. */
type Step = "load" | "frame" | "task" | "cap" | Entry[];

/**
 * Runs the loader of RUNTIME in a fake browser that supports the entry types `paints` names. `next` lets one thing
 * the loader may be waiting for happen, and fails when it is not waiting for it: paints are reported only while no
 * frame has been asked for, and only of the types the loader observes.
 */
function runLoader({ visibilityState = "visible", readyState = "interactive", paints, pictures = [] }: FakeBrowser = {}) {
  const observer = { report: (_: Entry[]) => {}, types: [] as string[], disconnected: false };
  class PerformanceObserver {
    static supportedEntryTypes = paints;
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      observer.report = (entries) => callback({ getEntries: () => entries });
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      if (!buffered) throw new Error("the loader must see entries reported before it started observing");
      observer.types.push(type);
    }
    disconnect() {
      observer.disconnected = true;
    }
  }
  const appended: string[] = [];
  const htmlClasses = new Set([HOLD_CLASS]);
  const frames: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  const onLoad: (() => void)[] = [];
  const document = {
    visibilityState,
    readyState,
    createElement: () => ({ src: "" }),
    body: { appendChild: (el: { src: string }) => appended.push(el.src) },
    documentElement: { classList: { remove: (c: string) => htmlClasses.delete(c) } },
    querySelectorAll: (selector: string) => {
      if (selector !== "img[elementtiming]") throw new Error(`unexpected selector ${selector}`);
      return pictures.map((p) => Object.assign(p, { getBoundingClientRect: () => ({ width: 100, top: p.top, bottom: p.top + p.height }) }));
    },
  };
  const window = {
    addEventListener: (type: string, cb: () => void) => type === "load" && onLoad.push(cb),
    PerformanceObserver: paints && PerformanceObserver,
  };
  const context = vm.createContext({
    document,
    window,
    innerHeight: 800,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms = 0) => timers.push([cb, ms]),
  });
  vm.runInContext(scriptLoader(RUNTIME).replace(/^<script>|<\/script>$/g, ""), context);
  const timer = (ms: number) => () => {
    const i = timers.findIndex(([, wait]) => wait === ms);
    if (i < 0) throw new Error(`the loader set no ${ms} ms timer`);
    timers.splice(i, 1)[0]![0]();
  };
  const waits = { load: () => onLoad.shift()!(), frame: () => frames.shift()!(), task: timer(0), cap: timer(PAINT_WAIT_MS) };
  const next = (...steps: Step[]) =>
    steps.forEach((step) => {
      if (typeof step === "string") return waits[step]();
      expect(frames).toEqual([]);
      observer.report(step.filter((entry) => observer.types.includes(entry.entryType)));
    });
  return { appended, frames, htmlClasses, next, observer };
}

describe("deferRuntimeScripts", () => {
  it("replaces Gatsby's async start-up scripts with one loader in the same slice: the runtime's, then the page's component scripts, once each, named as before by startupScripts", () => {
    const html = deferRuntimeScripts(page(tags), [...CONTACT, RUNTIME[2]!]);
    const loader = scriptLoader([...RUNTIME, ...CONTACT]);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`${loader}<!-- slice-end id="_gatsby-scripts-1" -->`);
    expect(html).not.toContain(PICTURE_HOLD);
    // Everything else stays where it was: the chunk mapping and compilation hash still come first.
    expect(html.indexOf("___chunkMapping")).toBeLessThan(html.indexOf(loader));
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf(loader));
    expect(startupScripts(page(tags))).toEqual(RUNTIME);
    expect(startupScripts(html)).toEqual([...RUNTIME, ...CONTACT]);
    expect(startupScripts("<html><body></body></html>")).toEqual([]);
  });

  it("holds the lazy pictures of a page whose largest paint is a marked picture, from the <head>, once; leaves pages without Gatsby's script slice (the /blog redirect page) alone", () => {
    const once = deferRuntimeScripts(withMarkedPicture(page(tags)));
    expect(once).toContain(`${PICTURE_HOLD}</head>`);
    expect(deferRuntimeScripts(once)).toBe(once);
    const redirect = `<!DOCTYPE html><html><head><script>location.replace("/insights")</script></head><body></body></html>`;
    expect(deferRuntimeScripts(redirect)).toBe(redirect);
  });

  it.each([
    ["has no script slice", page(tags).replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, ""), "a page has no such slice"],
    ["has no async start-up scripts in its slice", page(tags.replaceAll(" async", " defer")), 'holds the start-up scripts as <script src="…" async>'],
    ["has a marked picture but no </head> to hold its pictures from", withMarkedPicture(page(tags)).replace("<head></head>", ""), "has no </head>"],
  ])("stops the build, naming the assumption, when a Gatsby page %s", (_, html, message) => {
    expect(() => deferRuntimeScripts(html)).toThrow(message);
  });
});

describe("the loader", () => {
  const hero = { top: 100, height: 400 };
  const fcp: Entry = { entryType: "paint", name: "first-contentful-paint" };
  const heroPainted: Entry = { entryType: "element", element: hero };
  const PAINTS = ["paint", "element", "largest-contentful-paint"];

  it.each<[string, FakeBrowser, Step[]]>([
    ["after the window has loaded and a frame has painted", {}, ["load", "frame", "task"]],
    ["at load in a hidden tab, where no frame would ever paint", { visibilityState: "hidden" }, ["load"]],
    ["without waiting for a load event that has already fired", { readyState: "complete" }, ["frame", "task"]],
    [
      "a frame after the first contentful paint and every marked picture in view are reported",
      { paints: PAINTS, pictures: [hero, { top: 1600, height: 400 }] },
      ["load", [{ entryType: "paint", name: "first-paint" }, fcp], [heroPainted], "frame", "task"],
    ],
    [
      "a frame after the first contentful paint where the browser reports no element's paint",
      { paints: ["paint"], pictures: [hero] },
      ["load", [fcp], "frame", "task"],
    ],
  ])("holds the lazy pictures, then appends the scripts in their order, %s", (_, browser, steps) => {
    const { appended, htmlClasses, next, observer } = runLoader(browser);
    for (const step of steps) {
      expect(appended).toEqual([]);
      expect(htmlClasses.has(HOLD_CLASS)).toBe(true);
      next(step);
    }
    expect(appended).toEqual(RUNTIME);
    expect(htmlClasses.has(HOLD_CLASS)).toBe(false);
    expect(observer.disconnected).toBe(observer.types.length > 0);
  });

  it("does not wait for reports longer than PAINT_WAIT_MS, nor append the scripts twice", () => {
    const { appended, frames, next, observer } = runLoader({ paints: PAINTS, pictures: [hero] });
    next("load", "cap");
    observer.report([fcp, heroPainted]);
    expect(frames).toHaveLength(1);
    next("frame", "task");
    expect(appended).toEqual(RUNTIME);
  });
});

it("pagePathOf reads the path Gatsby writes into a page, and nothing from other HTML", () => {
  expect(pagePathOf(`<script>window.pagePath="/a\\"b";</script>`)).toBe('/a"b');
  expect(pagePathOf("<html><body>moved</body></html>")).toBeNull();
});

describe("the script deferral step", () => {
  /** webpack's stats: the app, the components of /contact and /, and a named chunk that Arabic pages await. */
  const CHUNKS = {
    app: ["app-be5e.js", "styles.0f1e.css"],
    "component---src-pages-contact-tsx": CONTACT.map((f) => f.slice(1)).concat("component---src-pages-contact-tsx-a217.js.map"),
    "component---src-pages-index-tsx": ["component---src-pages-index-tsx-ed0a.js"],
    "words-ar": ["words-ar-91c3.js", "words-ar-91c3.js.map"],
  };
  const arabicWords = (p: { url: string }) => (p.url.startsWith("/ar/") ? ["words-ar"] : []);
  /** The step over public/ with these stats and the page data of /contact and /. */
  const deferStep = async (dir: string, chunks: Record<string, string[]> = CHUNKS) => {
    writePublicDir(dir, chunks, { "/contact": "component---src-pages-contact-tsx", "/": "component---src-pages-index-tsx" });
    const defer = (await fastStartHtmlSteps(dir, { pageChunks: arabicWords })).find((s) => s.name === DEFER_SCRIPTS);
    return (html: string, url: string) => defer!.apply(html, { file: `${url.slice(1)}index.html`, url });
  };

  it("loads each page's own component scripts without source maps, after the named chunks it awaits, and leaves other HTML alone", () =>
    inTempDir(async (dir) => {
      const apply = await deferStep(dir);
      const contact = apply(page(tags), "/contact/");
      expect(contact).toContain(scriptLoader([...RUNTIME, ...CONTACT]));
      expect(apply(contact, "/contact/")).toBe(contact);
      expect(apply(page(tags), "/ar/contact/")).toContain(scriptLoader([...RUNTIME, "/words-ar-91c3.js", ...CONTACT]));
      expect(apply(page(tags).replace('"/contact"', '"/"'), "/")).toContain(scriptLoader([...RUNTIME, "/component---src-pages-index-tsx-ed0a.js"]));
      const moved = "<!DOCTYPE html><html><head></head><body>moved</body></html>";
      expect(apply(moved, "/blog/")).toBe(moved);
    }));

  it.each([
    ["a page whose component webpack did not build", { app: CHUNKS.app }, /no assets for "component---\S+", the component of \/\w* \(.*\/page-data\.json\)/],
    ["a named chunk webpack did not build", { ...CHUNKS, "words-ar": [] }, 'has no script for the chunk "words-ar" that a page asks to load'],
  ])("stops on %s", (_, chunks, message) =>
    inTempDir(async (dir) => {
      await expect(deferStep(dir, chunks).then((apply) => apply(page(tags), "/ar/contact/"))).rejects.toThrow(message);
    }),
  );
});
