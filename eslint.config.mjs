// Lint rules for the whole repository: TypeScript, the rules of hooks, accessibility (jsx-a11y) and
// the direction of imports (no circles; the build, the browser and what both share).
// https://eslint.org/docs/latest/use/configure/configuration-files
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Build output, generated types and reports are not ours to lint.
    ignores: [
      "public/",
      "build/",
      "scripts/host-engines/",
      ".cache/",
      ".vercel/",
      "bench/",
      "test-results/",
      "playwright-report/",
      ".scratch/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      // `...rest` after named fields is how a component drops props it must not pass on.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS files that Jest and PostCSS load with require().
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Tests read content and JSON-LD as loose JSON, and load Node-only builds (react-dom/server.node) with require().
    files: ["tests/**", "__mocks__/**", "plugins/*/test/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The bare `location` is the browser's, which server rendering lacks and a Head must not read:
    // pages and Heads take theirs from their props.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "location", message: "Use the location from the page's or Head's props (or window.location in browser-only code)." },
      ],
    },
  },
  {
    // The local plugin is a package: the site uses what its entries export (index.ts; browser.ts, for
    // browser code, which must not import Node) and nothing inside it. Gatsby's redux store is private (its
    // typings say so), so only the plugin reads it, under a row of its register. Every JavaScript file,
    // CommonJS included: a plugin Gatsby loads without compiling is a .js file.
    files: ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"],
    ignores: ["plugins/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "store",
          property: "getState",
          message:
            "Take a Node API's documented argument or gatsby/environment.ts; what needs Gatsby's private store belongs in the plugin, with a register row.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "gatsby-plugin-fast-start/(?!browser$).",
              message: "Import what the plugin's entries export: plugins/gatsby-plugin-fast-start, or plugins/gatsby-plugin-fast-start/browser in browser code",
            },
          ],
        },
      ],
    },
  },
  {
    // ...and the plugin names nothing of the site's: what it needs arrives as plugin options.
    files: ["plugins/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+(src|gatsby|content)(/|$)", message: "The plugin takes what it needs from the site as options (options.ts)" }] },
      ],
    },
  },
  {
    // No module imports itself through others: a circle makes the order in which modules load decide
    // what a module sees. (The rule passes over imports of types alone; the folder rules below catch those
    // between folders.)
    files: ["**/*.{ts,tsx,mjs,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] })],
      // Without these, the rule reads no TypeScript module's imports, and finds no circle through one.
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Which side a module runs on is its folder: gatsby/ is the build, src/ what the browser runs (and the
      // build may read: a module both need lives in src/lib). Inside gatsby/, hosting/ comes last, and content/
      // first.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src",
              from: "./gatsby",
              message: "src/ runs in the browser; a module the build and the browser share lives in src/lib.",
            },
            {
              target: ["./gatsby/content", "./gatsby/pages", "./gatsby/cms", "./gatsby/forms"],
              from: "./gatsby/hosting",
              message: "gatsby/hosting/ prepares what the other folders made; they hand it what it needs instead.",
            },
            {
              target: "./gatsby/content",
              from: ["./gatsby/pages", "./gatsby/cms", "./gatsby/forms"],
              message: "gatsby/content/ is the model the other folders read; it reads none of them.",
            },
          ],
        },
      ],
    },
  },
);
