// `gatsby develop` serves public/ but passes its .html files to its own page renderer, which knows no /admin.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BrokenAssumption } from "./assumption";

const MODULE = "plugins/gatsby-plugin-fast-start/develop-html.ts";
const DEVELOP_STATIC = "gatsby/dist/commands/develop-static.js";
/** As written in gatsby 5.16. */
const SKIPS_HTML = "[`.htm`, `.html`].includes(parsedPath.ext)";

/**
 * Resolved from the site's folder, where Gatsby runs: Parcel compiles a bare `require.resolve` in this file to
 * undefined (the register's Parcel row, test/compiled-node-code.test.ts).
 */
const installed = (file: string) => createRequire(path.join(process.cwd(), "package.json")).resolve(file);

export function developSkipsHtml(source = fs.readFileSync(installed(DEVELOP_STATIC), "utf8")): boolean {
  return source.includes(SKIPS_HTML);
}

interface DevApp {
  get(paths: string[], handler: (req: unknown, res: { sendFile: (file: string) => void }) => void): void;
}

/** Stops `gatsby develop` once Gatsby serves public/'s HTML itself, so the workaround goes. */
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
