// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { siteUrl } from "./gatsby/environment";
import { staticHostsAdapter } from "./gatsby/hosting/adapter";
import { GLOSSARY_KEY } from "./gatsby/content/glossary";
import { contentTypeName } from "./src/lib/content/content-files";
import { fastStartEnabled, prepareImageJobs, type FastStartOptions } from "./plugins/gatsby-plugin-fast-start";
import { sitemapEntry } from "./gatsby/pages/sitemap";
import { LANG_INFO, LANGS } from "./src/lib/language/i18n";
import { ROOT_NOT_FOUND } from "./src/lib/language/messages";
import { NOTICE_PAGES } from "./src/lib/routing/routes";

// At config load, so before any image job (image-jobs.ts). WebP only: docs/performance.md, "What each image costs".
prepareImageJobs();
const fastStart: FastStartOptions = { enabled: fastStartEnabled(), rootNotFoundMessage: ROOT_NOT_FOUND };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  // Gatsby's default, written out because every URL the site writes depends on it (src/lib/language/i18n.ts).
  trailingSlash: "always",
  // Stops Gatsby installing gatsby-adapter-netlify, which would append its headers (gatsby/hosting/adapter.ts).
  adapter: staticHostsAdapter,
  // Gatsby's default looks only at gatsby-node.ts for Node API queries.
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/**/*.ts", "./plugins/**/gatsby-node.ts"],
  },
  plugins: [
    // First, so it holds each JSON file until it parses before gatsby-transformer-json reads it.
    { resolve: "gatsby-plugin-fast-start", options: { ...fastStart } },
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["webp"],
          placeholder: "blurred",
          quality: 70,
          breakpoints: [360, 640, 960, 1280, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: path.resolve(__dirname, "content"),
        // A rule for the content checks, not content.
        ignore: [path.resolve(__dirname, "content", `${GLOSSARY_KEY}.json`)],
      },
    },
    {
      // Also served verbatim at /images/service-{id}.png.
      resolve: "gatsby-source-filesystem",
      options: { name: "static-images", path: path.resolve(__dirname, "static/images") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: contentTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Redirects, the /privacy alias, 404s and the notice pages.
        excludes: LANGS.flatMap((lang) =>
          ["/blog", "/privacy", "/404", "/404.html", ...NOTICE_PAGES.map((p) => p.path)].map((p) => `${LANG_INFO[lang].prefix}${p}`),
        ).concat("/dev-404-page"),
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        serialize: sitemapEntry,
      },
    },
  ],
};

export default config;
