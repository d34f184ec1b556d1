/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import {
  HOLD_CLASS,
  PAINT_WAIT_MS,
  PICTURE_HOLD,
  componentScriptsByPage,
  deferRuntimeScripts,
  pagePathOf,
  scriptLoader,
  startupScripts,
} from "../defer-scripts";
import { DEFER_SCRIPTS, fastStartHtmlSteps } from "../html-steps";

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
interface FakePicture {
  top: number;
  height: number;
}
type Entry = { entryType: "paint"; name: string } | { entryType: "element"; element: FakePicture };

/** A browser's PerformanceObserver that reports what the test tells it to, and the entry types observed. */
function fakeObserver(supportedEntryTypes: string[]) {
  const observers: { report: (entries: Entry[]) => void; types: string[]; disconnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly me: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      this.me = { report: (entries) => callback({ getEntries: () => entries }), types: [], disconnected: false };
      observers.push(this.me);
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      if (!buffered) throw new Error("the loader must see entries reported before it started observing");
      this.me.types.push(type);
    }
    disconnect() {
      this.me.disconnected = true;
    }
  }
  return { PerformanceObserver, observers };
}

/** Runs the loader in a fake browser and returns the script sources it appended, and when. */
function runLoader(
  html: string,
  visibilityState: "visible" | "hidden",
  readyState: "loading" | "interactive" | "complete" = "interactive",
  { observer, pictures = [] }: { observer?: ReturnType<typeof fakeObserver>; pictures?: FakePicture[] } = {},
) {
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
    PerformanceObserver: observer?.PerformanceObserver,
  };
  const context = vm.createContext({
    document,
    window,
    innerHeight: 800,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms = 0) => timers.push([cb, ms]),
  });
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string).find((s) => s.includes("createElement"));
  if (!loader) throw new Error("no loader in the page");
  vm.runInContext(loader, context);
  return { appended, frames, timers, onLoad, htmlClasses };
}

describe("deferRuntimeScripts", () => {
  it("replaces Gatsby's async start-up scripts with one inline loader in the same slice", () => {
    const html = deferRuntimeScripts(page(tags));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`${scriptLoader(RUNTIME)}<!-- slice-end id="_gatsby-scripts-1" -->`);
    // Everything else stays where it was: the chunk mapping and compilation hash still come first.
    expect(html.indexOf("___chunkMapping")).toBeLessThan(html.indexOf(scriptLoader(RUNTIME)));
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf(scriptLoader(RUNTIME)));
  });

  it("appends the scripts in their order only after the window has loaded and a frame has painted", () => {
    const { appended, frames, timers, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "visible");
    expect(frames).toHaveLength(0);
    expect(onLoad).toHaveLength(1);
    onLoad[0]!();
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]![0]();
    expect(appended).toEqual(RUNTIME);
  });

  it("appends them at load in a hidden tab, where no frame would ever paint", () => {
    const { appended, frames, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "hidden");
    expect(appended).toEqual([]);
    onLoad[0]!();
    expect(appended).toEqual(RUNTIME);
    expect(frames).toHaveLength(0);
  });

  it("does not wait for a load event that has already fired", () => {
    const { appended, frames, timers, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "visible", "complete");
    expect(onLoad).toHaveLength(0);
    frames[0]!();
    timers[0]![0]();
    expect(appended).toEqual(RUNTIME);
  });

  it("still names the start-up scripts of a page, before and after the rewrite", () => {
    expect(startupScripts(page(tags))).toEqual(RUNTIME);
    expect(startupScripts(deferRuntimeScripts(page(tags)))).toEqual(RUNTIME);
    expect(startupScripts("<html><body></body></html>")).toEqual([]);
  });

  it("appends the page's component scripts after the runtime's, once each", () => {
    const html = deferRuntimeScripts(page(tags), [...CONTACT, RUNTIME[2]!]);
    expect(html).toContain(scriptLoader([...RUNTIME, ...CONTACT]));
    const { appended, frames, timers, onLoad } = runLoader(html, "visible");
    onLoad[0]!();
    frames[0]!();
    timers[0]![0]();
    expect(appended).toEqual([...RUNTIME, ...CONTACT]);
    expect(startupScripts(html)).toEqual([...RUNTIME, ...CONTACT]);
  });

  it("holds the lazy pictures of a page whose largest paint is a marked picture, from the <head>, and only there", () => {
    const html = deferRuntimeScripts(withMarkedPicture(page(tags)));
    expect(html).toContain(`${PICTURE_HOLD}</head>`);
    expect(html.split(PICTURE_HOLD)).toHaveLength(2);
    expect(deferRuntimeScripts(html)).toBe(html);
    expect(deferRuntimeScripts(page(tags))).not.toContain(PICTURE_HOLD);
    // The hold hides only a lazy <img> that is a <picture>'s child.
    const [, script, style] = /<script>([^<]*)<\/script><style>([^<]*)<\/style>/.exec(PICTURE_HOLD)!;
    expect(script).toBe(`document.documentElement.classList.add("${HOLD_CLASS}")`);
    expect(style).toBe(`.${HOLD_CLASS} picture>img[loading=lazy]{display:none}`);
  });

  it("lets the held pictures load when it appends the scripts, and not before", () => {
    const { appended, frames, timers, onLoad, htmlClasses } = runLoader(deferRuntimeScripts(withMarkedPicture(page(tags))), "visible");
    onLoad[0]!();
    frames[0]!();
    expect(htmlClasses.has(HOLD_CLASS)).toBe(true);
    timers[0]![0]();
    expect(htmlClasses.has(HOLD_CLASS)).toBe(false);
    expect(appended).toEqual(RUNTIME);
    const hidden = runLoader(deferRuntimeScripts(withMarkedPicture(page(tags))), "hidden");
    hidden.onLoad[0]!();
    expect(hidden.htmlClasses.has(HOLD_CLASS)).toBe(false);
  });

  it("stops the build when a page with a marked picture has no </head> to hold its pictures from", () => {
    const headless = withMarkedPicture(page(tags)).replace("<head></head>", "");
    expect(() => deferRuntimeScripts(headless)).toThrow(/a page with a marked picture has no <\/head>/);
  });

  it("leaves pages without Gatsby's script slice (the /blog redirect page) and pages already rewritten alone", () => {
    const redirect = `<!DOCTYPE html><html><head><script>location.replace("/insights")</script></head><body></body></html>`;
    expect(deferRuntimeScripts(redirect)).toBe(redirect);
    const once = deferRuntimeScripts(page(tags));
    expect(deferRuntimeScripts(once)).toBe(once);
  });
});

