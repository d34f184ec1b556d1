/** @jest-environment node */
// Gatsby's rules with its Babel loader at the production stage, from rules shaped as Gatsby 5 makes them.
import type { RuleSetRule } from "gatsby/webpack";
import { productionRules } from "../babel-production-rules";

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
  it("compiles with Gatsby's Babel loader at the build-javascript stage, keeping its other options and the other rules, and leaves Gatsby's own rules as they were", () => {
    const rules = [jsRule("develop"), cssRule];
    const [js, css] = productionRules(rules);
    expect(loadersFor(js!)).toEqual([{ loader: BABEL, options: { stage: "build-javascript", reactRuntime: "automatic" } }]);
    expect(css).toEqual(cssRule);
    expect(loadersFor(rules[0]!)[0]!.options!.stage).toBe("develop");
  });

  it("reaches the loader inside oneOf and nested rules", () => {
    const [, outer] = productionRules([jsRule("develop"), { oneOf: [{ rules: [jsRule("develop")] }] }]);
    const inner = (outer!.oneOf![0] as RuleSetRule).rules![0] as RuleSetRule;
    expect(loadersFor(inner)[0]!.options!.stage).toBe("build-javascript");
  });

  it("fails the build, naming the assumption, when no rule compiles a component with Gatsby's Babel loader", () => {
    expect(() => productionRules([cssRule, { test: /\.tsx$/, use: [{ loader: "/x/swc-loader.js" }] }])).toThrow(/babel-loader\.js/);
  });
});
