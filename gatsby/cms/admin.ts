// Decap CMS at /admin as plain files: the standalone bundle carries its own React, so the site stays on React 18
// and no route includes it. Written after bootstrap, so `gatsby develop` (which serves public/) has it too.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, ParentSpanPluginArgs } from "gatsby";
import { backendFromEnv, cmsConfig, keyOrders, listMinimums } from "./config";
import { CMS_RULES_GLOBAL, type CmsRules } from "../../src/cms/start";
import { patchDecapBundle } from "./decap-bundle";
import { validatedContent } from "../content/pre-bootstrap";
import type { PreviewDataByLang } from "../../src/cms/preview-data";
import { previewData, previewDataScript } from "./preview-data-writer";
import { serveHtmlInDevelop } from "../../plugins/gatsby-plugin-fast-start";
import { publicDir, siteDir, siteUrl } from "../environment";

export const ADMIN_PATH = "/admin/";

/**
 * Decap's standalone bundle, the file its package names as `main` (the `dist/decap-cms.js` of its script-tag
 * install), is served as a CDN serves the package: with every file published beside it, whichever chunks and
 * WebAssembly it loads from there, in a folder of its own.
 */
export const DECAP_DIR = "decap/";
const NOT_SERVED = /\.map$/;

/**
 * What /admin's policy allows: Decap uses inline <style> (emotion) and `new Function` (ajv), hence
 * 'unsafe-inline' and 'unsafe-eval'. gatsby/hosting/security-headers.ts's ADMIN_CSP ends it with the
 * site-wide directives.
 */
export const ADMIN_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: http://localhost:* http://127.0.0.1:* https://api.github.com https://raw.githubusercontent.com",
  "frame-src 'self' blob:",
  "media-src 'self' blob:",
];

/** Its GitHub sign-in popup must be able to answer it. */
export const ADMIN_HEADERS: readonly [string, string][] = [
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
];

export function adminHtml(title: string, decapBundle = "decap-cms.js"): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <!-- Named, so the configuration is found whichever form of the URL a host served the page at. -->
    <link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url" />
    <script src="${ADMIN_PATH}manual-init.js"></script>
  </head>
  <body>
    <noscript>The content manager needs JavaScript. Content can also be edited in content/ in the repository (docs/content.md).</noscript>
    <script src="${ADMIN_PATH}${DECAP_DIR}${decapBundle}"></script>
    <!-- The previews: the site's components (gatsby/cms/preview-bundle.ts) and the content around an entry. -->
    <script src="${ADMIN_PATH}preview-data.js"></script>
    <script src="${ADMIN_PATH}cms-rules.js"></script>
    <!-- Registers the previews, then starts the CMS (src/cms/start.ts). -->
    <script src="${ADMIN_PATH}preview.js"></script>
  </body>
</html>
`;
}

/** What the CMS needs from the content model as it starts (src/cms/start.ts). */
const cmsRulesScript = (rules: CmsRules): string => `window.${CMS_RULES_GLOBAL} = ${JSON.stringify(rules)};\n`;

/** The previews' bundle is webpack's (preview-bundle.ts). */
export async function writeAdmin(publicDir: string, config: ReturnType<typeof cmsConfig>, title: string, preview: PreviewDataByLang): Promise<void> {
  const dir = path.join(publicDir, ADMIN_PATH);
  // A missing package stops the build. Resolved from the site's package.json, as Node resolves the site's imports.
  const bundle = createRequire(path.join(siteDir(), "package.json")).resolve("decap-cms");
  const decapDir = path.join(dir, DECAP_DIR);
  await fs.mkdir(decapDir, { recursive: true });
  const published = path.dirname(bundle);
  for (const entry of await fs.readdir(published, { withFileTypes: true })) {
    if (!entry.isFile() || NOT_SERVED.test(entry.name)) continue;
    const target = path.join(decapDir, entry.name);
    // Only when changed, so precompress.ts compresses them once.
    if (entry.name === path.basename(bundle)) {
      // The bundle itself, with the changes to how its editor saves (decap-bundle.ts).
      const served = patchDecapBundle(await fs.readFile(bundle, "utf8"));
      if ((await fs.readFile(target, "utf8").catch(() => null)) !== served) await fs.writeFile(target, served);
      continue;
    }
    const [from, to] = await Promise.all([fs.stat(path.join(published, entry.name)), fs.stat(target).catch(() => null)]);
    if (!to || to.size !== from.size) await fs.copyFile(path.join(published, entry.name), target);
  }
  await fs.writeFile(path.join(dir, "index.html"), adminHtml(title, path.basename(bundle)));
  await fs.writeFile(path.join(dir, "manual-init.js"), "window.CMS_MANUAL_INIT = true;\n");
  await fs.writeFile(path.join(dir, "cms-rules.js"), cmsRulesScript({ orders: keyOrders(), minimums: listMinimums(config) }));
  await fs.writeFile(path.join(dir, "preview-data.js"), previewDataScript(preview));
  await fs.writeFile(
    path.join(dir, "config.yml"),
    `# Generated by gatsby/cms/config.ts from the content schema; do not edit.\n${JSON.stringify(config, null, 2)}\n`,
  );
}

export async function writeCms({ reporter }: ParentSpanPluginArgs): Promise<void> {
  const backend = backendFromEnv();
  const preview = previewData({ en: validatedContent("en"), ar: validatedContent("ar") });
  await writeAdmin(publicDir(), cmsConfig(backend, siteUrl()), "Content manager", preview);
  reporter.info(
    backend.repo
      ? `Wrote /admin (Decap CMS) for ${backend.repo}@${backend.branch ?? "main"}`
      : "Wrote /admin (Decap CMS); CMS_GITHUB_REPO is not set, so it can only edit this machine's files through `npm run cms`",
  );
}

/** `gatsby develop` does not serve public/'s HTML. */
export const serveAdminInDevelop: NonNullable<GatsbyNode["onCreateDevServer"]> = ({ app }) => {
  serveHtmlInDevelop(app, siteDir(), ADMIN_PATH);
};
