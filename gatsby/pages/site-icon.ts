// The tab's icon inline as a data: URL, so no request competes with the largest paint. PNG: Chrome draws an SVG
// icon as a whole document on the main thread. Defined for gatsby-ssr.tsx: a file read in the page renderer
// is "unsafe builtin usage", after which every build re-renders every page.
import fs from "node:fs";
import type { CreateWebpackConfigArgs } from "gatsby";

const SITE_ICON_FILE = "static/favicon-32.png";

export function defineSiteIcon({ actions, plugins }: CreateWebpackConfigArgs): void {
  const href = `data:image/png;base64,${fs.readFileSync(SITE_ICON_FILE).toString("base64")}`;
  actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_ICON__: JSON.stringify(href) })] });
}
