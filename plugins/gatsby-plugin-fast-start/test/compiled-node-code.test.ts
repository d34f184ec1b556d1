/** @jest-environment node */
// What `__dirname`, `__filename` and `require.resolve` are in gatsby-node and gatsby-config code once the installed
// Gatsby's own Parcel has compiled it into .cache/compiled (the register's row; webpack.ts and develop-html.ts say why).
import fs from "node:fs";
import path from "node:path";
import { inTempDir } from "./fixtures";

type Seen = { dirname: string; filename: string; resolve: string };

const PROBE = "export const seen = { dirname: __dirname, filename: __filename, resolve: typeof require.resolve };\n";

/** A site with the probe in gatsby/ (through gatsby-node.ts) and in a local plugin. */
const SITE_FILES = {
  "package.json": "{}\n",
  "gatsby/content/probe.ts": PROBE,
  "gatsby-node.ts": 'export { seen } from "./gatsby/content/probe";\n',
  "plugins/local-plugin/gatsby-node.ts": PROBE,
};

it(
  "gives the site's compiled code its source file's folder and path, a local plugin's a folder inside .cache, and neither require.resolve",
  () =>
    inTempDir(async (site) => {
      for (const [file, text] of Object.entries(SITE_FILES)) {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        fs.writeFileSync(path.join(site, file), text);
      }
      const { runParcel } = jest.requireActual("gatsby/dist/utils/parcel/compile-gatsby-files");
      // Gatsby compiles in the site's folder, which Parcel takes as its project root.
      const cwd = process.cwd();
      process.chdir(site);
      try {
        const bundles = (await runParcel(site)) as { filePath: string; mainEntryPath: string }[];
        const seen = (entry: string) => jest.requireActual(bundles.find((b) => b.mainEntryPath === path.join(site, entry))!.filePath).seen as Seen;
        expect(seen("gatsby-node.ts")).toEqual({
          dirname: path.join(site, "gatsby/content"),
          filename: path.join(site, "gatsby/content/probe.ts"),
          resolve: "undefined",
        });
        expect(seen("plugins/local-plugin/gatsby-node.ts")).toMatchObject({ dirname: expect.stringMatching(/\.cache\/compiled\//), resolve: "undefined" });
      } finally {
        process.chdir(cwd);
      }
    }),
  60_000,
);
