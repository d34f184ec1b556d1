// Starts Gatsby's runtime scripts after the first and largest paint (a step of html-steps.ts). Gatsby fills
// the `_gatsby-scripts` slice after SSR, so only the built HTML can change it. Async scripts still share a slow
// connection with the hero image, and Lighthouse counts them towards LCP; deferred, the page hydrates a frame
// or two later. The loader also requests the page's component chunks, which Gatsby would request only after
// page-data.json, a round trip later and inside a long task; loaded early, they are installed when asked for.
import fs from "node:fs";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { PAINT_MARK } from "./browser";

const SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const RUNTIME_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;
/** Found again when a page is processed twice. */
const LOADER = /var s=(\[[^\]]*\]);function l\(\)/;

export const PAINT_WAIT_MS = 1000;

export const HOLD_CLASS = "hold-lazy";

/**
 * Holds lazy pictures until a marked (`elementtiming`) largest paint is on screen: Chrome starts lazy images
 * within 1,250 px (2,500 px on slow connections), which would share the connection with the largest paint.
 * A hidden (display:none) img is not fetched; the loader removes the class. Relies on <picture> reserving its
 * box (aspect-ratio or size) so nothing moves when shown. Without JavaScript nothing is held.
 */
export const PICTURE_HOLD =
  `<script>document.documentElement.classList.add("${HOLD_CLASS}")</script>` + `<style>.${HOLD_CLASS} picture>img[loading=lazy]{display:none}</style>`;

const MARKED_PICTURE = new RegExp(`<img\\b[^>]*\\b${PAINT_MARK}=`);

/**
 * After load, waits for the FCP report and the Element Timing reports of marked pictures in view (reports come
 * once the frame is on screen, often well after load), then a frame, then appends the scripts in order. At most
 * PAINT_WAIT_MS; no Paint/Element Timing: just the frame; a hidden tab never paints, so it appends at load.
 */
export function scriptLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    `<script>(function(){var s=${list};function l(){document.documentElement.classList.remove("${HOLD_CLASS}");s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `var d=0;function g(){if(!d){d=1;requestAnimationFrame(function(){setTimeout(l,0)})}}` +
    `function p(){if(document.visibilityState==="hidden")return l();` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[],w=[];` +
    `if(t.indexOf("paint")>=0)w.push("first-contentful-paint");` +
    `if(t.indexOf("element")>=0)[].forEach.call(document.querySelectorAll("img[${PAINT_MARK}]"),function(i){var r=i.getBoundingClientRect();if(r.width&&r.bottom>0&&r.top<innerHeight)w.push(i)});` +
    `if(!w.length)return g();` +
    `var o=new P(function(q){q.getEntries().forEach(function(e){var k=w.indexOf(e.entryType==="paint"?e.name:e.element);if(k>=0)w.splice(k,1)});if(!w.length){o.disconnect();g()}});` +
    `t.forEach(function(y){if(y==="paint"||y==="element")o.observe({type:y,buffered:true})});setTimeout(g,${PAINT_WAIT_MS})}` +
    `if(document.readyState==="complete")p();else window.addEventListener("load",p,{once:true})})()</script>`
  );
}

const MODULE = "plugins/gatsby-plugin-fast-start/defer-scripts.ts";

/** Non-Gatsby HTML (the /blog redirect page) and already rewritten pages are returned unchanged. */
export function deferRuntimeScripts(html: string, componentScripts: readonly string[] = []): string {
  const slice = SLICE.exec(html);
  if (!slice) {
    if (pagePathOf(html) === null) return html;
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      'Gatsby writes its start-up scripts into a "_gatsby-scripts" slice marked by HTML comments',
      "a page has no such slice",
    );
  }
  const [whole, start, body = "", end] = slice;
  const runtime = [...body.matchAll(RUNTIME_SCRIPT)].map((m) => m[1] as string);
  if (runtime.length === 0) {
    if (LOADER.test(body)) return html;
    throw new BrokenAssumption(MODULE, "gatsby", 'the "_gatsby-scripts" slice holds the start-up scripts as <script src="…" async>', "a page's slice has none");
  }
  const rest = body.replace(RUNTIME_SCRIPT, "");
  const deferred = html.replace(whole, `${start}${rest}${scriptLoader([...new Set([...runtime, ...componentScripts])])}${end}`);
  if (!MARKED_PICTURE.test(html)) return deferred;
  if (!deferred.includes("</head>")) throw new BrokenAssumption(MODULE, "gatsby", "a Gatsby page has a <head>", "a page with a marked picture has no </head>");
  return deferred.replace("</head>", `${PICTURE_HOLD}</head>`);
}

/** window.pagePath, or null for HTML that is not a Gatsby page. */
export function pagePathOf(html: string): string | null {
  const m = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(html);
  return m ? (JSON.parse(m[1] as string) as string) : null;
}

export interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>;
}

export function readWebpackStats(publicDir: string): WebpackStats {
  return JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
}

/** A name webpack did not build is an error: the page would then wait on a request of its own. */
export function namedChunkScripts(stats: WebpackStats, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const assets = stats.assetsByChunkName?.[name]?.filter((a) => a.endsWith(".js"));
    if (!assets?.length)
      throw new Error(`${MODULE}: webpack.stats.json has no script for the chunk "${name}" that a page asks to load with its start-up scripts`);
    return assets.map((a) => `/${a}`);
  });
}

/** By page path, in webpack's order (shared chunks first). Synchronous: one small file a page, read one after another. */
export function componentScriptsByPage(publicDir: string, stats: WebpackStats): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const entry of fs.readdirSync(path.join(publicDir, "page-data"), { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.name === "page-data.json" && entry.isFile()) {
      const { path: pagePath, componentChunkName } = JSON.parse(fs.readFileSync(full, "utf8")) as { path: string; componentChunkName?: string };
      const assets = componentChunkName ? stats.assetsByChunkName?.[componentChunkName] : undefined;
      if (!assets) throw new Error(`${MODULE}: webpack.stats.json has no assets for "${componentChunkName}", the component of ${pagePath} (${full})`);
      byPage.set(
        pagePath,
        assets.filter((a) => a.endsWith(".js")).map((a) => `/${a}`),
      );
    }
  }
  return byPage;
}

/** Whether as <script> tags or through the loader. */
export function startupScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1] as string);
  const loader = LOADER.exec(html);
  return [...tags, ...(loader ? (JSON.parse(loader[1] as string) as string[]) : [])];
}
