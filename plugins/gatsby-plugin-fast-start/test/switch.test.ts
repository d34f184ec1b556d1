/**
 * @jest-environment node
 */
// FAST_START=off switches the plugin's speed work off, for bisecting a Gatsby, gatsby-plugin-image or sharp
// upgrade: no staged entry, no script deferral, gatsby-plugin-image's head tags left as they are. The
// corrections stay on. FAST_START=off:<steps> switches off the steps named, for measuring each
// (npm run bench -- --without).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import * as React from "react";
import { onCreateWebpackConfig, onPreInit } from "../gatsby-node";
import { DEFER_SCRIPTS, REFRESH_GLOBAL_CSS, REMOVE_NUL_BYTES, fastStartHtmlSteps } from "../html-steps";
import { onPreRenderHTML } from "../gatsby-ssr";
import { FAST_START_ENV, fastStartEnabled } from "../switch";

const ORIGINAL = process.env[FAST_START_ENV];
afterEach(() => {
  if (ORIGINAL === undefined) delete process.env[FAST_START_ENV];
  else process.env[FAST_START_ENV] = ORIGINAL;
});

type Hook = (args: unknown, options?: unknown, callback?: unknown) => unknown;

/** A site directory as Gatsby leaves it before bundling: with its list of gatsby-browser files and its app. */
const SITE = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-site-"));
fs.mkdirSync(path.join(SITE, ".cache"));
fs.writeFileSync(path.join(SITE, ".cache/api-runner-browser.js"), "module.exports = [];\n");
fs.copyFileSync(require.resolve("gatsby/cache-dir/production-app.js"), path.join(SITE, ".cache/production-app.js"));
/** Gatsby's internal Partytown plugin, which every site's plugin list has. */
const PARTYTOWN = {
  name: "partytown",
  resolve: path.dirname(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")),
  browserAPIs: ["onInitialClientRender"],
};
afterAll(() => fs.rmSync(SITE, { recursive: true, force: true }));

const PLUGIN = path.resolve(__dirname, "..");

const GATSBY_APP = path.join(SITE, ".cache/production-app");

/** Whether the browser build starts at the staged entry. */
function stagedEntry(): boolean {
  return webpackConfig().entry.app === path.join(PLUGIN, "browser/app.ts");
}

/** The browser build's config as the hook leaves it (Gatsby's CSS extraction as webpack.test.ts has it). */
function webpackConfig(): { entry: { app: string }; resolve: { alias: Record<string, string> } } {
  const cssExtraction = { constructor: { name: "MiniCssExtractPlugin" }, options: { experimentalUseImportModule: false } };
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage: "build-javascript",
    getConfig: () => ({ entry: { app: GATSBY_APP }, resolve: { alias: {} }, plugins: [cssExtraction] }),
    actions: { replaceWebpackConfig },
    store: { getState: () => ({ program: { directory: SITE }, flattenedPlugins: [{ name: "gatsby-plugin-fast-start", resolve: PLUGIN }, PARTYTOWN] }) },
  } as unknown as CreateWebpackConfigArgs;
  (onCreateWebpackConfig as Hook)(args, { plugins: [] });
  return replaceWebpackConfig.mock.calls[0][0];
}

/** The server-rendering hook gets the switch as a plugin option, as gatsby-config.ts passes it. */
function headReplaced(): boolean {
  const replaceHeadComponents = jest.fn();
  const head = [React.createElement("style", { key: "gatsby-image-style" })];
  (onPreRenderHTML as Hook)({ getHeadComponents: () => head, replaceHeadComponents }, { plugins: [], enabled: fastStartEnabled() });
  return replaceHeadComponents.mock.calls.length > 0;
}

describe("the FAST_START switch", () => {
  it("is on unless set to off", () => {
    expect(fastStartEnabled({})).toBe(true);
    expect(fastStartEnabled({ FAST_START: "on" })).toBe(true);
    expect(fastStartEnabled({ FAST_START: "off" })).toBe(false);
  });

  it("off:<steps> switches off only the steps named, and refuses a step it does not know", () => {
    const env = { FAST_START: "off:image-queue" };
    expect(fastStartEnabled(env)).toBe(true);
    expect(fastStartEnabled(env, "staged-entry")).toBe(true);
    env.FAST_START = "off:staged-entry,image-queue";
    expect(fastStartEnabled(env, "staged-entry")).toBe(false);
    expect(fastStartEnabled(env, "image-queue")).toBe(false);
    expect(() => fastStartEnabled({ FAST_START: "off:staged-entry,fast" })).toThrow(
      /FAST_START="off:staged-entry,fast" .* steps among staged-entry, image-queue/,
    );
  });

  it("off:staged-entry keeps Gatsby's entry and leaves out the modules that never run; off:image-queue keeps the staged entry", () => {
    process.env[FAST_START_ENV] = "off:staged-entry";
    let config = webpackConfig();
    expect(config.entry.app).toBe(GATSBY_APP);
    expect(Object.values(config.resolve.alias)).toContain(path.join(PLUGIN, "browser/no-browser-apis.ts"));
    process.env[FAST_START_ENV] = "off:image-queue";
    config = webpackConfig();
    expect(config.entry.app).toBe(path.join(PLUGIN, "browser/app.ts"));
  });

  it("on: the staged entry and the image-head removal apply", () => {
    delete process.env[FAST_START_ENV];
    expect(stagedEntry()).toBe(true);
    expect(headReplaced()).toBe(true);
  });

  it("off: the browser build keeps Gatsby's entry and modules and the head keeps gatsby-plugin-image's tags", () => {
    process.env[FAST_START_ENV] = "off";
    const { entry, resolve } = webpackConfig();
    expect({ entry, resolve }).toEqual({ entry: { app: GATSBY_APP }, resolve: { alias: {} } });
    expect(headReplaced()).toBe(false);
  });

  it("off: the HTML steps are the corrections (React's NUL bytes, the current stylesheet) without the script deferral, and the build says so", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-off-"));
    try {
      fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["styles.1.css", "app-2.js"] } }));
      fs.writeFileSync(path.join(publicDir, "styles.1.css"), "a{}");
      fs.mkdirSync(path.join(publicDir, "page-data"));
      const names = async () => (await fastStartHtmlSteps(publicDir)).map((s) => s.name);
      process.env[FAST_START_ENV] = "off";
      expect(await names()).toEqual([REMOVE_NUL_BYTES, REFRESH_GLOBAL_CSS]);
      delete process.env[FAST_START_ENV];
      expect(await names()).toEqual([REMOVE_NUL_BYTES, REFRESH_GLOBAL_CSS, DEFER_SCRIPTS]);
      process.env[FAST_START_ENV] = "off";
      const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
      (onPreInit as Hook)({ reporter });
      expect(reporter.warn).toHaveBeenCalledWith(
        expect.stringContaining("FAST_START=off: gatsby-plugin-fast-start's speed work is off in this build; its corrections stay on"),
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
