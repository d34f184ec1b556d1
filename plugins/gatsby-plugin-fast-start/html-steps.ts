// The plugin's HTML steps: the corrections always (React's NUL bytes, the current stylesheet), the script deferral
// only with the speed work on.
import { componentScriptsByPage, deferRuntimeScripts, namedChunkScripts, pagePathOf, readWebpackStats } from "./defer-scripts";
import { buildStylesheet, refreshGlobalCss } from "./global-css";
import { checkReactPadsWithNul, withoutNulBytes } from "./react-nul-bytes";
import { fastStartEnabled } from "./switch";

export interface BuiltPage {
  /** Relative to public/, e.g. "about/index.html". */
  file: string;
  /** e.g. "/", "/about/", "/404.html". */
  url: string;
}

/** Pure; returns its input unchanged when it has nothing to do. */
export interface HtmlStep {
  name: string;
  apply(html: string, page: BuiltPage): string;
}

export const REMOVE_NUL_BYTES = "react: NUL bytes removed";
export const REFRESH_GLOBAL_CSS = "gatsby: current inline stylesheet";
export const DEFER_SCRIPTS = "fast-start: start-up scripts after the first paint";

export interface HtmlStepOptions {
  /** Named chunks a page awaits before rendering, requested with the start-up scripts so its `import()` finds them. */
  pageChunks?: (page: BuiltPage) => readonly string[];
}

export async function fastStartHtmlSteps(publicDir: string, { pageChunks = () => [] }: HtmlStepOptions = {}): Promise<HtmlStep[]> {
  await checkReactPadsWithNul();
  const stats = readWebpackStats(publicDir);
  const { href, css } = await buildStylesheet(publicDir, stats);
  const corrections: HtmlStep[] = [
    { name: REMOVE_NUL_BYTES, apply: withoutNulBytes },
    { name: REFRESH_GLOBAL_CSS, apply: (html) => refreshGlobalCss(html, href, css) },
  ];
  if (!fastStartEnabled()) return corrections;
  const componentScripts = componentScriptsByPage(publicDir, stats);
  return [
    ...corrections,
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
