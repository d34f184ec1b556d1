// Keeps every page's inlined global CSS current, FAST_START=off included (a correction). Gatsby 5 re-renders HTML
// only when its data or the server bundle changes; a global.css edit changes only the browser bundle, so a cached
// build keeps old CSS inlined.
import fs from "node:fs/promises";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { pagePathOf, type WebpackStats } from "./defer-scripts";

const GLOBAL_STYLE = /<style data-href="([^"]*)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** The CSS asset of Gatsby's `app` chunk. */
export async function buildStylesheet(publicDir: string, stats: WebpackStats): Promise<{ href: string; css: string }> {
  const name = stats.assetsByChunkName?.app?.find((a) => a.endsWith(".css"));
  if (!name)
    throw new Error(
      `plugins/gatsby-plugin-fast-start/global-css.ts: webpack.stats.json lists no .css asset for the "app" chunk (${path.join(publicDir, "webpack.stats.json")})`,
    );
  return { href: `/${name}`, css: await fs.readFile(path.join(publicDir, name), "utf8") };
}

export function refreshGlobalCss(html: string, href: string, css: string): string {
  const m = GLOBAL_STYLE.exec(html);
  if (!m) {
    if (pagePathOf(html) === null) return html;
    throw new BrokenAssumption(
      "plugins/gatsby-plugin-fast-start/global-css.ts",
      "gatsby",
      'Gatsby inlines the global CSS in every page as <style data-href="…" data-identity="gatsby-global-css">',
      "a page has no such element",
    );
  }
  if (m[1] === href) return html;
  const style = `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`;
  return html.slice(0, m.index) + style + html.slice(m.index + m[0].length);
}
