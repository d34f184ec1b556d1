// knip finds unused files, exports and dependencies; `npm run lint` runs it and fails on any finding.
// https://knip.dev/reference/configuration
// Below is what it cannot see by itself, each with the reason.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Created by gatsby/pages/create-pages.ts from a path, not imported.
    "src/templates/*.tsx",
    // The local plugin's hooks, which Gatsby loads by name, its entry, and the modules its webpack
    // config names (the staged entry).
    "plugins/gatsby-plugin-fast-start/{index,gatsby-node,gatsby-browser}.ts",
    "plugins/gatsby-plugin-fast-start/browser/app.ts",
    "plugins/*/test/**/*.test.{ts,tsx}",
    // Run with node from package.json, .ci/run and the README.
    "scripts/*.mjs",
    // The CMS previews' bundle and its stand-in for "gatsby", which gatsby/cms/preview-bundle.ts
    // names to webpack by path.
    "src/cms/{preview,gatsby}.tsx",
  ],
  project: ["**/*.{ts,tsx,js,mjs,css}"],
  ignoreDependencies: [
    // Named in jest-preprocess.js as Babel preset strings.
    "@babel/preset-env",
    "@babel/preset-react",
    "@babel/preset-typescript",
    // Webpack aliases of Gatsby's own modules (plugins/gatsby-plugin-fast-start/webpack.ts).
    "gatsby-api-runner-browser",
    "gatsby-production-app",
  ],
  // The local plugin, named in gatsby-config.ts's plugin list, which Gatsby resolves from plugins/.
  ignoreUnresolved: ["gatsby-plugin-fast-start"],
  // Installed by scripts/ensure-debian.mjs from Debian's packages.
  ignoreBinaries: ["apt-get"],
};

export default config;
