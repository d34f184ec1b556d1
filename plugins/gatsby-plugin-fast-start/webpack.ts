// Starts the browser build at the plugin's staged entry (browser/app.ts) instead of Gatsby's
// production-app module.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
//
// Gatsby's app entry imports react-dom, its runtime and every plugin's gatsby-browser statically, so
// the browser evaluates all of them in one long script task on a phone, and every millisecond of a
// task over 50 counts as blocking time (docs/performance.md). The staged entry evaluates the same
// modules in three tasks. The entry keeps its name ("app"), so Gatsby's script tags, chunk map and
// page loader see the same chunks, and Gatsby's own modules are reached through aliases.
//
// It also leaves out two Gatsby modules that never run on this site (unused-browser-modules.ts).
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BrokenAssumption } from "./assumption";
import { fastStartEnabled } from "./switch";
import { unusedBrowserModuleAliases } from "./unused-browser-modules";

/** The alias under which browser/app.ts imports Gatsby's own app entry. */
export const GATSBY_APP_ALIAS = "gatsby-production-app";

/** The alias under which browser/app.ts imports Gatsby's runner of the browser APIs. */
export const GATSBY_API_RUNNER_ALIAS = "gatsby-api-runner-browser";

/**
 * Gatsby's runner of every plugin's browser API. Requiring it first requires the generated list of
 * every gatsby-browser file (the site's and its plugins'), so the list is complete before any of
 * those files, or the modules they import, reads the runner. (Importing the list itself first would
 * let a gatsby-browser file's imports reach the runner while the list is still half made.)
 */
export const GATSBY_API_RUNNER = ".cache/api-runner-browser.js";

const MODULE = "plugins/gatsby-plugin-fast-start/webpack.ts";
const PLUGIN_NAME = "gatsby-plugin-fast-start";

interface WebpackConfig {
  entry: Record<string, unknown>;
  resolve?: { alias?: Record<string, unknown> };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as WebpackConfig;
  const gatsbyApp = config.entry.app;
  if (typeof gatsbyApp !== "string")
    throw new BrokenAssumption(MODULE, "gatsby", 'Gatsby\'s "app" entry is one module path', `it is ${JSON.stringify(gatsbyApp)}`);
  const { program, flattenedPlugins } = store.getState() as {
    program: { directory: string };
    flattenedPlugins: { name: string; resolve: string; browserAPIs?: string[] }[];
  };
  const directory = program.directory;
  // The plugin's own folder, as Gatsby resolved it: __dirname is no help, since Gatsby's compiled copy
  // of this file (in .cache/compiled) resolves it against the project root instead of this folder.
  const own = flattenedPlugins.find((p) => p.name === PLUGIN_NAME)?.resolve;
  if (!own) throw new BrokenAssumption(MODULE, "gatsby", `Gatsby lists this plugin as "${PLUGIN_NAME}" in its flattenedPlugins`, "it is not there");
  const apiRunner = path.join(directory, GATSBY_API_RUNNER);
  if (!fs.existsSync(apiRunner))
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      `Gatsby copies its runner of the browser APIs to ${GATSBY_API_RUNNER} before bundling`,
      "there is no such file",
    );
  const staged = fastStartEnabled(process.env, "staged-entry");
  if (staged) config.entry = { ...config.entry, app: path.join(own, "browser/app.ts") };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      ...(staged && { [`${GATSBY_APP_ALIAS}$`]: gatsbyApp, [`${GATSBY_API_RUNNER_ALIAS}$`]: apiRunner }),
      ...unusedBrowserModuleAliases(flattenedPlugins, directory, gatsbyApp, path.join(own, "browser/no-browser-apis.ts")),
    },
  };
  actions.replaceWebpackConfig(config);
};
