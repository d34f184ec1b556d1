// /admin/preview.{js,css} from src/cms/preview.tsx, in a separate webpack compilation with Gatsby's loaders,
// as gatsby-plugin-decap-cms does (it needs decap-cms-app, whose React 18 releases are too old for our Decap).
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
// The gatsby package's webpack (a bare name, so not this folder): the one Gatsby's config, loaders and plugins are made for.
import webpack, { type Configuration, type RuleSetRule, type Watching } from "gatsby/webpack";
import { productionRules } from "../../plugins/gatsby-plugin-fast-start";
import { siteDir } from "../environment";
import { ADMIN_PATH } from "./admin";

export const PREVIEW_ENTRY = "src/cms/preview.tsx";
/** "gatsby" in the preview: links and nothing of the page runtime. */
const GATSBY_STAND_IN = "src/cms/gatsby.tsx";
export function previewConfig(
  { stage, getConfig, plugins }: Pick<CreateWebpackConfigArgs, "stage" | "getConfig" | "plugins">,
  directory: string,
): Configuration {
  const gatsby = getConfig() as Configuration;
  const develop = stage === "develop";
  // Either of webpack's two forms of resolve.alias.
  const standIn = path.join(directory, GATSBY_STAND_IN);
  const alias = gatsby.resolve?.alias;
  return {
    // Editors use it; it is not a place to debug React.
    mode: "production",
    context: directory,
    target: gatsby.target,
    entry: { preview: path.join(directory, PREVIEW_ENTRY) },
    output: { path: path.join(directory, "public", ADMIN_PATH), filename: "[name].js", publicPath: ADMIN_PATH },
    module: { rules: productionRules((gatsby.module?.rules ?? []).filter(Boolean) as RuleSetRule[]) },
    resolve: {
      ...gatsby.resolve,
      alias: Array.isArray(alias) ? [{ name: "gatsby", alias: standIn, onlyModule: true }, ...alias] : { ...alias, gatsby$: standIn },
    },
    resolveLoader: gatsby.resolveLoader,
    // None of Gatsby's own plugins has anything to do in the preview.
    plugins: [plugins.extractText({ filename: "[name].css" })],
    optimization: { splitChunks: false, runtimeChunk: false, minimize: !develop, minimizer: gatsby.optimization?.minimizer },
    devtool: false,
    performance: { hints: false },
    // So a content edit does not compile and minify the preview again. Beside Gatsby's own webpack caches, which
    // it names stage-<stage> and keeps when it clears .cache for a changed plugin (a row of the plugin's register).
    cache: {
      type: "filesystem",
      name: `cms-preview-${stage}`,
      cacheDirectory: path.join(directory, ".cache", "webpack"),
      buildDependencies: { config: [__filename] },
    },
  };
}

function failures(stats: webpack.Stats | undefined, error: Error | null | undefined): string | null {
  if (error) return error.message;
  if (!stats?.hasErrors()) return null;
  return stats
    .toJson({ all: false, errors: true })
    .errors!.map((e) => `${e.moduleName ?? ""} ${e.message}`.trim())
    .join("\n");
}

let watching: Watching | undefined;

/** `gatsby develop` gets a watching compilation. */
export const buildPreview = async ({ stage, getConfig, plugins, reporter }: CreateWebpackConfigArgs): Promise<void> => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const compiler = webpack(previewConfig({ stage, getConfig, plugins }, siteDir()));
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
