// One switch for the whole plugin, for bisecting an upgrade: FAST_START=off builds the site with
// Gatsby's own start-up path, its own script tags and stylesheet, gatsby-plugin-image's head tags
// and sharp's default effort. Everything else (content, pages, CSP, host rules) is unchanged.
export const FAST_START_ENV = "FAST_START";

export function fastStartEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[FAST_START_ENV] !== "off";
}
