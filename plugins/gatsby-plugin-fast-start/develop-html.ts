// Serves an HTML page the site writes into public/ itself (the CMS's /admin/index.html) under
// `gatsby develop`, which serves public/ through its develop-static.js but passes over every .htm and
// .html file there, leaving those paths to its own page renderer, which knows no such page.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateDevServer
import fs from "node:fs";
import path from "node:path";
import { BrokenAssumption } from "./assumption";

const MODULE = "plugins/gatsby-plugin-fast-start/develop-html.ts";
const DEVELOP_STATIC = "gatsby/dist/commands/develop-static.js";
/** How develop-static.js passes over HTML files, as written in gatsby 5.16. */
const SKIPS_HTML = "[`.htm`, `.html`].includes(parsedPath.ext)";

/** Whether the installed Gatsby's develop server still passes over public/'s HTML files. */
export function developSkipsHtml(source = fs.readFileSync(require.resolve(DEVELOP_STATIC), "utf8")): boolean {
  return source.includes(SKIPS_HTML);
}

interface DevApp {
  get(paths: string[], handler: (req: unknown, res: { sendFile: (file: string) => void }) => void): void;
}

/**
 * Serves public/<folder>/index.html at /<folder>/ and /<folder> (which develop would first redirect
 * to the slash). Stops `gatsby develop` when Gatsby serves public/'s HTML itself, so the workaround goes.
 */
export function serveHtmlInDevelop(app: DevApp, directory: string, folderPath: string): void {
  if (!developSkipsHtml())
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      `${DEVELOP_STATIC} passes over public/'s .html files`,
      "it serves them: remove this step and its register row",
    );
  const page = path.join(directory, "public", folderPath, "index.html");
  app.get([folderPath.replace(/\/$/, ""), folderPath], (_req, res) => res.sendFile(page));
}
