// Decap CMS at /admin as plain files: the standalone bundle carries its own React, so the site stays on React 18
// and no route includes it. Written after bootstrap, so `gatsby develop` (which serves public/) has it too.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, ParentSpanPluginArgs } from "gatsby";
import { backendFromEnv, cmsConfig, DOCUMENT_FORMAT, FILE_FORMAT, keyOrders, LIST_FIELD, listMinimums } from "./config";
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
 * WebAssembly it loads from there, in a folder of its own (the package has a `cms.js` of its own too).
 */
export const DECAP_DIR = "decap/";
const NOT_SERVED = /\.map$/;

/**
 * Decap 3.16 keeps the side pane the editor last chose in localStorage under `key`, defaulting to `i18n`; we
 * seed `preview` once. Private behaviour, in the register of plugins/gatsby-plugin-fast-start/README.md and
 * checked against the installed bundle by tests/unit/gatsby/cms-config.test.ts.
 */
export const DECAP_RIGHT_PANE = { key: "cms.right-pane", value: "preview", panes: ["i18n", "notes", "preview"] } as const;

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
    <script src="${ADMIN_PATH}preview.js"></script>
    <script src="${ADMIN_PATH}cms.js"></script>
  </body>
</html>
`;
}

/**
 * Decap edits objects only, hence { items }. The documents' format tells a list file by its entry's fields, which
 * Decap passes `toFile` as `sortedKeys` (its published Formatter type): `items` alone. It refuses to write a list
 * file from an entry without the list, as Decap holds a file it could not parse ({}), so that file is not emptied.
 * Before a save (Decap's preSave event), a list with fewer items than the model requires refuses it, in the words
 * Decap's own check uses, which lets an empty list through. Locally, decap-server has no drafts, so the editorial
 * workflow is off.
 */
export function cmsScript(orders: ReturnType<typeof keyOrders>, minimums: ReturnType<typeof listMinimums>): string {
  return `(function () {
  var orders = ${JSON.stringify(orders)};
  var minimums = ${JSON.stringify(minimums)};
  var isObject = function (value) { return Boolean(value) && typeof value === "object" && !Array.isArray(value); };
  var rank = function (keys, key) { var i = keys.indexOf(key); return i === -1 ? keys.length : i; };
  var ordered = function (value, order) {
    if (Array.isArray(value)) return value.map(function (v) { return ordered(v, order); });
    if (!isObject(value)) return value;
    var keys = order ? order.keys : [];
    var out = {};
    Object.keys(value)
      .sort(function (a, b) { return rank(keys, a) - rank(keys, b); })
      .forEach(function (k) { out[k] = ordered(value[k], order && order.nested[k]); });
    return out;
  };
  // The file's schema: the one with the fewest keys that has every field of the entry (Decap's sortedKeys) and
  // of its data (a list's items).
  var json = function (data, fields) {
    var keys = (fields || []).slice();
    [].concat(data).filter(isObject).forEach(function (o) { keys.push.apply(keys, Object.keys(o)); });
    var order = orders
      .filter(function (o) { return keys.every(function (k) { return o.keys.indexOf(k) !== -1; }); })
      .sort(function (a, b) { return a.keys.length - b.keys.length; })[0];
    return JSON.stringify(ordered(data, order), null, 2) + "\\n";
  };
  var list = ${JSON.stringify(LIST_FIELD)};
  CMS.registerCustomFormat(${JSON.stringify(DOCUMENT_FORMAT)}, "json", {
    fromFile: function (text) {
      var data = JSON.parse(text);
      return Array.isArray(data) ? { [list]: data } : data;
    },
    toFile: function (data, keys) {
      if (!keys || keys.length !== 1 || keys[0] !== list) return json(data, keys);
      if (!Array.isArray(data[list])) throw new Error("This list was not read from its file, so it is not saved over it. Reload the page.");
      return json(data[list]);
    }
  });
  CMS.registerCustomFormat(${JSON.stringify(FILE_FORMAT)}, "json", {
    fromFile: function (text) { return JSON.parse(text); },
    toFile: function (data, keys) { return json(data, keys); }
  });
  // A list shorter than the model allows; Decap's own check lets an empty one through. The entry's own data: a
  // record's other languages follow its English lists item for item, which the build checks.
  var short = function (rules, data, found) {
    rules.forEach(function (rule) {
      var value = data ? data[rule.name] : undefined;
      if (value === undefined || value === null) return;
      var message = rule.label + " must be at least " + rule.min + " item(s).";
      if (Array.isArray(value) && rule.min && value.length < rule.min && found.indexOf(message) === -1) found.push(message);
      if (rule.fields) [].concat(value).forEach(function (item) { short(rule.fields, item, found); });
    });
    return found;
  };
  CMS.registerEventListener({
    name: "preSave",
    handler: function (args) {
      var entry = args.entry;
      var rules = minimums[entry.get("collection") + "/" + entry.get("slug")] || minimums[entry.get("collection")];
      var data = entry.get("data");
      var found = rules && data ? short(rules, data.toJS(), []) : [];
      if (found.length > 0) throw new Error(found.join(" "));
    }
  });
  try {
    if (localStorage.getItem(${JSON.stringify(DECAP_RIGHT_PANE.key)}) === null) localStorage.setItem(${JSON.stringify(DECAP_RIGHT_PANE.key)}, ${JSON.stringify(DECAP_RIGHT_PANE.value)});
  } catch (e) {}
  var local = /^(localhost|127\\.0\\.0\\.1|\\[::1\\])$/.test(location.hostname);
  CMS.init(local ? { config: { publish_mode: "simple" } } : undefined);
})();
`;
}

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
  await fs.writeFile(path.join(dir, "cms.js"), cmsScript(keyOrders(), listMinimums(config)));
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
