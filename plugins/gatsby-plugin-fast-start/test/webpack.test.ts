/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { BrokenAssumption } from "../assumption";
import { GATSBY_APP_ALIAS, GATSBY_API_RUNNER, GATSBY_API_RUNNER_ALIAS, onCreateWebpackConfig } from "../webpack";

// A site directory with the list of gatsby-browser files Gatsby writes before bundling.
const SITE = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-webpack-"));
fs.mkdirSync(path.join(SITE, ".cache"));
fs.writeFileSync(path.join(SITE, GATSBY_API_RUNNER), "module.exports = [];\n");
// Gatsby's app as Gatsby copies it there (unused-browser-modules.ts reads how it requires the service worker module).
fs.copyFileSync(require.resolve("gatsby/cache-dir/production-app.js"), path.join(SITE, ".cache/production-app.js"));
afterAll(() => fs.rmSync(SITE, { recursive: true, force: true }));
const GATSBY_APP = path.join(SITE, ".cache/production-app");
const PLUGIN = path.resolve(__dirname, "..");
// Gatsby's internal Partytown plugin as the installed Gatsby has it (unused-browser-modules.test.ts checks it further).
const PARTYTOWN = path.dirname(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"));

/** The CSS extraction as the installed Gatsby makes it for its browser build. */
function gatsbyCssExtraction() {
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
  const utils = createWebpackUtils("build-javascript", { directory: SITE, browserslist: ["defaults"] });
  return utils.plugins.extractText({ filename: "[name].[contenthash].css" }) as { options: Record<string, unknown> };
}

/** Calls the hook for a stage with Gatsby's entries and returns the config it set, if any. */
function configFor(stage: string, app: unknown = GATSBY_APP, plugins: unknown[] = [gatsbyCssExtraction()], state?: unknown) {
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage,
    getConfig: () => ({ entry: { polyfill: "/polyfill-entry", app }, resolve: { alias: { gatsby$: "/gatsby-browser-entry.js" } }, plugins }),
    actions: { replaceWebpackConfig },
    store: {
      getState: () =>
        state ?? {
          program: { directory: SITE },
          flattenedPlugins: [
            { name: "gatsby-plugin-fast-start", resolve: PLUGIN },
            { name: "partytown", resolve: PARTYTOWN, browserAPIs: ["onInitialClientRender"] },
          ],
        },
    },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return replaceWebpackConfig;
}

describe("onCreateWebpackConfig", () => {
  it("starts the browser build at the staged entry, which reaches Gatsby's app through an exact alias", () => {
    const replace = configFor("build-javascript");
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toMatchObject({
      entry: { polyfill: "/polyfill-entry", app: path.join(PLUGIN, "browser/app.ts") },
      resolve: {
        alias: {
          gatsby$: "/gatsby-browser-entry.js",
          [`${GATSBY_APP_ALIAS}$`]: GATSBY_APP,
          [`${GATSBY_API_RUNNER_ALIAS}$`]: path.join(SITE, GATSBY_API_RUNNER),
          [`${path.join(PARTYTOWN, "gatsby-browser.js")}$`]: path.join(PLUGIN, "browser/no-browser-apis.ts"),
          [`${path.join(SITE, ".cache/register-service-worker.js")}$`]: path.join(PLUGIN, "browser/no-browser-apis.ts"),
        },
      },
    });
  });

  it("has Gatsby's CSS extraction evaluate the stylesheet inside the build, so a cold build and the rebuild after it share one hash", () => {
    const extraction = gatsbyCssExtraction();
    expect(extraction.options.experimentalUseImportModule).toBe(false);
    configFor("build-javascript", GATSBY_APP, [extraction]);
    expect(extraction.options.experimentalUseImportModule).toBe(true);
  });

  it("stops the build, naming mini-css-extract-plugin, if Gatsby's browser build no longer extracts its CSS with it", () => {
    expect(() => configFor("build-javascript", GATSBY_APP, [])).toThrow(
      "An upgrade of gatsby or mini-css-extract-plugin changed this (written for gatsby 5.16.1 and mini-css-extract-plugin 1.6.2)",
    );
    // One extraction plugin, but without the option (a later major that dropped it).
    const withoutOption = { constructor: { name: "MiniCssExtractPlugin" }, options: {} };
    expect(() => configFor("build-javascript", GATSBY_APP, [withoutOption])).toThrow(BrokenAssumption);
  });

  it("stops the build with a clear message if a Gatsby upgrade changes the shape of the app entry", () => {
    expect(() => configFor("build-javascript", [GATSBY_APP])).toThrow(BrokenAssumption);
    expect(() => configFor("build-javascript", [GATSBY_APP])).toThrow('assumes that Gatsby\'s "app" entry is one module path');
  });

  it("stops the build, naming Gatsby, when its private store no longer holds the site's folder or its plugin list", () => {
    expect(() => configFor("build-javascript", GATSBY_APP, [gatsbyCssExtraction()], { program: { directory: SITE } })).toThrow(
      /assumes that Gatsby's store holds program\.directory and the flattenedPlugins list, but one of them is missing\. An upgrade of gatsby/,
    );
  });

  it("stops the build when Gatsby no longer copies its runner of the browser APIs", () => {
    fs.renameSync(path.join(SITE, GATSBY_API_RUNNER), path.join(SITE, "moved.js"));
    try {
      expect(() => configFor("build-javascript")).toThrow(`Gatsby copies its runner of the browser APIs to ${GATSBY_API_RUNNER}`);
    } finally {
      fs.renameSync(path.join(SITE, "moved.js"), path.join(SITE, GATSBY_API_RUNNER));
    }
  });

  it("names Gatsby's runner, which requires the list of gatsby-browser files as it loads (read from the installed Gatsby)", () => {
    const runner = fs.readFileSync(require.resolve(`gatsby/cache-dir/${path.basename(GATSBY_API_RUNNER)}`), "utf8");
    expect(runner).toMatch(/^const plugins = require\(`\.\/api-runner-browser-plugins`\)/);
  });

  it.each(["develop", "develop-html", "build-html"])("leaves the %s stage alone (no start-up to split there)", (stage) => {
    expect(configFor(stage)).not.toHaveBeenCalled();
  });
});
