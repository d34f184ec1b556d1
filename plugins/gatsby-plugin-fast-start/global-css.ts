// Keeps every built page's inline stylesheet in step with the build's own stylesheet.
// A step of the site's one pass over the built HTML (html-steps.ts).
//
// Gatsby inlines the global CSS (src/styles/global.css through Tailwind) into each page's <head>
// as <style data-href="/styles.<hash>.css" data-identity="gatsby-global-css">. Gatsby 5 re-renders a
// page's HTML when its data or the server bundle changes; a change to the browser bundle alone only
// re-stitches the script slice. An edit to global.css changes only the browser bundle, so a build
// that reuses .cache keeps every untouched page with the previous build's CSS inlined: the pages
// look stale, and a page Gatsby did re-render disagrees with them.
import fs from "node:fs/promises";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { pagePathOf, type WebpackStats } from "./defer-scripts";

const GLOBAL_STYLE = /<style data-href="([^"]*)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** The build's global stylesheet: the CSS asset of Gatsby's `app` chunk, and its text. */
export async function buildStylesheet(publicDir: string, stats: WebpackStats): Promise<{ href: string; css: string }> {
  const name = stats.assetsByChunkName?.app?.find((a) => a.endsWith(".css"));
  if (!name)
    throw new Error(
      `plugins/gatsby-plugin-fast-start/global-css.ts: webpack.stats.json lists no .css asset for the "app" chunk (${path.join(publicDir, "webpack.stats.json")})`,
    );
  return { href: `/${name}`, css: await fs.readFile(path.join(publicDir, name), "utf8") };
}

/**
 * The page with its inline global stylesheet replaced by `css` when it inlines another file than
 * `href`; a current page, or HTML that is not a Gatsby page, is returned as it was. A Gatsby page
 * without the inline stylesheet is an error.
 */
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
