// Gatsby's Node APIs for this site, composed from the modules under gatsby/ (gatsby/README.md says
// which folder owns what): content/ validates and sources, pages/ creates and links, hosting/ prepares
// public/ for the hosts, cms/ writes /admin, forms/ configures where the forms deliver.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { BuildArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs, SourceNodesArgs } from "gatsby";
import { writeCms } from "./gatsby/cms/admin";
import { onPreBootstrap as validateContent } from "./gatsby/content/pre-bootstrap";
import { sourceLogoMark } from "./gatsby/content/logo-mark";
import { sourceRelations } from "./gatsby/content/relations";
import { buildPreview } from "./gatsby/cms/preview-bundle";
import { checkFormDestinations, defineFormDelivery, warnSimulatedForms } from "./gatsby/forms/build";
import { prepareForHosts } from "./gatsby/hosting/prepare";
import { checkContentLinks } from "./gatsby/pages/check-links";
import { defineSiteIcon } from "./gatsby/pages/site-icon";
import { writeSiteFiles } from "./gatsby/pages/site-files";

export { createSchemaCustomization, createResolvers } from "./gatsby/content/graphql-schema";
export { onCreateNode } from "./gatsby/content/nodes";
export { createPages, onCreatePage } from "./gatsby/pages/create-pages";
export { serveAdminInDevelop as onCreateDevServer } from "./gatsby/cms/admin";

// Each composed API takes one parameter on purpose: Gatsby waits for the callback of an API function
// that declares three (its documented callback style).

/** Before anything is read: the forms' variables, then content/; either stops the build with every problem it found. */
export const onPreBootstrap = (args: ParentSpanPluginArgs): void => {
  checkFormDestinations(args);
  validateContent(args);
};

/** The nodes computed from content/ once per build: each article's related articles, and the logo's drawing. */
export const sourceNodes = (args: SourceNodesArgs): void => {
  sourceRelations(args);
  sourceLogoMark(args);
};

/** After bootstrap: refuse content links to missing pages, then write /admin (Decap CMS). */
export const onPostBootstrap = async (args: ParentSpanPluginArgs): Promise<void> => {
  await checkContentLinks(args);
  await writeCms(args);
};

/** The bundles: where the forms deliver, the tab's icon; and, once per build, the CMS's preview bundle from the same loaders. */
export const onCreateWebpackConfig = async (args: CreateWebpackConfigArgs): Promise<void> => {
  defineFormDelivery(args);
  defineSiteIcon(args);
  await buildPreview(args);
};

/** After the build: the files written from content, then public/ prepared for the hosts; last, a warning if a form sends nothing. */
export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  await writeSiteFiles(args);
  await prepareForHosts(args);
  warnSimulatedForms(args);
};
