// The plugin's steps of the site's one pass over the built HTML (gatsby/html-pipeline.ts), in order:
// the current stylesheet first, then the script deferral. Each step stops the build with a
// BrokenAssumption when a Gatsby page lacks what it rewrites; with FAST_START=off there are none.
import type { HtmlStep } from "../../gatsby/html-pipeline";
import { componentScriptsByPage, deferRuntimeScripts, pagePathOf, readWebpackStats } from "./defer-scripts";
import { buildStylesheet, refreshGlobalCss } from "./global-css";
import { fastStartEnabled } from "./switch";

export const REFRESH_GLOBAL_CSS = "fast-start: current inline stylesheet";
export const DEFER_SCRIPTS = "fast-start: start-up scripts after the first paint";

/** The steps for the build in publicDir, prepared from its webpack stats and page data. */
export async function fastStartHtmlSteps(publicDir: string): Promise<HtmlStep[]> {
  if (!fastStartEnabled()) return [];
  const stats = await readWebpackStats(publicDir);
  const { href, css } = await buildStylesheet(publicDir, stats);
  const componentScripts = await componentScriptsByPage(publicDir, stats);
  return [
    { name: REFRESH_GLOBAL_CSS, apply: (html) => refreshGlobalCss(html, href, css) },
    {
      name: DEFER_SCRIPTS,
      apply: (html, page) => {
        const pagePath = pagePathOf(html);
        if (pagePath === null) return html;
        const scripts = componentScripts.get(pagePath);
        if (!scripts)
          throw new Error(`plugins/gatsby-plugin-fast-start/html-steps.ts: public/${page.file} is the page ${pagePath}, which has no page-data.json`);
        return deferRuntimeScripts(html, scripts);
      },
    },
  ];
}
