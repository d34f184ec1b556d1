/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { deferRuntimeScripts, deferRuntimeScriptsInBuild, scriptLoader, startupScripts, warmUpScripts, withWarmUp } from "../../../gatsby/defer-scripts";
import { WARM_UP_ENTRY } from "../../../gatsby/webpack";
import { inlineScripts } from "../../../gatsby/security-headers";

// The tail of a page as Gatsby 5.16 writes it.
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main><h1>Contact</h1></main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="d51a";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const RUNTIME = ["/webpack-runtime-2c7d.js", "/framework-1179.js", "/app-be5e.js"];
const tags = RUNTIME.map((src) => `<script src="${src}" async></script>`).join("");
const WARM_UP = ["webpack-runtime-2c7d.js", "framework-1179.js", "react-dom-warm-up-9f3a.js"];
const WITH_WARM_UP = ["/webpack-runtime-2c7d.js", "/framework-1179.js", "/react-dom-warm-up-9f3a.js", "/app-be5e.js"];

/** Runs the loader in a fake browser and returns the script sources it appended, and when. */
function runLoader(html: string, visibilityState: "visible" | "hidden", readyState: "loading" | "interactive" | "complete" = "interactive") {
  const appended: string[] = [];
  const ordered: boolean[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const document = {
    visibilityState,
    readyState,
    createElement: () => ({ src: "", async: true }),
    body: {
      appendChild: (el: { src: string; async: boolean }) => {
        appended.push(el.src);
        ordered.push(!el.async);
      },
    },
  };
  const window = { addEventListener: (type: string, cb: () => void) => type === "load" && onLoad.push(cb) };
  const context = vm.createContext({
    document,
    window,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  });
  const loader = inlineScripts(html).find((s) => s.includes("createElement"));
  if (!loader) throw new Error("no loader in the page");
  vm.runInContext(loader, context);
  return { appended, ordered, frames, timers, onLoad };
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
    timers[0]!();
    expect(appended).toEqual(RUNTIME);
  });

  it("has the appended scripts run in the order they were appended (async = false), so the warm-up runs before the app", () => {
    const { appended, ordered, onLoad } = runLoader(deferRuntimeScripts(page(tags), WARM_UP), "hidden");
    onLoad[0]!();
    expect(appended).toEqual(WITH_WARM_UP);
    expect(ordered).toEqual([true, true, true, true]);
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
    timers[0]!();
    expect(appended).toEqual(RUNTIME);
  });

  it("still names the start-up scripts of a page, before and after the rewrite", () => {
    expect(startupScripts(page(tags))).toEqual(RUNTIME);
    expect(startupScripts(deferRuntimeScripts(page(tags)))).toEqual(RUNTIME);
    expect(startupScripts("<html><body></body></html>")).toEqual([]);
    expect(startupScripts(deferRuntimeScripts(page(tags), WARM_UP))).toEqual(WITH_WARM_UP);
  });

  it("leaves pages without Gatsby's script slice (the /blog redirect page) and pages already rewritten alone", () => {
    const redirect = `<!DOCTYPE html><html><head><script>location.replace("/insights")</script></head><body></body></html>`;
    expect(deferRuntimeScripts(redirect)).toBe(redirect);
    const once = deferRuntimeScripts(page(tags));
    expect(deferRuntimeScripts(once)).toBe(once);
  });
});

describe("withWarmUp", () => {
  it("puts the warm-up entry's own files just before the app's script, without loading a shared file twice", () => {
    expect(withWarmUp(RUNTIME, WARM_UP)).toEqual(WITH_WARM_UP);
  });

  it("keeps the path prefix the page's scripts have (a site served under a path prefix)", () => {
    const prefixed = RUNTIME.map((src) => `/site${src}`);
    expect(withWarmUp(prefixed, WARM_UP)).toEqual(WITH_WARM_UP.map((src) => `/site${src}`));
  });

  it("changes nothing without a warm-up entry or without scripts", () => {
    expect(withWarmUp(RUNTIME, [])).toEqual(RUNTIME);
    expect(withWarmUp([], WARM_UP)).toEqual([]);
  });
});

describe("warmUpScripts", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "warm-up-"));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("reads the warm-up entry's JavaScript files from the build's webpack.stats.json", async () => {
    const assets = [...WARM_UP, "react-dom-warm-up-9f3a.js.map"].map((name) => ({ name }));
    await fs.writeFile(path.join(dir, "webpack.stats.json"), JSON.stringify({ namedChunkGroups: { app: { assets: [] }, [WARM_UP_ENTRY]: { assets } } }));
    expect(await warmUpScripts(dir)).toEqual(WARM_UP);
  });

  it("stops the build, naming the file, when the stats are missing, unreadable or lack the entry", async () => {
    const file = path.join(dir, "webpack.stats.json");
    await expect(warmUpScripts(dir)).rejects.toThrow(`${file}: could not read the build's webpack stats`);
    await fs.writeFile(file, "{ not json");
    await expect(warmUpScripts(dir)).rejects.toThrow(`${file}: could not read the build's webpack stats`);
    await fs.writeFile(file, JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: "app-be5e.js" }] } } }));
    await expect(warmUpScripts(dir)).rejects.toThrow(`${file}: no scripts for the "${WARM_UP_ENTRY}" entry`);
  });
});

describe("deferRuntimeScriptsInBuild", () => {
  it("rewrites every page in public/ but not page data, and counts the pages it changed", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "defer-scripts-"));
    try {
      await fs.mkdir(path.join(dir, "contact"), { recursive: true });
      await fs.mkdir(path.join(dir, "page-data", "contact"), { recursive: true });
      await fs.writeFile(path.join(dir, "index.html"), page(tags));
      await fs.writeFile(path.join(dir, "contact", "index.html"), page(tags));
      await fs.writeFile(path.join(dir, "blog.html"), "<!DOCTYPE html><html><body>moved</body></html>");
      await fs.writeFile(path.join(dir, "page-data", "contact", "x.html"), page(tags));
      await fs.writeFile(
        path.join(dir, "webpack.stats.json"),
        JSON.stringify({ namedChunkGroups: { [WARM_UP_ENTRY]: { assets: WARM_UP.map((name) => ({ name })) } } }),
      );
      expect(await deferRuntimeScriptsInBuild(dir)).toBe(2);
      expect(await fs.readFile(path.join(dir, "contact", "index.html"), "utf8")).toContain(scriptLoader(WITH_WARM_UP));
      expect(await fs.readFile(path.join(dir, "page-data", "contact", "x.html"), "utf8")).toBe(page(tags));
      expect(await deferRuntimeScriptsInBuild(dir)).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
