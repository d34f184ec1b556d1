import fs from "node:fs";
import path from "node:path";

/** The build both servers serve. */
export const BUILD_DIR = path.resolve("public");

/** Every file of the build, relative to it with "/" separators. */
export function builtFiles(): string[] {
  return fs
    .readdirSync(BUILD_DIR, { recursive: true, encoding: "utf8" })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => fs.statSync(path.join(BUILD_DIR, f)).isFile());
}

/** The Content-Security-Policy meta elements of an HTML document. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)].map((m) =>
    m[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"),
  );
}
