// Leaves two of Gatsby's browser modules that never run on this site out of the production bundle.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
//
// - Gatsby's internal "partytown" plugin is listed among every site's gatsby-browser files. Its one
//   browser API, onInitialClientRender, returns at once outside `gatsby develop`, yet the file
//   requires gatsby-script and Partytown's integration with CommonJS `require`, which webpack cannot
//   leave out: about 2 KB gzip of first-load JavaScript on every page.
// - Gatsby's app requires .cache/register-service-worker.js only when a plugin's
//   registerServiceWorker returns true; webpack bundles it all the same.
// The production browser build resolves each to browser/no-browser-apis.ts, a module with nothing in
// it. Both stop the build when what makes them safe no longer holds: the service worker module is
// kept as soon as any plugin implements registerServiceWorker.
import fs from "node:fs";
import path from "node:path";
import { BrokenAssumption } from "./assumption";

/** The name Gatsby gives its internal Partytown plugin in flattenedPlugins. */
export const PARTYTOWN_PLUGIN = "partytown";

/** What the Partytown plugin's browser file must say for leaving it out to change nothing outside `gatsby develop`. */
export const DEVELOP_ONLY = /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/;

/** Gatsby's module that registers a service worker, as its app requires it from .cache. */
export const GATSBY_REGISTER_SERVICE_WORKER = ".cache/register-service-worker.js";

/** How Gatsby's app (cache-dir/production-app.js) must require it: only when a plugin asks. */
export const REQUIRED_ON_REQUEST =
  /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/;

const MODULE = "plugins/gatsby-plugin-fast-start/unused-browser-modules.ts";

interface FlattenedPlugin {
  name: string;
  resolve: string;
  browserAPIs?: string[];
}

/**
 * Webpack aliases that resolve the unused modules to `emptyModule`. `directory` is the site's, whose
 * .cache holds Gatsby's app; `gatsbyApp` is the app entry Gatsby configured.
 */
export function unusedBrowserModuleAliases(
  flattenedPlugins: readonly FlattenedPlugin[],
  directory: string,
  gatsbyApp: string,
  emptyModule: string,
): Record<string, string> {
  return { ...partytownAlias(flattenedPlugins, emptyModule), ...serviceWorkerAlias(flattenedPlugins, directory, gatsbyApp, emptyModule) };
}

function partytownAlias(flattenedPlugins: readonly FlattenedPlugin[], emptyModule: string): Record<string, string> {
  const plugin = flattenedPlugins.find((p) => p.name === PARTYTOWN_PLUGIN);
  if (!plugin) throw new BrokenAssumption(MODULE, "gatsby", `Gatsby lists its internal "${PARTYTOWN_PLUGIN}" plugin in flattenedPlugins`, "it is not there");
  const apis = plugin.browserAPIs ?? [];
  if (apis.join() !== "onInitialClientRender")
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      "Gatsby's Partytown plugin implements onInitialClientRender alone in the browser",
      `it implements ${JSON.stringify(apis)}`,
    );
  const file = path.join(plugin.resolve, "gatsby-browser.js");
  if (!fs.existsSync(file)) throw new BrokenAssumption(MODULE, "gatsby", `Gatsby's Partytown plugin has its browser APIs in ${file}`, "there is no such file");
  if (!DEVELOP_ONLY.test(fs.readFileSync(file, "utf8")))
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      "Gatsby's Partytown plugin does nothing in the browser outside `gatsby develop`",
      `${file} no longer returns at once when NODE_ENV is not development`,
    );
  return { [`${file}$`]: emptyModule };
}

function serviceWorkerAlias(flattenedPlugins: readonly FlattenedPlugin[], directory: string, gatsbyApp: string, emptyModule: string): Record<string, string> {
  if (flattenedPlugins.some((p) => p.browserAPIs?.includes("registerServiceWorker"))) return {};
  const app = [gatsbyApp, `${gatsbyApp}.js`].find((f) => fs.existsSync(f));
  if (!app || !REQUIRED_ON_REQUEST.test(fs.readFileSync(app, "utf8")))
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      "Gatsby's app requires its service worker module only when a plugin's registerServiceWorker asks for it",
      `${gatsbyApp} does not`,
    );
  return { [`${path.join(directory, GATSBY_REGISTER_SERVICE_WORKER)}$`]: emptyModule };
}
