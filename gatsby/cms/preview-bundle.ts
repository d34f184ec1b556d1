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
import { BrokenAssumption, productionRules } from "../../plugins/gatsby-plugin-fast-start";
import { ADMIN_PATH } from "./admin";

const MODULE = "gatsby/cms/preview-bundle.ts";
export const PREVIEW_ENTRY = "src/cms/preview.tsx";
/** What "gatsby" is in the preview: links and nothing of the page runtime. */
const GATSBY_STAND_IN = "src/cms/gatsby.tsx";
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
    // Kept between builds beside Gatsby's own (.cache/webpack), so a content edit does not compile and
    // minify the preview again; this module's compiled copy is what makes the configuration.
    cache: {
      type: "filesystem",
      name: `cms-preview-${stage}`,
      cacheDirectory: path.join(directory, ".cache", "webpack"),
      buildDependencies: { config: [__filename] },
    },
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
