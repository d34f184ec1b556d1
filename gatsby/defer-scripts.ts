// Starts Gatsby's runtime scripts after the first paint, so the page's first and largest paint
// never wait on them. Runs on the built HTML in onPostBuild, before the security headers hash it.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
//
// Gatsby writes its three start-up scripts (webpack runtime, framework, app) as <script async>
// into the `_gatsby-scripts` slice, which it fills in after server rendering, so neither
// gatsby-ssr nor a component can change them. Async scripts never block parsing, but the browser
// fetches them at once: on a slow phone connection their ~80 KB share the bandwidth with the
// hero image, and Lighthouse's model counts them towards the largest paint for that reason.
// Requested once the page has loaded (HTML, styles and the eager, above-the-fold images) and
// painted, they give the first and largest paint the whole connection; the page hydrates a
// frame later than it would have.
//
// The loader also starts the react-dom warm-up entry (gatsby/webpack.ts) just before the app's
// own script. Appended scripts with `async = false` run in the order they were appended, each in
// a task of its own, so react-dom's evaluation and the app's no longer block the main thread as one.
import fs from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./security-headers";
import { WARM_UP_ENTRY } from "./webpack";

const SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const RUNTIME_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * The inline loader: once the window has loaded, it waits for the next frame to paint and then
 * appends the scripts, which run in their order. A hidden tab never paints, so there it appends
 * them at load.
 */
export function scriptLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    `<script>(function(){var s=${list};function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
    `function p(){if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})}` +
    `if(document.readyState==="complete")p();else window.addEventListener("load",p,{once:true})})()</script>`
  );
}

/**
 * The start-up scripts with the warm-up entry's own files (named as in webpack.stats.json) just
 * before the last, the app's entry; files the page already loads are not added twice.
 */
export function withWarmUp(sources: readonly string[], warmUp: readonly string[]): string[] {
  const app = sources.at(-1);
  if (app === undefined) return [...sources];
  const prefix = app.slice(0, app.lastIndexOf("/") + 1);
  const added = warmUp.map((file) => prefix + file).filter((src) => !sources.includes(src));
  return [...sources.slice(0, -1), ...added, app];
}

/**
 * Replaces the runtime's <script async> tags with the loader, which also starts the warm-up
 * entry's files; HTML without Gatsby's script slice is returned as it was.
 */
export function deferRuntimeScripts(html: string, warmUp: readonly string[] = []): string {
  const slice = SLICE.exec(html);
  if (!slice) return html;
  const [whole, start, body = "", end] = slice;
  const sources = [...body.matchAll(RUNTIME_SCRIPT)].map((m) => m[1] as string);
  if (sources.length === 0) return html;
  const rest = body.replace(RUNTIME_SCRIPT, "");
  return html.replace(whole, `${start}${rest}${scriptLoader(withWarmUp(sources, warmUp))}${end}`);
}

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/**
 * The JavaScript files of the warm-up entry, from the build's webpack.stats.json. A build without
 * them fails here: gatsby/webpack.ts adds the entry to every production build.
 */
export async function warmUpScripts(publicDir: string): Promise<string[]> {
  const file = path.join(publicDir, "webpack.stats.json");
  let stats: WebpackStats;
  try {
    stats = JSON.parse(await fs.readFile(file, "utf8")) as WebpackStats;
  } catch (error) {
    throw new Error(`${file}: could not read the build's webpack stats (${(error as Error).message})`);
  }
  const scripts = (stats.namedChunkGroups?.[WARM_UP_ENTRY]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  if (scripts.length === 0) throw new Error(`${file}: no scripts for the "${WARM_UP_ENTRY}" entry in namedChunkGroups (gatsby/webpack.ts adds it)`);
  return scripts;
}

/** The start-up scripts a built page loads, whether as <script> tags or through the loader. */
export function startupScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1] as string);
  const loader = /var s=(\[[^\]]*\]);function l\(\)/.exec(html);
  return [...tags, ...(loader ? (JSON.parse(loader[1] as string) as string[]) : [])];
}

/** Rewrites every built page; returns how many changed. */
export async function deferRuntimeScriptsInBuild(publicDir: string): Promise<number> {
  const warmUp = await warmUpScripts(publicDir);
  let changed = 0;
  for (const file of await htmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const html = await fs.readFile(full, "utf8");
    const deferred = deferRuntimeScripts(html, warmUp);
    if (deferred !== html) {
      await fs.writeFile(full, deferred);
      changed += 1;
    }
  }
  return changed;
}
