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
  it("compiles with Gatsby's Babel loader at the build-javascript stage, in oneOf and nested rules too, keeping its other options, the other rules and Gatsby's own", () => {
    const rules = [jsRule("develop"), cssRule, { oneOf: [{ rules: [jsRule("develop")] }] }];
    const [js, css, outer] = productionRules(rules);
    expect(loadersFor(js!)).toEqual([{ loader: BABEL, options: { stage: "build-javascript", reactRuntime: "automatic" } }]);
    expect(css).toEqual(cssRule);
    expect(loadersFor((outer!.oneOf![0] as RuleSetRule).rules![0] as RuleSetRule)[0]!.options!.stage).toBe("build-javascript");
    expect(loadersFor(rules[0]!)[0]!.options!.stage).toBe("develop");
  });

  it("fails the build, naming the assumption, when no rule compiles a component with Gatsby's Babel loader", () => {
    expect(() => productionRules([cssRule, { test: /\.tsx$/, use: [{ loader: "/x/swc-loader.js" }] }])).toThrow(/babel-loader\.js/);
  });
});
