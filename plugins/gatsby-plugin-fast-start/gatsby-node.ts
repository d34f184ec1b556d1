// The plugin's Node APIs: the staged browser entry and its aliases (webpack.ts), and, after the build,
// the global stylesheet refresh (global-css.ts) and the script deferral (defer-scripts.ts). Gatsby runs
// the site's own onPostBuild after every plugin's, so the site's CSP hashing sees their final HTML.
// https://www.gatsbyjs.com/docs/creating-a-local-plugin/
import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { deferRuntimeScriptsInBuild } from "./defer-scripts";
import { refreshGlobalCssInBuild } from "./global-css";
import { FAST_START_ENV, fastStartEnabled } from "./switch";
import { onCreateWebpackConfig as stagedEntry } from "./webpack";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (!fastStartEnabled())
    reporter.warn(`${FAST_START_ENV}=off: gatsby-plugin-fast-start changes nothing in this build (plugins/gatsby-plugin-fast-start/README.md)`);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  if (fastStartEnabled()) return stagedEntry?.(args, options, () => undefined);
  return undefined;
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  if (!fastStartEnabled()) return;
  const publicDir = path.join(store.getState().program.directory, "public");
  // Each step relies on Gatsby's private HTML (assumption.ts): a broken assumption stops the build.
  const assumed = async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof BrokenAssumption)) throw error;
      reporter.panicOnBuild(error.message);
      return undefined;
    }
  };
  const stale = (await assumed(() => refreshGlobalCssInBuild(publicDir))) ?? [];
  if (stale.length > 0)
    reporter.info(
      `Refreshed the inline stylesheet of ${stale.length} page(s) kept from an earlier build (${stale.slice(0, 3).join(", ")}${stale.length > 3 ? ", …" : ""})`,
    );
  const deferred = await assumed(() => deferRuntimeScriptsInBuild(publicDir));
  reporter.info(`Gatsby's start-up scripts now load after the first paint on ${deferred} pages`);
};
