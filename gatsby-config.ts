// Site configuration: plugins, the content source, the site URL, the adapter and the common headers.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { gatsbyHeaders, staticHostsAdapter } from "./gatsby/hosting/adapter";
import { GLOSSARY_KEY } from "./gatsby/content/glossary";
import { contentTypeName } from "./gatsby/content/content-files";
import { COMMON_HEADERS } from "./gatsby/hosting/security-headers";
import { fastStartEnabled, widenInstalledImageJobs, type FastStartOptions } from "./plugins/gatsby-plugin-fast-start";
import { sitemapEntry } from "./gatsby/pages/sitemap";
import { LANG_INFO, LANGS } from "./src/lib/language/i18n";
import { MESSAGES } from "./src/lib/language/messages";
import { REDIRECTS } from "./src/lib/routing/routes";

// Canonical links, Open Graph URLs and the sitemap are absolute; the host is
// chosen at build time so previews and production each link to themselves.
const siteUrl = (process.env.SITE_URL || "https://www.tamkeen.ae").replace(/\/+$/, "");

// Pictures are WebP only: every browser the site supports (it relies on the Popover API) decodes it,
// so a JPEG fallback is never fetched, and AVIF cost far more encode time than the bytes it saved
// (docs/performance.md, "What each image costs"). gatsby-plugin-fast-start widens the image job queue
// to both cores here, at configuration load, before any image job.
widenInstalledImageJobs();
const fastStart: FastStartOptions = { enabled: fastStartEnabled(), rootNotFoundMessage: MESSAGES.rootNotFound };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // One URL per page, /about/, which every host serves from about/index.html without a redirect
  // (Gatsby's default, written out because every URL the site writes depends on it: src/lib/language/i18n.ts).
  trailingSlash: "always",
  // Hosts read the rule files the build writes; naming the adapter stops Gatsby from installing
  // gatsby-adapter-netlify, which would append its own headers to them (see gatsby/hosting/adapter.ts).
  adapter: staticHostsAdapter(REDIRECTS, COMMON_HEADERS),
  // The headers every path gets, where Gatsby and any adapter read them; per-page policies need the
  // built HTML, so gatsby/hosting/html-pipeline.ts computes those.
  headers: gatsbyHeaders(COMMON_HEADERS),
  // Types for every named query: those in src/ and, through documentSearchPaths, the Node API
  // queries in gatsby/ (Gatsby's default looks only at gatsby-node.ts, which re-exports them).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/**/*.ts", "./plugins/**/gatsby-node.ts"],
  },
  plugins: [
    // Everything that relies on the private behaviour of Gatsby, gatsby-plugin-image, sharp or React
    // (plugins/gatsby-plugin-fast-start/README.md); FAST_START=off switches its speed work off. First,
    // so that it holds each JSON file until it parses before gatsby-transformer-json reads it.
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
        // The glossary is a rule the content checks apply (gatsby/content/glossary.ts), not content of the site.
        ignore: [path.resolve(__dirname, "content", `${GLOSSARY_KEY}.json`)],
      },
    },
    {
      // Service images are served verbatim at /images/service-{id}.png and
      // are also processed by gatsby-plugin-image, from the same file.
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
        // Not pages to find by search: redirects, the alias of /privacy-policy, 404s, placeholders, and the
        // forms' thank-you pages, which only a send leads to.
        excludes: LANGS.flatMap((lang) =>
          ["/blog", "/privacy", "/404", "/404.html", "/guides/coming-soon", "/contact/thanks", "/newsletter/thanks"].map(
            (p) => `${LANG_INFO[lang].prefix}${p}`,
          ),
        ).concat("/dev-404-page"),
        // Each page with its twins in the other language (hreflang, x-default to English), from its context.
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        serialize: sitemapEntry,
      },
    },
  ],
};

export default config;
