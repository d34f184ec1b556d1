// The plugin's steps of the site's one pass over the built HTML, in order: React's NUL bytes removed
// first (always, since it corrects the page rather than speeding it up), then, with the plugin on, the
// current stylesheet and the script deferral. Each step stops the build with a BrokenAssumption when
// a page lacks what it rewrites, or when what it corrects is no longer there to correct.
import { componentScriptsByPage, deferRuntimeScripts, namedChunkScripts, pagePathOf, readWebpackStats } from "./defer-scripts";
import { buildStylesheet, refreshGlobalCss } from "./global-css";
import { checkReactPadsWithNul, withoutNulBytes } from "./react-nul-bytes";
import { fastStartEnabled } from "./switch";

/** A built HTML file: where it is in public/ and the URL path it answers at. */
export interface BuiltPage {
  /** Relative to public/, with "/" separators, e.g. "about/index.html". */
  file: string;
  /** The URL path it answers at, e.g. "/", "/about", "/404.html". */
  url: string;
}

/** A pure transformation of one page's HTML; it returns its input unchanged when it has nothing to do. */
export interface HtmlStep {
  /** Named in the build log with the pages it changed. */
  name: string;
  apply(html: string, page: BuiltPage): string;
}

export const REMOVE_NUL_BYTES = "react: NUL bytes removed";
export const REFRESH_GLOBAL_CSS = "fast-start: current inline stylesheet";
export const DEFER_SCRIPTS = "fast-start: start-up scripts after the first paint";

export interface HtmlStepOptions {
  /**
   * The named webpack chunks (`webpackChunkName`) a page awaits before it renders, besides its
   * component's: the loader requests them with the start-up scripts, so that the page's own
   * `import()` finds them installed instead of starting a request of its own. None by default.
   */
  pageChunks?: (page: BuiltPage) => readonly string[];
}

/** The steps for the build in publicDir, prepared from its webpack stats and page data. */
export async function fastStartHtmlSteps(publicDir: string, { pageChunks = () => [] }: HtmlStepOptions = {}): Promise<HtmlStep[]> {
  await checkReactPadsWithNul();
  const steps: HtmlStep[] = [{ name: REMOVE_NUL_BYTES, apply: withoutNulBytes }];
  if (!fastStartEnabled()) return steps;
  const stats = await readWebpackStats(publicDir);
  const { href, css } = await buildStylesheet(publicDir, stats);
  const componentScripts = await componentScriptsByPage(publicDir, stats);
  return [
    ...steps,
    { name: REFRESH_GLOBAL_CSS, apply: (html) => refreshGlobalCss(html, href, css) },
    {
      name: DEFER_SCRIPTS,
      apply: (html, page) => {
        const pagePath = pagePathOf(html);
        if (pagePath === null) return html;
        const scripts = componentScripts.get(pagePath);
        if (!scripts)
          throw new Error(`plugins/gatsby-plugin-fast-start/html-steps.ts: public/${page.file} is the page ${pagePath}, which has no page-data.json`);
        return deferRuntimeScripts(html, [...namedChunkScripts(stats, pageChunks(page)), ...scripts]);
      },
    },
  ];
}
