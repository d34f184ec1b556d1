// Starts the browser build at src/startup/app.ts instead of Gatsby's production-app module.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
//
// Gatsby's app entry imports react-dom, its runtime and the site's gatsby-browser statically, so
// the browser evaluates all of them in one script task: about 120 ms on a phone (Lighthouse's 4x
// CPU), and every millisecond over 50 counts as blocking time. The staged entry evaluates the same
// modules in three tasks. The entry keeps its name ("app"), so Gatsby's script tags, chunk map and
// page loader see the same chunks, and Gatsby's own module is reached through an alias.
//
// It also replaces Gatsby's react-dom-utils with src/startup/react-dom-utils.ts, which renders the
// page's Head in a transition instead of in one task.
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** The alias under which src/startup/app.ts imports Gatsby's own app entry. */
export const GATSBY_APP_ALIAS = "gatsby-production-app";

/**
 * Gatsby's module that creates React roots, imported by its app and by its Head handler as
 * "./react-dom-utils" and "../react-dom-utils" from .cache. Its replacement renders in a transition.
 */
export const GATSBY_REACT_DOM_UTILS = ".cache/react-dom-utils";

interface WebpackConfig {
  entry: Record<string, unknown>;
  resolve?: { alias?: Record<string, unknown> };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as WebpackConfig;
  const gatsbyApp = config.entry.app;
  if (typeof gatsbyApp !== "string") {
    throw new Error(`plugins/gatsby-plugin-fast-start/webpack.ts: expected Gatsby's "app" entry to be one module path, found ${JSON.stringify(gatsbyApp)}`);
  }
  const directory = store.getState().program.directory;
  config.entry = { ...config.entry, app: path.join(directory, "src/startup/app.ts") };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      [`${GATSBY_APP_ALIAS}$`]: gatsbyApp,
      // A relative request is matched against aliases as its absolute path.
      [`${path.join(directory, GATSBY_REACT_DOM_UTILS)}$`]: path.join(directory, "src/startup/react-dom-utils.ts"),
    },
  };
  actions.replaceWebpackConfig(config);
};
