/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { DEVELOP_ONLY, GATSBY_REGISTER_SERVICE_WORKER, PARTYTOWN_PLUGIN, REQUIRED_ON_REQUEST, unusedBrowserModuleAliases } from "../unused-browser-modules";
import * as noBrowserApis from "../browser/no-browser-apis";
import { inTempDir } from "./fixtures";

// The installed Gatsby's internal Partytown plugin, as Gatsby lists it in flattenedPlugins, and its app.
const PARTYTOWN = path.dirname(require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"));
const INSTALLED_APP = require.resolve("gatsby/cache-dir/production-app.js");
const EMPTY = "/plugin/browser/no-browser-apis.ts";
const SITE = "/site";
const listed = (resolve = PARTYTOWN, browserAPIs = ["onInitialClientRender"]) => [
  { name: "gatsby-plugin-fast-start", resolve: "/plugin", browserAPIs: ["replaceHydrateFunction"] },
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
    expect(Object.keys(aliases([...listed(), offline]))).toEqual([`${path.join(PARTYTOWN, "gatsby-browser.js")}$`]);
  });

  it.each<[string, (dir: string) => unknown, string]>([
    ["no longer lists the Partytown plugin", () => aliases(listed().slice(0, 1)), 'Gatsby lists its internal "partytown" plugin in flattenedPlugins'],
    [
      "gives the Partytown plugin another browser API",
      () => aliases(listed(PARTYTOWN, ["onInitialClientRender", "onRouteUpdate"])),
      "Gatsby's Partytown plugin implements onInitialClientRender alone in the browser",
    ],
    ["moved the Partytown plugin's browser file", (dir) => aliases(listed(dir)), "there is no such file"],
    [
      "has the Partytown plugin do work in production",
      (dir) => {
        fs.writeFileSync(path.join(dir, "gatsby-browser.js"), "const onInitialClientRender = () => {\n  injectPartytownSnippet();\n};\n");
        return aliases(listed(dir));
      },
      "does nothing in the browser outside `gatsby develop`",
    ],
    [
      "has its app require the service worker module on every page",
      (dir) => {
        fs.writeFileSync(path.join(dir, "production-app.js"), 'require(`./register-service-worker`)\nimport React from "react"\n');
        return aliases(listed(), path.join(dir, "production-app"));
      },
      "Gatsby's app requires its service worker module only when a plugin's registerServiceWorker asks for it",
    ],
  ])("stops the build when Gatsby %s", (_, call, message) =>
    inTempDir((dir) => {
      expect(() => call(dir)).toThrow(message);
    }),
  );
});
