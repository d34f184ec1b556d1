// Gatsby's own modules, aliased by webpack.ts; the entry only evaluates them.
declare module "gatsby-production-app";
declare module "gatsby-api-runner-browser";
