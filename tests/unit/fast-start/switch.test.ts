/**
 * @jest-environment node
 */
// FAST_START=off switches the whole plugin off, for bisecting a Gatsby, gatsby-plugin-image or sharp
// upgrade: no staged entry, no post-build rewriting, gatsby-plugin-image's head tags left as they are.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import * as React from "react";
import { onCreateWebpackConfig, onPostBuild, onPreInit } from "../../../plugins/gatsby-plugin-fast-start/gatsby-node";
import { onPreRenderHTML } from "../../../plugins/gatsby-plugin-fast-start/gatsby-ssr";
import { FAST_START_ENV, fastStartEnabled } from "../../../plugins/gatsby-plugin-fast-start/switch";

const ORIGINAL = process.env[FAST_START_ENV];
afterEach(() => {
  if (ORIGINAL === undefined) delete process.env[FAST_START_ENV];
  else process.env[FAST_START_ENV] = ORIGINAL;
});

type Hook = (args: unknown, options?: unknown, callback?: unknown) => unknown;

function webpackReplaced(): boolean {
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage: "build-javascript",
    getConfig: () => ({ entry: { app: "/site/.cache/production-app" }, resolve: { alias: {} } }),
    actions: { replaceWebpackConfig },
    store: { getState: () => ({ program: { directory: "/site" } }) },
  } as unknown as CreateWebpackConfigArgs;
  (onCreateWebpackConfig as Hook)(args, { plugins: [] });
  return replaceWebpackConfig.mock.calls.length > 0;
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

  it("on: the staged entry and the image-head removal apply", () => {
    delete process.env[FAST_START_ENV];
    expect(webpackReplaced()).toBe(true);
    expect(headReplaced()).toBe(true);
  });

  it("off: the browser build keeps Gatsby's entry and the head keeps gatsby-plugin-image's tags", () => {
    process.env[FAST_START_ENV] = "off";
    expect(webpackReplaced()).toBe(false);
    expect(headReplaced()).toBe(false);
  });

  it("off: the post-build steps leave the built HTML as Gatsby wrote it, and the build says so", async () => {
    process.env[FAST_START_ENV] = "off";
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-off-"));
    try {
      // A page without the markers the steps look for: with the plugin on, this would stop the build.
      fs.mkdirSync(path.join(project, "public"));
      fs.writeFileSync(path.join(project, "public/index.html"), "<html><head></head><body>plain</body></html>");
      const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
      await (onPostBuild as Hook)({ reporter, store: { getState: () => ({ program: { directory: project } }) } });
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(fs.readFileSync(path.join(project, "public/index.html"), "utf8")).toBe("<html><head></head><body>plain</body></html>");
      (onPreInit as Hook)({ reporter });
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("FAST_START=off"));
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});
