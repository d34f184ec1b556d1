// Gatsby's Node APIs, composed from gatsby/ (gatsby/README.md says which folder owns what).
import type { BuildArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs, SourceNodesArgs } from "gatsby";
import { writeCms } from "./gatsby/cms/admin";
import { onPreBootstrap as validateContent } from "./gatsby/content/pre-bootstrap";
import { sourceLogoMark } from "./gatsby/content/logo-mark";
import { sourceRelations } from "./gatsby/content/relations";
import { buildPreview } from "./gatsby/cms/preview-bundle";
import { buildFormDestinations, checkFormDestinations, defineFormDelivery, warnSimulatedForms } from "./gatsby/forms/build";
import { formOrigins } from "./gatsby/forms/destinations";
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

export const onPreBootstrap = (args: ParentSpanPluginArgs): void => {
  checkFormDestinations(args);
  validateContent(args);
};

export const sourceNodes = (args: SourceNodesArgs): void => {
  sourceRelations(args);
  sourceLogoMark(args);
};

export const onPostBootstrap = async (args: ParentSpanPluginArgs): Promise<void> => {
  await checkContentLinks(args);
  await writeCms(args);
};

export const onCreateWebpackConfig = async (args: CreateWebpackConfigArgs): Promise<void> => {
  defineFormDelivery(args);
  defineSiteIcon(args);
  await buildPreview(args);
};

export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  await writeSiteFiles(args);
  await prepareForHosts(args, formOrigins(buildFormDestinations()));
  warnSimulatedForms(args);
};
