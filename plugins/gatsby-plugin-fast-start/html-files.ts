// The walk over a build's HTML that the post-build steps share.
import fs from "node:fs/promises";
import path from "node:path";

/** Every HTML file under dir (not page data or static assets), relative to it. */
export async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return ["page-data", "static", "_gatsby"].includes(e.name) ? [] : htmlFiles(full, root);
      return e.name.endsWith(".html") ? [path.relative(root, full)] : [];
    }),
  );
  return nested.flat();
}