describe("the loader waits for the page's first paints to be on screen", () => {
  const PAINTS = ["paint", "element", "largest-contentful-paint"];
  const hero = { top: 100, height: 400 };
  const belowTheFold = { top: 1600, height: 400 };

  it("appends the scripts a frame after the first contentful paint and every marked picture in view are reported", () => {
    const observer = fakeObserver(PAINTS);
    const { appended, frames, timers, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "visible", "interactive", {
      observer,
      pictures: [hero, belowTheFold],
    });
    onLoad[0]!();
    const [watch] = observer.observers;
    expect(watch!.types).toEqual(["paint", "element"]);
    watch!.report([
      { entryType: "paint", name: "first-paint" },
      { entryType: "paint", name: "first-contentful-paint" },
    ]);
    expect(frames).toHaveLength(0);
    watch!.report([{ entryType: "element", element: hero }]);
    expect(watch!.disconnected).toBe(true);
    expect(frames).toHaveLength(1);
    frames[0]!();
    timers.filter(([, ms]) => ms === 0).forEach(([cb]) => cb());
    expect(appended).toEqual(RUNTIME);
  });

  it("does not wait for reports longer than PAINT_WAIT_MS, nor append the scripts twice", () => {
    const observer = fakeObserver(PAINTS);
    const { appended, frames, timers, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "visible", "interactive", { observer, pictures: [hero] });
    onLoad[0]!();
    const [cap] = timers;
    expect(cap![1]).toBe(PAINT_WAIT_MS);
    cap![0]();
    observer.observers[0]!.report([
      { entryType: "paint", name: "first-contentful-paint" },
      { entryType: "element", element: hero },
    ]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    timers.filter(([, ms]) => ms === 0).forEach(([cb]) => cb());
    expect(appended).toEqual(RUNTIME);
  });

  it("waits only for the first contentful paint where the browser reports no element's paint", () => {
    const observer = fakeObserver(["paint"]);
    const { frames, onLoad } = runLoader(deferRuntimeScripts(page(tags)), "visible", "interactive", { observer, pictures: [hero] });
    onLoad[0]!();
    expect(observer.observers[0]!.types).toEqual(["paint"]);
    observer.observers[0]!.report([{ entryType: "paint", name: "first-contentful-paint" }]);
    expect(frames).toHaveLength(1);
  });
});

describe("deferRuntimeScripts on a Gatsby that writes its pages differently", () => {
  it("stops the build, naming the assumption, when a Gatsby page has no script slice", () => {
    const noSlice = page(tags).replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, "");
    expect(() => deferRuntimeScripts(noSlice)).toThrow(/defer-scripts\.ts assumes that Gatsby writes its start-up scripts into a "_gatsby-scripts" slice/);
  });

  it("stops the build when the slice holds no async start-up scripts", () => {
    const deferredByGatsby = page(RUNTIME.map((src) => `<script src="${src}" defer></script>`).join(""));
    expect(() => deferRuntimeScripts(deferredByGatsby)).toThrow(/the "_gatsby-scripts" slice holds the start-up scripts as <script src="…" async>/);
  });
});

