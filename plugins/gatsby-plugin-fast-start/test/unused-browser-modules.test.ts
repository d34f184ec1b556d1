/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BrokenAssumption } from "../assumption";
import * as noBrowserApis from "../browser/no-browser-apis";
import { DEVELOP_ONLY, GATSBY_REGISTER_SERVICE_WORKER, PARTYTOWN_PLUGIN, REQUIRED_ON_REQUEST, unusedBrowserModuleAliases } from "../unused-browser-modules";

// The installed Gatsby's internal Partytown plugin, as Gatsby lists it in flattenedPlugins, and its app.
const PARTYTOWN = path.dirname(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"));
const INSTALLED_APP = require.resolve("gatsby/cache-dir/production-app.js");
const EMPTY = "/plugin/browser/no-browser-apis.ts";
const SITE = "/site";
const listed = (resolve = PARTYTOWN, browserAPIs = ["onInitialClientRender"], others: { name: string; resolve: string; browserAPIs?: string[] }[] = []) => [
  { name: "gatsby-plugin-fast-start", resolve: "/plugin", browserAPIs: ["replaceHydrateFunction"] },
  ...others,
  { name: PARTYTOWN_PLUGIN, resolve, browserAPIs },
];
const aliases = (plugins = listed(), app = INSTALLED_APP) => unusedBrowserModuleAliases(plugins, SITE, app, EMPTY);

describe("leaving out Gatsby's browser modules that never run here", () => {
  it("replaces the Partytown plugin's browser file and Gatsby's service worker module (read from the installed Gatsby)", () => {
    const partytown = path.join(PARTYTOWN, "gatsby-browser.js");
    expect(fs.readFileSync(partytown, "utf8")).toMatch(DEVELOP_ONLY);
    expect(fs.readFileSync(INSTALLED_APP, "utf8")).toMatch(REQUIRED_ON_REQUEST);
    expect(aliases()).toEqual({ [`${partytown}$`]: EMPTY, [`${path.join(SITE, GATSBY_REGISTER_SERVICE_WORKER)}$`]: EMPTY });
  });

  it("stands in with a module that has nothing in it", () => {
    expect(Object.keys(noBrowserApis)).toEqual([]);
  });

  it("keeps the service worker module once a plugin implements registerServiceWorker", () => {
    const offline = { name: "gatsby-plugin-offline", resolve: "/offline", browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] };
    expect(Object.keys(aliases(listed(PARTYTOWN, ["onInitialClientRender"], [offline])))).toEqual([`${path.join(PARTYTOWN, "gatsby-browser.js")}$`]);
  });

  it("stops the build when Gatsby no longer lists the Partytown plugin, or gives it another browser API", () => {
    expect(() => aliases(listed().slice(0, 1))).toThrow(BrokenAssumption);
    expect(() => aliases(listed(PARTYTOWN, ["onInitialClientRender", "onRouteUpdate"]))).toThrow(
      "Gatsby's Partytown plugin implements onInitialClientRender alone in the browser",
    );
  });

  it("stops the build when the Partytown plugin's browser file moved or does work in production", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-partytown-"));
    try {
      expect(() => aliases(listed(dir))).toThrow("there is no such file");
      fs.writeFileSync(path.join(dir, "gatsby-browser.js"), "const onInitialClientRender = () => {\n  injectPartytownSnippet();\n};\n");
      expect(() => aliases(listed(dir))).toThrow("does nothing in the browser outside `gatsby develop`");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops the build when Gatsby's app requires its service worker module on every page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-app-"));
    try {
      fs.writeFileSync(path.join(dir, "production-app.js"), 'require(`./register-service-worker`)\nimport React from "react"\n');
      expect(() => aliases(listed(), path.join(dir, "production-app"))).toThrow(
        "Gatsby's app requires its service worker module only when a plugin's registerServiceWorker asks for it",
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
