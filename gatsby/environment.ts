// What the build takes from where it runs: the site's folder, the address it is published at and the
// host building it. Each is read here only, so gatsby-config.ts, the pages, the CMS, the forms and the
// host rules agree.
import path from "node:path";

/**
 * Gatsby's commands run in the site's folder (`gatsby build` is started beside gatsby-config.ts, and its
 * own `program.directory` is that working directory), wherever it compiles gatsby-node.ts to.
 */
export const siteDir = (): string => process.cwd();
/** Where Gatsby writes the site. */
export const publicDir = (): string => path.join(siteDir(), "public");

/** Chosen at build time so previews and production each link to themselves; gatsby-config.ts's siteMetadata.siteUrl. */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string => (env.SITE_URL || "https://www.tamkeen.ae").replace(/\/+$/, "");

/** Each of these refuses some lines the other reads, so each gets an exact file (gatsby/hosting/host-rules.ts). */
export const STATIC_HOSTS = ["netlify", "cloudflare-pages"] as const;
export type StaticHost = (typeof STATIC_HOSTS)[number];

/** From the variables the host's build machines set; Vercel reads neither rule file, so it gets the combined ones. */
export function hostFromEnv(env: NodeJS.ProcessEnv = process.env): StaticHost | undefined {
  if (env.NETLIFY === "true") return "netlify";
  if (env.CF_PAGES === "1") return "cloudflare-pages";
  return undefined;
}