describe("pagePathOf", () => {
  it("reads the path Gatsby writes into a page, and nothing from other HTML", () => {
    expect(pagePathOf(page(tags))).toBe("/contact");
    expect(pagePathOf(`<script>window.pagePath="/a\\"b";</script>`)).toBe('/a"b');
    expect(pagePathOf("<html><body>moved</body></html>")).toBeNull();
  });
});

/** A public/ folder with webpack's stats and the page data of /contact and /. */
async function publicDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "defer-scripts-"));
  const stats = {
    assetsByChunkName: {
      app: ["app-be5e.js", "styles.0f1e.css"],
      "component---src-pages-contact-tsx": CONTACT.map((f) => f.slice(1)).concat("component---src-pages-contact-tsx-a217.js.map"),
      "component---src-pages-index-tsx": ["component---src-pages-index-tsx-ed0a.js"],
      "words-ar": ["words-ar-91c3.js", "words-ar-91c3.js.map"],
    },
  };
  await fs.writeFile(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
  await fs.writeFile(path.join(dir, "styles.0f1e.css"), "a{}");
  for (const [folder, chunk] of [
    ["contact", "component---src-pages-contact-tsx"],
    ["index", "component---src-pages-index-tsx"],
  ]) {
    await fs.mkdir(path.join(dir, "page-data", folder!), { recursive: true });
    const pagePath = folder === "index" ? "/" : `/${folder}`;
    await fs.writeFile(path.join(dir, "page-data", folder!, "page-data.json"), JSON.stringify({ componentChunkName: chunk, path: pagePath }));
  }
  return dir;
}

describe("componentScriptsByPage", () => {
  it("lists each page's component scripts from its page data and webpack's stats, without source maps", async () => {
    const dir = await publicDir();
    try {
      const stats = JSON.parse(await fs.readFile(path.join(dir, "webpack.stats.json"), "utf8"));
      const byPage = componentScriptsByPage(dir, stats);
      expect(byPage.get("/contact")).toEqual(CONTACT);
      expect(byPage.get("/")).toEqual(["/component---src-pages-index-tsx-ed0a.js"]);
      expect(() => componentScriptsByPage(dir, { assetsByChunkName: {} })).toThrow(
        /no assets for "component---src-pages-\w+-tsx", the component of \/\w* \(.*page-data\/\w+\/page-data\.json\)/,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the script deferral step", () => {
  it("rewrites each Gatsby page with its own component scripts, leaves other HTML alone and is idempotent", async () => {
    const dir = await publicDir();
    try {
      const [defer, ...others] = (await fastStartHtmlSteps(dir)).filter((s) => s.name === DEFER_SCRIPTS);
      expect(others).toHaveLength(0);
      const apply = (html: string, file: string) => defer!.apply(html, { file, url: `/${file}` });
      const contact = apply(page(tags), "contact/index.html");
      expect(contact).toContain(scriptLoader([...RUNTIME, ...CONTACT]));
      expect(apply(page(tags).replace('"/contact"', '"/"'), "index.html")).toContain(scriptLoader([...RUNTIME, "/component---src-pages-index-tsx-ed0a.js"]));
      const moved = "<!DOCTYPE html><html><head></head><body>moved</body></html>";
      expect(apply(moved, "blog.html")).toBe(moved);
      expect(apply(contact, "contact/index.html")).toBe(contact);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("loads the named chunks a page awaits before it renders with its start-up scripts, and stops on a name webpack did not build", async () => {
    const dir = await publicDir();
    try {
      const pageChunks = (p: { url: string }) => (p.url.startsWith("/ar/") ? ["words-ar"] : []);
      const [defer] = (await fastStartHtmlSteps(dir, { pageChunks })).filter((s) => s.name === DEFER_SCRIPTS);
      expect(defer!.apply(page(tags), { file: "ar/contact/index.html", url: "/ar/contact/" })).toContain(
        scriptLoader([...RUNTIME, "/words-ar-91c3.js", ...CONTACT]),
      );
      expect(defer!.apply(page(tags), { file: "contact/index.html", url: "/contact/" })).toContain(scriptLoader([...RUNTIME, ...CONTACT]));
      const [broken] = (await fastStartHtmlSteps(dir, { pageChunks: () => ["words-fr"] })).filter((s) => s.name === DEFER_SCRIPTS);
      expect(() => broken!.apply(page(tags), { file: "contact/index.html", url: "/contact/" })).toThrow(
        'webpack.stats.json has no script for the chunk "words-fr" that a page asks to load with its start-up scripts',
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
