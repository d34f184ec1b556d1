/** @jest-environment node */
/**
 * The CMS preview bundle's webpack configuration (gatsby/cms/preview-bundle.ts), from a browser
 * configuration shaped as Gatsby 5 makes it: the assumptions it names fail loudly when Gatsby's
 * configuration stops being that shape.
 */
import fs from "node:fs";
import path from "node:path";
import type { RuleSetRule } from "gatsby/webpack";
import { previewConfig, PREVIEW_ENTRY } from "../../../gatsby/cms/preview-bundle";

/** Gatsby's JavaScript rule at `stage` (the plugin's test/babel-production-rules.test.ts has the rules' cases). */
const jsRule = (stage: string): RuleSetRule => ({
  test: /\.(js|mjs|jsx|ts|tsx)$/,
  use: () => [{ loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { stage } }],
});
const cssRule: RuleSetRule = { test: /\.css$/, use: [{ loader: "/site/node_modules/css-loader/index.js" }] };
const stageOf = (rule: RuleSetRule) => (rule.use as (i: unknown) => { options: { stage: string } }[])({})[0]!.options.stage;

describe("previewConfig", () => {
  const gatsby = {
    target: ["web", "es5"],
    module: { rules: [jsRule("develop"), cssRule] },
    resolve: { alias: { "@reach/router": "/site/node_modules/@gatsbyjs/reach-router" }, extensions: [".tsx", ".ts", ".js"] },
    resolveLoader: { modules: ["/site/node_modules"] },
    optimization: { minimizer: ["terser"] },
  };
  const plugins = { extractText: (options: unknown) => ({ extractText: options }) };
  const config = (stage: "develop" | "build-javascript", over: object = {}) =>
    previewConfig({ stage, getConfig: () => ({ ...gatsby, ...over }), plugins } as never, "/site");

  it("writes preview.js and preview.css into public/admin, one file each, with Gatsby's resolution and \"gatsby\" as the preview's stand-in", () => {
    const c = config("build-javascript");
    expect(c.entry).toEqual({ preview: path.join("/site", PREVIEW_ENTRY) });
    expect(c.output).toMatchObject({ path: "/site/public/admin/", filename: "[name].js", publicPath: "/admin/" });
    expect(c.resolve!.alias).toEqual({ ...gatsby.resolve.alias, gatsby$: "/site/src/cms/gatsby.tsx" });
    expect(c.resolve!.extensions).toEqual(gatsby.resolve.extensions);
    expect(c.plugins).toEqual([{ extractText: { filename: "[name].css" } }]);
    expect(c.optimization).toMatchObject({ splitChunks: false, runtimeChunk: false, minimize: true });
    expect(c.mode).toBe("production");
  });

  it("compiles for production under develop too, unminified", () => {
    const c = config("develop");
    expect(c.optimization!.minimize).toBe(false);
    expect(stageOf((c.module!.rules as RuleSetRule[])[0]!)).toBe("build-javascript");
  });

  it("stands in for gatsby in either of webpack's forms of aliases, before Gatsby's own", () => {
    const c = config("build-javascript", { resolve: { alias: [{ name: "x", alias: "y" }] } });
    expect(c.resolve!.alias).toEqual([
      { name: "gatsby", alias: "/site/src/cms/gatsby.tsx", onlyModule: true },
      { name: "x", alias: "y" },
    ]);
  });

  // A cache of its own in Gatsby's folder for webpack's: it lasts as long as Gatsby's and shares no folder with them.
  it("caches beside Gatsby's webpack caches, which the installed Gatsby names stage-<stage> and keeps when it clears .cache", () => {
    expect(config("build-javascript").cache).toMatchObject({
      type: "filesystem",
      cacheDirectory: "/site/.cache/webpack",
      name: "cms-preview-build-javascript",
    });
    const gatsbyConfig = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
    expect(gatsbyConfig).toContain("path.join(program.directory, `.cache`, `webpack`, `stage-` + stage)");
    const initialize = fs.readFileSync(require.resolve("gatsby/dist/services/initialize.js"), "utf8");
    expect(initialize).toMatch(/const deleteGlobs = \[[^\]]*`!\.cache\/webpack`/);
  });
});
