// Gatsby Node APIs for this site; each lives in its own module under gatsby/.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby";
import { onPostBootstrap as checkContentLinks } from "./gatsby/check-links";
import { writeCms } from "./gatsby/cms";

export { serveAdminInDevelop as onCreateDevServer } from "./gatsby/cms";

export { onPreBootstrap } from "./gatsby/pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./gatsby/schema";
export { sourceNodes } from "./gatsby/relations";
export { onCreateNode } from "./gatsby/content-nodes";
export { createPages, onCreatePage } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";

type PostBootstrap = (args: Parameters<NonNullable<GatsbyNode["onPostBootstrap"]>>[0]) => unknown;

/**
 * After bootstrap: refuse content links to missing pages, then write /admin (Decap CMS). It takes one
 * parameter on purpose: Gatsby waits for the callback of an API function that declares three.
 */
export const onPostBootstrap = async (args: Parameters<PostBootstrap>[0]): Promise<void> => {
  await (checkContentLinks as PostBootstrap)(args);
  await (writeCms as PostBootstrap)(args);
};
