// The tab's icon, inline in every page's head: a 32 px PNG of under 1 KB, so no page waits on a
// request for it while its largest paint is still coming (the browser fetches a linked icon at load).
// A PNG, not an SVG: Chrome draws the icon in the page's renderer, where an SVG is a whole document on
// the main thread. It is read here, in Node, and reaches gatsby-ssr.tsx as a constant through
// webpack's DefinePlugin: a file read in the page renderer would be "unsafe builtin usage", after
// which every build re-renders every page.
import fs from "node:fs";
import type { CreateWebpackConfigArgs } from "gatsby";

const SITE_ICON_FILE = "static/favicon-32.png";

export function defineSiteIcon({ actions, plugins }: CreateWebpackConfigArgs): void {
  const href = `data:image/png;base64,${fs.readFileSync(SITE_ICON_FILE).toString("base64")}`;
  actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_ICON__: JSON.stringify(href) })] });
}
