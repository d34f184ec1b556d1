// Starts Gatsby's runtime scripts after the first paint, so the page's first and largest paint
// never wait on them. A step of the site's one pass over the built HTML (html-steps.ts), which
// hashes each page's inline scripts for its policy after every step.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
//
// Gatsby writes its three start-up scripts (webpack runtime, framework, app) as <script async>
// into the `_gatsby-scripts` slice, which it fills in after server rendering, so neither
// gatsby-ssr nor a component can change them. Async scripts never block parsing, but the browser
// fetches them at once: on a slow phone connection they share the bandwidth with the
// hero image, and Lighthouse's model counts them towards the largest paint for that reason.
// Requested once the page has loaded (HTML, styles and the eager, above-the-fold images) and
// its first and largest paints are on screen, they give those paints the whole connection; the page
// hydrates a frame or two later than it would have.
//
// The loader also requests the page's own component scripts with them. Gatsby leaves those out of
// the HTML and requests them only once page-data.json has named the component: a round trip
// later, and from the task that handles page-data.json, where appending the script elements was
// the largest part of a long task. Loaded early, the chunks register themselves with
// webpack, and Gatsby's request for them finds them installed.
import fs from "node:fs/promises";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { PAINT_MARK } from "./browser";

const SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const RUNTIME_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;
/** The loader scriptLoader() writes, found again when a page is processed twice. */
const LOADER = /var s=(\[[^\]]*\]);function l\(\)/;

/** How long the loader waits for the page's first paints to be reported after load, at most. */
export const PAINT_WAIT_MS = 1000;

/** The class on <html> that holds a page's lazy pictures back until the loader runs (PICTURE_HOLD). */
export const HOLD_CLASS = "hold-lazy";

/**
 * Holds the lazy pictures of a page whose largest paint is a marked picture (`elementtiming`) until
 * that paint is on screen. Chrome starts a lazy image once it is within 1,250 px of the screen
 * (2,500 px on a slower connection): on a phone, the next two or three pictures, each with its
 * blurred placeholder as a data: URL. They would share the connection with the largest paint, and
 * Lighthouse's model counts every request that ends before that paint towards it.
 *
 * The script sets HOLD_CLASS on <html> before the body is parsed. While it is there, a lazy <img>
 * in a <picture> is not displayed, so the browser does not fetch it, and its <picture> draws no
 * placeholder. The loader removes the class when it appends the start-up scripts, and the pictures
 * then load as lazy pictures do. Without JavaScript nothing is held. The rule relies on the
 * <picture> reserving its own box (aspect-ratio, or its size), as the site's does, so that a held
 * image keeps its space and nothing moves when it is shown.
 */
export const PICTURE_HOLD =
  `<script>document.documentElement.classList.add("${HOLD_CLASS}")</script>` +
  `<style>.${HOLD_CLASS} picture>img[loading=lazy]{display:none}.${HOLD_CLASS} picture:has(>img[loading=lazy]){background-image:none!important}</style>`;

/** A picture whose paint the loader waits for: the page's largest paint. */
const MARKED_PICTURE = new RegExp(`<img\\b[^>]*\\b${PAINT_MARK}=`);

/**
 * The inline loader: once the window has loaded and the browser has reported the page's first
 * contentful paint (Paint Timing) and the paint of every picture marked with `elementtiming` that is
 * in view (Element Timing: the site marks its priority pictures), it waits for the next frame and
 * appends the scripts in their order. A report is sent once the frame is on screen, which on a
 * loaded machine is well after the load event; appended earlier, the scripts would arrive before the
 * page's largest paint is shown and compete with it, and Lighthouse's model would count them towards
 * it. A browser that reports neither waits only for the frame, and no report holds the scripts back
 * for more than PAINT_WAIT_MS. A hidden tab never paints, so there it appends them at load. With the
 * scripts, it lets the pictures PICTURE_HOLD held back load.
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

/**
 * Replaces the runtime's <script async> tags with the loader, which appends the page's component
 * scripts after them, and holds the lazy pictures of a page with a marked picture (PICTURE_HOLD).
 * HTML that is not a Gatsby page (the /blog redirect page) and a page already rewritten are
 * returned as they were; a Gatsby page without the slice or its scripts is an error.
 */
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

/** The page path Gatsby writes into each page (window.pagePath), or null for HTML that is not a Gatsby page. */
export function pagePathOf(html: string): string | null {
  const m = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(html);
  return m ? (JSON.parse(m[1] as string) as string) : null;
}

export interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>;
}

/** The part of public/webpack.stats.json (written by Gatsby) that the post-build passes read. */
export async function readWebpackStats(publicDir: string): Promise<WebpackStats> {
  return JSON.parse(await fs.readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
}

/**
 * The scripts of named chunks (`webpackChunkName`), in the order named, from webpack's stats. A name
 * webpack did not build is an error: the page would then wait on a request of its own.
 */
export function namedChunkScripts(stats: WebpackStats, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const assets = stats.assetsByChunkName?.[name]?.filter((a) => a.endsWith(".js"));
    if (!assets?.length)
      throw new Error(`${MODULE}: webpack.stats.json has no script for the chunk "${name}" that a page asks to load with its start-up scripts`);
    return assets.map((a) => `/${a}`);
  });
}

/**
 * Every page's component scripts, by page path, in webpack's order (shared chunks first): each
 * page-data.json under public/page-data names its page's path and component chunk, and
 * webpack.stats.json lists the chunk group's files.
 */
export async function componentScriptsByPage(publicDir: string, stats: WebpackStats): Promise<Map<string, string[]>> {
  const byPage = new Map<string, string[]>();
  for (const entry of await fs.readdir(path.join(publicDir, "page-data"), { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.name === "page-data.json" && entry.isFile()) {
      const { path: pagePath, componentChunkName } = JSON.parse(await fs.readFile(full, "utf8")) as { path: string; componentChunkName?: string };
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

/** The start-up scripts a built page loads, whether as <script> tags or through the loader. */
export function startupScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1] as string);
  const loader = LOADER.exec(html);
  return [...tags, ...(loader ? (JSON.parse(loader[1] as string) as string[]) : [])];
}
