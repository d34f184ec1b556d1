// Gatsby's webpack rules with its Babel loader told to compile for production, for a compilation of
// the site's own beside Gatsby's (the CMS preview: gatsby/cms/preview-bundle.ts). Gatsby's
// JavaScript rules name the loader by its path in gatsby/dist and take a `stage` option; under
// `gatsby develop` that stage adds React Refresh's transform, whose runtime only Gatsby's own
// develop bundle has.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import type { RuleSetRule } from "gatsby/webpack";
import { BrokenAssumption } from "./assumption";

const MODULE = "plugins/gatsby-plugin-fast-start/babel-production-rules.ts";
/** Gatsby's Babel loader, which its JavaScript rules name by path. */
const GATSBY_BABEL_LOADER = /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/;

type Use = { loader?: string; options?: Record<string, unknown> };
type UseEntry = string | Use | ((info: unknown) => unknown);

const isGatsbyBabel = (u: unknown): u is Use =>
  !!u && typeof u === "object" && typeof (u as Use).loader === "string" && GATSBY_BABEL_LOADER.test((u as Use).loader!);
const forProduction = (u: Use): Use => ({ ...u, options: { ...u.options, stage: "build-javascript" } });

/** A rule's `use` with Gatsby's Babel loader compiling for production (Gatsby's JavaScript rules make `use` a function of the module). */
function productionUse(use: unknown): unknown {
  if (typeof use === "function") return (info: unknown) => productionUse((use as (i: unknown) => unknown)(info));
  if (Array.isArray(use)) return use.map(productionUse);
  return isGatsbyBabel(use) ? forProduction(use) : use;
}

/**
 * Gatsby's rules with its Babel loader told to compile for production: under `gatsby develop` it adds
 * React Refresh's transform, whose runtime only Gatsby's own develop bundle has. Throws when no rule
 * compiles a TypeScript component with that loader, which is how Gatsby 5 compiles this site.
 */
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

/** The loader entries a rule's `use` gives for a module. */
function usesOf(use: unknown, info: unknown): UseEntry[] {
  if (typeof use === "function") return usesOf((use as (i: unknown) => unknown)(info), info);
  if (Array.isArray(use)) return use.flatMap((u) => usesOf(u, info));
  return use ? [use as UseEntry] : [];
}
