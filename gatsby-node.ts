// Gatsby's Node APIs for this site, composed from the modules under gatsby/ (gatsby/README.md says
// which folder owns what): content/ validates and sources, pages/ creates and links, hosting/ prepares
// public/ for the hosts, cms/ writes /admin.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby";
import { writeCms } from "./gatsby/cms/admin";
import { prepareForHosts } from "./gatsby/hosting/prepare";
import { checkContentLinks } from "./gatsby/pages/check-links";
import { writeSiteFiles } from "./gatsby/pages/site-files";

export { onPreBootstrap } from "./gatsby/content/pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./gatsby/content/graphql-schema";
export { sourceNodes } from "./gatsby/content/relations";
export { onCreateNode } from "./gatsby/content/nodes";
export { createPages, onCreatePage } from "./gatsby/pages/create-pages";
export { serveAdminInDevelop as onCreateDevServer } from "./gatsby/cms/admin";

// Each composed API takes one parameter on purpose: Gatsby waits for the callback of an API function
// that declares three.
type Args<Api extends "onPostBootstrap" | "onPostBuild"> = Parameters<NonNullable<GatsbyNode[Api]>>[0];

/** After bootstrap: refuse content links to missing pages, then write /admin (Decap CMS). */
export const onPostBootstrap = async (args: Args<"onPostBootstrap">): Promise<void> => {
  await checkContentLinks(args);
  await writeCms(args);
};

/** After the build: the files written from content, then public/ prepared for the hosts. */
export const onPostBuild = async (args: Args<"onPostBuild">): Promise<void> => {
  await writeSiteFiles(args);
  await prepareForHosts(args);
};
