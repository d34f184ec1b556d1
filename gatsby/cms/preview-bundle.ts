// Builds the CMS's preview bundle, /admin/preview.js and /admin/preview.css, from src/cms/preview.tsx:
// the site's own section components and stylesheet, compiled with the loaders Gatsby compiles the
// site with (its Babel preset, PostCSS with Tailwind), as a separate webpack compilation that writes
// only into /admin. No page of the site loads it, and no page's bundle contains any of it.
// The way gatsby-plugin-decap-cms builds its CMS (that plugin needs decap-cms-app, whose releases
// that take React 18 are too old for this site's Decap; this site loads Decap's standalone bundle).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import webpack, { type Configuration, type RuleSetRule, type Watching } from "gatsby/webpack";
import { BrokenAssumption } from "../../plugins/gatsby-plugin-fast-start";
import { ADMIN_PATH } from "./admin";

const MODULE = "gatsby/cms/preview-bundle.ts";
export const PREVIEW_ENTRY = "src/cms/preview.tsx";
/** What "gatsby" is in the preview: links and nothing of the page runtime. */
const GATSBY_STAND_IN = "src/cms/gatsby.tsx";
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

/** The preview's webpack configuration, from Gatsby's browser configuration for this stage. */
export function previewConfig(
  { stage, getConfig, plugins }: Pick<CreateWebpackConfigArgs, "stage" | "getConfig" | "plugins">,
  directory: string,
): Configuration {
  const gatsby = getConfig() as Configuration;
  const develop = stage === "develop";
  const alias = gatsby.resolve?.alias;
  if (!alias || Array.isArray(alias))
    throw new BrokenAssumption(MODULE, "gatsby", "Gatsby's webpack config resolves modules with an alias object", `it is ${JSON.stringify(alias)}`);
  return {
    // React's production build in both: the preview is what editors use, not a place to debug React.
    mode: "production",
    context: directory,
    target: gatsby.target,
    entry: { preview: path.join(directory, PREVIEW_ENTRY) },
    output: { path: path.join(directory, "public", ADMIN_PATH), filename: "[name].js", publicPath: ADMIN_PATH },
    module: { rules: productionRules((gatsby.module?.rules ?? []).filter(Boolean) as RuleSetRule[]) },
    resolve: { ...gatsby.resolve, alias: { ...alias, gatsby$: path.join(directory, GATSBY_STAND_IN) } },
    resolveLoader: gatsby.resolveLoader,
    // The stylesheet beside the script; none of Gatsby's own plugins (its page loader's stats, its
    // static queries' map, React Refresh) has anything to do in the preview.
    plugins: [plugins.extractText({ filename: "[name].css" })],
    optimization: { splitChunks: false, runtimeChunk: false, minimize: !develop, minimizer: gatsby.optimization?.minimizer },
    devtool: false,
    performance: { hints: false },
  };
}

/** Problems of a finished compilation, as one message naming the module of each. */
function failures(stats: webpack.Stats | undefined, error: Error | null | undefined): string | null {
  if (error) return error.message;
  if (!stats?.hasErrors()) return null;
  return stats
    .toJson({ all: false, errors: true })
    .errors!.map((e) => `${e.moduleName ?? ""} ${e.message}`.trim())
    .join("\n");
}

let watching: Watching | undefined;

/** Under `gatsby build`, one compilation that stops the build on an error; under `gatsby develop`, a watching one. */
export const buildPreview = async ({ stage, getConfig, plugins, store, reporter }: CreateWebpackConfigArgs): Promise<void> => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const { program } = store.getState() as { program: { directory: string } };
  const compiler = webpack(previewConfig({ stage, getConfig, plugins }, program.directory));
  if (stage === "develop") {
    await new Promise<void>((resolve) => watching?.close(() => resolve()) ?? resolve());
    watching = compiler.watch({}, (error, stats) => {
      const problem = failures(stats, error);
      if (problem) reporter.error(`The CMS preview bundle (${PREVIEW_ENTRY}) failed to compile:\n${problem}`);
    });
    return;
  }
  const problem = await new Promise<string | null>((resolve) => compiler.run((error, stats) => compiler.close(() => resolve(failures(stats, error)))));
  if (problem) reporter.panic(`The CMS preview bundle (${PREVIEW_ENTRY}) failed to compile:\n${problem}`);
};
