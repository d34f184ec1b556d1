// Gatsby's own app entry, aliased by plugins/gatsby-plugin-fast-start/webpack.ts; it has no exports.
declare module "gatsby-production-app";
