// Jest set-up following Gatsby's unit-testing guide (TypeScript variant):
// https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
// Collected: tests/unit and the local plugin's own tests; tests/e2e holds Playwright specs.
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
  },
  testMatch: ["<rootDir>/tests/unit/**/*.test.[jt]s?(x)", "<rootDir>/plugins/*/test/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/tests/e2e"],
  modulePathIgnorePatterns: ["<rootDir>/\\.cache", "<rootDir>/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: {
    __PATH_PREFIX__: "",
  },
  // Some tests load Gatsby's, Decap's or Parcel's own modules, which takes seconds on a busy 2-core runner: a
  // limit for a test that hangs, not a measure of speed (npm run bench measures that).
  testTimeout: 30_000,
  testEnvironment: "jsdom",
  testEnvironmentOptions: {
    url: "http://localhost",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/jest.setup.ts"],
};
