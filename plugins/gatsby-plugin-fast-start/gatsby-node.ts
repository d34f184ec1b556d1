// The plugin's Node APIs: the staged browser entry and its aliases (webpack.ts). Its HTML steps
// (html-steps.ts) run in the site's one pass over the built HTML (gatsby/hosting/prepare.ts), so that the
// policy hashes their output and every page is read and written once.
// https://www.gatsbyjs.com/docs/creating-a-local-plugin/
import type { GatsbyNode, Node } from "gatsby";
import { checkImageJobsWidened } from "./image-jobs";
import { FAST_START_ENV, fastStartEnabled } from "./switch";
import { onCreateWebpackConfig as stagedEntry } from "./webpack";
import { readWholeJson } from "./whole-json";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (!fastStartEnabled())
    reporter.warn(`${FAST_START_ENV}=off: gatsby-plugin-fast-start changes nothing in this build (plugins/gatsby-plugin-fast-start/README.md)`);
};

// gatsby-config.ts widens the image job queue when it loads; this checks, before the first job, that
// Gatsby's job manager will see the widened queue (image-jobs.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  if (fastStartEnabled(process.env, "image-queue")) await checkImageJobsWidened(store.getState().flattenedPlugins);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  if (fastStartEnabled()) return stagedEntry?.(args, options, () => undefined);
  return undefined;
};

// Holds each JSON file node until its file on disk parses, so that gatsby-transformer-json, listed after
// this plugin, never parses a file half-way through a save in `gatsby develop` (whole-json.ts). It is a
// correction, not speed work, so FAST_START=off leaves it on.
const isJsonFile = (node: Node): boolean => node.internal.type === "File" && node.internal.mediaType === "application/json";

export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => isJsonFile(node);

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node }) => {
  if (!isJsonFile(node)) return;
  // A file that stays broken is gatsby-transformer-json's to report, with its name.
  await readWholeJson((node as Node & { absolutePath: string }).absolutePath).catch(() => undefined);
};
