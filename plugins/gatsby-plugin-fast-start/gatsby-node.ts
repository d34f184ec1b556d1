// The HTML steps (html-steps.ts) are not run here but in the site's one pass (gatsby/hosting/prepare.ts).
import type { GatsbyNode, Node } from "gatsby";
import { checkImageJobsWidened } from "./image-jobs";
import { FAST_START_ENV, fastStartEnabled } from "./switch";
import { readWholeJson } from "./whole-json";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (!fastStartEnabled())
    reporter.warn(
      `${FAST_START_ENV}=off: gatsby-plugin-fast-start's speed work is off in this build; its corrections stay on (plugins/gatsby-plugin-fast-start/README.md)`,
    );
};

// The plugin list is in Gatsby's redux store, which its typings call private (the register's image-jobs row).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  if (fastStartEnabled(process.env, "image-queue")) await checkImageJobsWidened(store.getState().flattenedPlugins);
};

// The staged entry with the speed work on; one build hash for one tree always (webpack.ts).
export { onCreateWebpackConfig } from "./webpack";

// So gatsby-transformer-json never parses a file mid-save in `gatsby develop` (whole-json.ts); `gatsby build`
// (NODE_ENV production) reads files that are not being saved. A correction, so FAST_START=off leaves it on. It works
// because Gatsby runs a node's onCreateNode plugin by plugin in the site's order, each finishing before the next
// (Promise.mapSeries in api-runner-node.js), and the transformer reads the file in its own.
const isJsonFile = (node: Node): boolean => node.internal.type === "File" && node.internal.mediaType === "application/json";

export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => process.env.NODE_ENV !== "production" && isJsonFile(node);

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node }) => {
  if (!isJsonFile(node)) return;
  // A file that stays broken is gatsby-transformer-json's to report.
  await readWholeJson((node as Node & { absolutePath: string }).absolutePath).catch(() => undefined);
};
