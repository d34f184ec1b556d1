/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import * as noBrowserApis from "../browser/no-browser-apis";
import { DEVELOP_ONLY, GATSBY_REGISTER_SERVICE_WORKER, PARTYTOWN_PLUGIN, REQUIRED_ON_REQUEST } from "../unused-browser-modules";
import { GATSBY_APP_ALIAS, GATSBY_API_RUNNER, GATSBY_API_RUNNER_ALIAS, onCreateWebpackConfig } from "../webpack";
import { withFastStart } from "./fixtures";

// Gatsby's internal Partytown plugin and its app, as the installed Gatsby has them.
const PARTYTOWN = path.dirname(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"));
const INSTALLED_APP = fs.readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8");
// A site directory with what Gatsby copies there before bundling: the list of gatsby-browser files, and its app. Beside
// them, the Partytown plugin's browser file and the app as an upgrade could change them: working in production, and
// requiring the service worker module on every page.
const SITE = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-webpack-"));
fs.mkdirSync(path.join(SITE, ".cache"));
fs.writeFileSync(path.join(SITE, GATSBY_API_RUNNER), "module.exports = [];\n");
fs.writeFileSync(path.join(SITE, ".cache/production-app.js"), INSTALLED_APP);
fs.writeFileSync(path.join(SITE, ".cache/eager-app.js"), INSTALLED_APP.replace(REQUIRED_ON_REQUEST, "require(`./register-service-worker`)"));
const busyPartytown = fs.readFileSync(path.join(PARTYTOWN, "gatsby-browser.js"), "utf8").replace(DEVELOP_ONLY, "const onInitialClientRender = () => {");
fs.writeFileSync(path.join(SITE, "gatsby-browser.js"), busyPartytown);
afterAll(() => fs.rmSync(SITE, { recursive: true, force: true }));
const GATSBY_APP = path.join(SITE, ".cache/production-app");
const PLUGIN = path.resolve(__dirname, "..");
/** Gatsby's list of plugins, with the Partytown plugin as given. */
const pluginList = (partytown: { resolve?: string; browserAPIs?: string[] } = {}) => [
  { name: "gatsby-plugin-fast-start", resolve: PLUGIN },
  { name: PARTYTOWN_PLUGIN, resolve: PARTYTOWN, browserAPIs: ["onInitialClientRender"], ...partytown },
];
const STORE = { program: { directory: SITE }, flattenedPlugins: pluginList() };
const withPlugins = (flattenedPlugins: unknown[]) => ({ state: { ...STORE, flattenedPlugins } });

/** The CSS extraction as the installed Gatsby makes it for its browser build. */
function gatsbyCssExtraction() {
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
  const utils = createWebpackUtils("build-javascript", { directory: SITE, browserslist: ["defaults"] });
  return utils.plugins.extractText({ filename: "[name].[contenthash].css" }) as { options: Record<string, unknown> };
}

/** Calls the hook with Gatsby's config and store (or what is given instead) and returns its replaceWebpackConfig. */
function configFor({ stage = "build-javascript", app = GATSBY_APP as unknown, plugins = [gatsbyCssExtraction()] as unknown[], state = STORE as unknown } = {}) {
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage,
    getConfig: () => ({ entry: { polyfill: "/polyfill-entry", app }, resolve: { alias: { gatsby$: "/gatsby-browser-entry.js" } }, plugins }),
    actions: { replaceWebpackConfig },
    store: { getState: () => state },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return replaceWebpackConfig;
}

describe("onCreateWebpackConfig", () => {
  const empty = path.join(PLUGIN, "browser/no-browser-apis.ts");
  const serviceWorker = `${path.join(SITE, GATSBY_REGISTER_SERVICE_WORKER)}$`;
  const unused = { [`${path.join(PARTYTOWN, "gatsby-browser.js")}$`]: empty, [serviceWorker]: empty };
  const staged = { [`${GATSBY_APP_ALIAS}$`]: GATSBY_APP, [`${GATSBY_API_RUNNER_ALIAS}$`]: path.join(SITE, GATSBY_API_RUNNER), ...unused };

  it.each([
    [
      "on",
      "the staged entry, which reaches Gatsby's app and runner through exact aliases, leaving out Gatsby's modules that never run",
      path.join(PLUGIN, "browser/app.ts"),
      staged,
    ],
    ["off:staged-entry", "Gatsby's entry, still leaving out the modules that never run", GATSBY_APP, unused],
    ["off", "Gatsby's entry, with Gatsby's modules", GATSBY_APP, {}],
  ])("with FAST_START=%s, starts the browser build at %s, its stylesheet evaluated inside the build (one hash for one tree)", (value, _, app, aliases) =>
    withFastStart(value, () => {
      const extraction = gatsbyCssExtraction();
      const { entry, resolve } = configFor({ plugins: [extraction] }).mock.calls[0][0];
      expect(extraction.options.experimentalUseImportModule).toBe(true);
      expect({ entry, resolve }).toEqual({
        entry: { polyfill: "/polyfill-entry", app },
        resolve: { alias: { gatsby$: "/gatsby-browser-entry.js", ...aliases } },
      });
    }),
  );

  it("stands in for the modules left out with one that has nothing in it, and keeps the service worker module once a plugin implements registerServiceWorker", () => {
    expect(Object.keys(noBrowserApis)).toEqual([]);
    const offline = { name: "gatsby-plugin-offline", resolve: "/offline", browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] };
    const { resolve } = configFor(withPlugins([...pluginList(), offline])).mock.calls[0][0];
    expect(resolve.alias).toEqual({ gatsby$: "/gatsby-browser-entry.js", ...staged, [serviceWorker]: undefined });
  });

  it.each([
    ["has no mini-css-extract-plugin", { plugins: [] }, /one mini-css-extract-plugin, whose options include experimentalUseImportModule, but it has 0/],
    ["has one without experimentalUseImportModule", { plugins: [{ constructor: { name: "MiniCssExtractPlugin" }, options: {} }] }, "without that option"],
    ["has an app entry of another shape", { app: [GATSBY_APP] }, `Gatsby's "app" entry is one module path`],
    ["keeps the site's folder or its plugin list elsewhere", { state: { program: { directory: SITE } } }, "program.directory and the flattenedPlugins"],
    ["no longer copies its runner of the browser APIs", { state: { ...STORE, program: { directory: os.tmpdir() } } }, `to ${GATSBY_API_RUNNER} before`],
    ["no longer lists the Partytown plugin", withPlugins(pluginList().slice(0, 1)), 'Gatsby lists its internal "partytown" plugin'],
    ["gives Partytown another browser API", withPlugins(pluginList({ browserAPIs: ["onInitialClientRender", "onRouteUpdate"] })), "alone in the browser"],
    ["moved the Partytown plugin's browser file", withPlugins(pluginList({ resolve: path.join(SITE, ".cache") })), "has its browser APIs in"],
    ["has the Partytown plugin do work in production", withPlugins(pluginList({ resolve: SITE })), "does nothing in the browser outside `gatsby develop`"],
    ["has its app require the service worker on every page", { app: path.join(SITE, ".cache/eager-app") }, "only when a plugin's registerServiceWorker"],
  ])("stops the build, naming the assumption, when Gatsby's browser build %s", (_, given, message) => {
    expect(() => configFor(given)).toThrow(message);
  });

  it("names Gatsby's runner, which requires the list of gatsby-browser files as it loads (read from the installed Gatsby)", () => {
    const runner = fs.readFileSync(require.resolve(`gatsby/cache-dir/${path.basename(GATSBY_API_RUNNER)}`), "utf8");
    expect(runner).toMatch(/^const plugins = require\(`\.\/api-runner-browser-plugins`\)/);
  });

  it.each(["develop", "develop-html", "build-html"])("leaves the %s stage alone (no start-up to split there)", (stage) => {
    expect(configFor({ stage })).not.toHaveBeenCalled();
  });
});
