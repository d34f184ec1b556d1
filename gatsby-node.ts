// Gatsby Node APIs for this site; each lives in its own module under gatsby/.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
export { onPreBootstrap } from "./gatsby/pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
export { onPostBootstrap } from "./gatsby/check-links";
export { onCreateWebpackConfig } from "./gatsby/webpack";
