// Adds one entry to the browser build: the react-dom warm-up.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
//
// Gatsby's app entry evaluates react-dom and its own runtime in one script task at start-up,
// about 120 ms on a phone (Lighthouse's 4x CPU), most of it react-dom's module. This entry only
// imports react-dom/client. Both entries share the webpack runtime and the framework chunk, so
// react-dom is evaluated once, by whichever entry runs first; gatsby/defer-scripts.ts starts this
// one first, in a task of its own. Its own file is a few hundred bytes.
import path from "node:path";
import type { GatsbyNode } from "gatsby";

export const WARM_UP_ENTRY = "react-dom-warm-up";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as { entry: Record<string, unknown> };
  config.entry = { ...config.entry, [WARM_UP_ENTRY]: path.join(store.getState().program.directory, "src/lib/warm-react-dom.ts") };
  actions.replaceWebpackConfig(config);
};
