/**
 * @jest-environment node
 */
// What `__dirname`, `__filename` and `require.resolve` are in gatsby-node and gatsby-config code once Gatsby has
// compiled it with Parcel into .cache/compiled, compiled here by the installed Gatsby's own Parcel.
//
// Parcel writes `__dirname` as the source folder's path relative to .cache/compiled. The site's bundles are
// in .cache/compiled itself, so there it is the source folder (gatsby-config.ts and gatsby/ rely on it). A local
// plugin's bundle is in .cache/compiled/plugins/<name>/, so there it names a folder inside .cache: webpack.ts
// takes the plugin's folder from Gatsby's plugin list instead. `require.resolve` compiles to undefined
// everywhere, hence createRequire in develop-html.ts and the site's gatsby/cms/admin.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What each compiled probe saw. */
interface Seen {
  dirname: string;
  filename: string;
  resolve: string;
}

const PROBE = "export const seen = { dirname: __dirname, filename: __filename, resolve: typeof require.resolve };\n";

let site: string;
let compiled: { site: Seen; plugin: Seen };

beforeAll(async () => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "compiled-node-code-")));
  fs.writeFileSync(path.join(site, "package.json"), "{}\n");
  fs.mkdirSync(path.join(site, "gatsby/content"), { recursive: true });
  fs.writeFileSync(path.join(site, "gatsby/content/probe.ts"), PROBE);
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), 'export { seen } from "./gatsby/content/probe";\n');
  fs.mkdirSync(path.join(site, "plugins/local-plugin"), { recursive: true });
  fs.writeFileSync(path.join(site, "plugins/local-plugin/gatsby-node.ts"), PROBE);
  const { runParcel } = jest.requireActual("gatsby/dist/utils/parcel/compile-gatsby-files");
  // Gatsby compiles in the site's folder, which Parcel takes as its project root.
  const cwd = process.cwd();
  process.chdir(site);
  try {
    const bundles = (await runParcel(site)) as { filePath: string; mainEntryPath: string }[];
    const seen = (entry: string) => jest.requireActual(bundles.find((b) => b.mainEntryPath === path.join(site, entry))!.filePath).seen as Seen;
    compiled = { site: seen("gatsby-node.ts"), plugin: seen("plugins/local-plugin/gatsby-node.ts") };
  } finally {
    process.chdir(cwd);
  }
}, 60_000);
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

it("gives the site's compiled code its source file's folder and path as __dirname and __filename", () => {
  expect(compiled.site.dirname).toBe(path.join(site, "gatsby/content"));
  expect(compiled.site.filename).toBe(path.join(site, "gatsby/content/probe.ts"));
});

it("gives a local plugin's compiled code a folder inside .cache as __dirname, not the plugin's", () => {
  expect(compiled.plugin.dirname).not.toBe(path.join(site, "plugins/local-plugin"));
  expect(compiled.plugin.dirname.startsWith(path.join(site, ".cache/compiled"))).toBe(true);
});

it("leaves require.resolve undefined in compiled code", () => {
  expect([compiled.site.resolve, compiled.plugin.resolve]).toEqual(["undefined", "undefined"]);
});
