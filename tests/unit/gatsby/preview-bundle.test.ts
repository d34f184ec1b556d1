/**
 * @jest-environment node
 */
/**
 * The CMS preview bundle's webpack configuration (gatsby/cms/preview-bundle.ts), from a browser
 * configuration shaped as Gatsby 5 makes it: the assumptions it names fail loudly when Gatsby's
 * configuration stops being that shape.
 */
import path from "node:path";
import type { RuleSetRule } from "gatsby/webpack";
import { previewConfig, productionRules, PREVIEW_ENTRY } from "../../../gatsby/cms/preview-bundle";

const BABEL = "/site/node_modules/gatsby/dist/utils/babel-loader.js";
/** Gatsby's JavaScript rule: `use` is a function of the module, naming its Babel loader with the stage. */
const jsRule = (stage: string): RuleSetRule => ({
  test: /\.(js|mjs|jsx|ts|tsx)$/,
  use: () => [{ loader: BABEL, options: { stage, reactRuntime: "automatic" } }],
});
const cssRule: RuleSetRule = { test: /\.css$/, use: [{ loader: "/site/node_modules/css-loader/index.js" }] };

/** What a rule's `use` gives for a component module. */
const loadersFor = (rule: RuleSetRule) => {
  const use = typeof rule.use === "function" ? (rule.use as (i: unknown) => unknown)({ resource: "/site/src/cms/preview.tsx" }) : rule.use;
  return use as { loader: string; options?: Record<string, unknown> }[];
};

describe("productionRules", () => {
  it("compiles with Gatsby's Babel loader at the build-javascript stage, keeping its other options and the other rules", () => {
    const [js, css] = productionRules([jsRule("develop"), cssRule]);
    expect(loadersFor(js!)).toEqual([{ loader: BABEL, options: { stage: "build-javascript", reactRuntime: "automatic" } }]);
    expect(css).toEqual(cssRule);
  });

  it("reaches the loader inside oneOf and nested rules", () => {
    const [, outer] = productionRules([jsRule("develop"), { oneOf: [{ rules: [jsRule("develop")] }] }]);
    const inner = (outer!.oneOf![0] as RuleSetRule).rules![0] as RuleSetRule;
    expect(loadersFor(inner)[0]!.options!.stage).toBe("build-javascript");
  });

  it("leaves Gatsby's own rules as they were", () => {
    const rules = [jsRule("develop")];
    productionRules(rules);
    expect(loadersFor(rules[0]!)[0]!.options!.stage).toBe("develop");
  });

  it("fails the build, naming the assumption, when no rule compiles a component with Gatsby's Babel loader", () => {
    expect(() => productionRules([cssRule, { test: /\.tsx$/, use: [{ loader: "/x/swc-loader.js" }] }])).toThrow(/babel-loader\.js/);
  });
});

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
    expect(loadersFor((c.module!.rules as RuleSetRule[])[0]!)[0]!.options!.stage).toBe("build-javascript");
  });

  it("fails the build when Gatsby's aliases are not an object", () => {
    expect(() => config("build-javascript", { resolve: { alias: [{ name: "x", alias: "y" }] } })).toThrow(/alias object/);
  });
});
