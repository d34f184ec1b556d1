// Aliases two Gatsby browser modules that never run here to an empty module, checking what makes that safe:
// - the internal "partytown" plugin's gatsby-browser does nothing outside `gatsby develop`, yet requires
//   gatsby-script and Partytown through CommonJS `require`, which webpack cannot drop;
// - .cache/register-service-worker.js, required only when a plugin's registerServiceWorker asks.
import fs from "node:fs";
import path from "node:path";
import { BrokenAssumption } from "./assumption";

export const PARTYTOWN_PLUGIN = "partytown";

export const DEVELOP_ONLY = /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/;

export const GATSBY_REGISTER_SERVICE_WORKER = ".cache/register-service-worker.js";

/** In cache-dir/production-app.js. */
export const REQUIRED_ON_REQUEST =
  /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/;

const MODULE = "plugins/gatsby-plugin-fast-start/unused-browser-modules.ts";

interface FlattenedPlugin {
  name: string;
  resolve: string;
  browserAPIs?: string[];
}

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
