// Gatsby's webpack rules with its Babel loader set to production, for the CMS preview's own compilation:
// under `gatsby develop` the loader adds React Refresh, whose runtime only Gatsby's develop bundle has.
import type { RuleSetRule } from "gatsby/webpack";
import { BrokenAssumption } from "./assumption";

const MODULE = "plugins/gatsby-plugin-fast-start/babel-production-rules.ts";
const GATSBY_BABEL_LOADER = /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/;

type Use = { loader?: string; options?: Record<string, unknown> };
type UseEntry = string | Use | ((info: unknown) => unknown);

const isGatsbyBabel = (u: unknown): u is Use =>
  !!u && typeof u === "object" && typeof (u as Use).loader === "string" && GATSBY_BABEL_LOADER.test((u as Use).loader!);
const forProduction = (u: Use): Use => ({ ...u, options: { ...u.options, stage: "build-javascript" } });

/** Gatsby's JavaScript rules make `use` a function of the module. */
function productionUse(use: unknown): unknown {
  if (typeof use === "function") return (info: unknown) => productionUse((use as (i: unknown) => unknown)(info));
  if (Array.isArray(use)) return use.map(productionUse);
  return isGatsbyBabel(use) ? forProduction(use) : use;
}

/** Throws when no rule compiles a TypeScript component with Gatsby's loader, as Gatsby 5 does. */
export function productionRules(rules: readonly RuleSetRule[]): RuleSetRule[] {
  const mapped = rules.map(function map(rule: RuleSetRule): RuleSetRule {
    const copy: RuleSetRule = isGatsbyBabel(rule) ? { ...rule, ...forProduction(rule as Use) } : { ...rule };
    if (copy.use) copy.use = productionUse(copy.use) as RuleSetRule["use"];
    if (copy.oneOf) copy.oneOf = (copy.oneOf.filter(Boolean) as RuleSetRule[]).map(map);
    if (copy.rules) copy.rules = (copy.rules.filter(Boolean) as RuleSetRule[]).map(map);
    return copy;
  });
  const component = { resource: "/site/src/cms/preview.tsx", realResource: "/site/src/cms/preview.tsx", resourceQuery: "", issuer: "", compiler: "" };
  const compiles = mapped.some((rule) => rule.test instanceof RegExp && rule.test.test(component.resource) && usesOf(rule.use, component).some(isGatsbyBabel));
  if (!compiles) throw new BrokenAssumption(MODULE, "gatsby", "Gatsby's webpack rules compile .tsx modules with its babel-loader.js", "no rule does");
  return mapped;
}

function usesOf(use: unknown, info: unknown): UseEntry[] {
  if (typeof use === "function") return usesOf((use as (i: unknown) => unknown)(info), info);
  if (Array.isArray(use)) return use.flatMap((u) => usesOf(u, info));
  return use ? [use as UseEntry] : [];
}
