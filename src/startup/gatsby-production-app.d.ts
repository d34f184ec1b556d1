// Gatsby's own app entry, aliased by gatsby/webpack.ts; it has no exports.
declare module "gatsby-production-app";
