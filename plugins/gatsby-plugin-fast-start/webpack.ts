// Replaces Gatsby's production-app entry with the staged one (browser/app.ts): Gatsby's evaluates react-dom,
// its runtime and every gatsby-browser in one long task (each ms over 50 is blocking time); the staged entry
// takes three. It keeps the name "app", so Gatsby's script tags, chunk map and loader see the same chunks.
// Also drops two modules that never run here (unused-browser-modules.ts).
//
// Always, as a correction: one build hash for one tree. Gatsby's mini-css-extract-plugin 1.x evaluates the
// stylesheet in a child compilation, whose hash webpack mixes into the build's; a build that takes the CSS
// from its cache has no such child. So the rebuild after a cold build (or after a CSS change) wrote a new
// `webpackCompilationHash` into every page, and every page, its policy and its compressed copies were
// rewritten. The plugin's `experimentalUseImportModule` (the default of its next major) evaluates the
// stylesheet inside the build instead.
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import { BrokenAssumption } from "./assumption";
import { fastStartEnabled } from "./switch";
import { unusedBrowserModuleAliases } from "./unused-browser-modules";

/** Aliases under which browser/app.ts imports Gatsby's own modules. */
export const GATSBY_APP_ALIAS = "gatsby-production-app";
export const GATSBY_API_RUNNER_ALIAS = "gatsby-api-runner-browser";

/**
 * Required first, it requires the generated list of every gatsby-browser file, so the list is complete before
 * any of them reads the runner. (Importing the list first would let their imports see it half made.)
 */
export const GATSBY_API_RUNNER = ".cache/api-runner-browser.js";

const MODULE = "plugins/gatsby-plugin-fast-start/webpack.ts";
const PLUGIN_NAME = "gatsby-plugin-fast-start";

interface WebpackConfig {
  entry: Record<string, unknown>;
  resolve?: { alias?: Record<string, unknown> };
  plugins?: unknown[];
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as WebpackConfig;
  evaluateCssInBuild(config);
  if (fastStartEnabled()) startAtStagedEntry(config, store);
  actions.replaceWebpackConfig(config);
};

function evaluateCssInBuild(config: WebpackConfig): void {
  const extractors = (config.plugins ?? []).filter((p) => (p as object | null)?.constructor?.name === "MiniCssExtractPlugin") as {
    options?: Record<string, unknown>;
  }[];
  const options = extractors[0]?.options;
  if (extractors.length !== 1 || typeof options?.experimentalUseImportModule !== "boolean")
    throw new BrokenAssumption(
      MODULE,
      ["gatsby", "mini-css-extract-plugin"],
      "Gatsby's browser build extracts its CSS with one mini-css-extract-plugin, whose options include experimentalUseImportModule",
      `it has ${extractors.length} such plugin(s)${extractors.length === 1 ? " without that option" : ""}`,
    );
  options.experimentalUseImportModule = true;
}

function startAtStagedEntry(config: WebpackConfig, store: CreateWebpackConfigArgs["store"]): void {
  const gatsbyApp = config.entry.app;
  if (typeof gatsbyApp !== "string")
    throw new BrokenAssumption(MODULE, "gatsby", 'Gatsby\'s "app" entry is one module path', `it is ${JSON.stringify(gatsbyApp)}`);
  // Gatsby's redux store, which its typings call private: the one place the plugin reads it for webpack.
  const { program, flattenedPlugins } = store.getState() as {
    program?: { directory?: unknown };
    flattenedPlugins?: { name: string; resolve: string; browserAPIs?: string[] }[];
  };
  const directory = program?.directory;
  if (typeof directory !== "string" || !Array.isArray(flattenedPlugins))
    throw new BrokenAssumption(MODULE, "gatsby", "Gatsby's store holds program.directory and the flattenedPlugins list", "one of them is missing");
  // Not __dirname: in this plugin's compiled copy (.cache/compiled/plugins/…) it names a folder inside .cache
  // (the register's Parcel row, test/compiled-node-code.test.ts).
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
}
