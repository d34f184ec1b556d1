/** @jest-environment node */
// The header draws the logo from the site settings' logoMark: the shapes of the SVG that logoPath
// names in static/, so the first screen waits for no request of its own to show it.
import fs from "node:fs";
import path from "node:path";
import { createResolvers } from "../../../gatsby/content/graphql-schema";
import { LOGO_MARK, logoMark, sourceLogoMark } from "../../../gatsby/content/logo-mark";
import { onPreBootstrap } from "../../../gatsby/content/pre-bootstrap";
import { svgMark } from "../../../src/lib/content/svg-mark";

const site = JSON.parse(fs.readFileSync(path.join("content", "site.en.json"), "utf8")) as { logoPath: string };

type Resolve = (source: { logoPath: string }, args: unknown, context: unknown) => Promise<unknown>;

function logoMarkResolver(): Resolve {
  let map: Record<string, Record<string, { resolve: Resolve }>> = {};
  (createResolvers as (args: unknown) => void)({ createResolvers: (r: typeof map) => (map = r) });
  return map.SiteConfig!.logoMark!.resolve;
}

/** The nodes sourceLogoMark makes from content/ as onPreBootstrap validated it. */
async function sourcedNodes(): Promise<Record<string, unknown>[]> {
  onPreBootstrap({ reporter: { info: () => undefined, panic: (m: string) => Promise.reject(new Error(m)) } } as never);
  const nodes: Record<string, unknown>[] = [];
  await (sourceLogoMark as (a: unknown) => Promise<void> | void)({
    actions: { createNode: (n: Record<string, unknown>) => nodes.push(n) },
    createNodeId: (s: string) => `id:${s}`,
    createContentDigest: (v: unknown) => JSON.stringify(v),
  });
  return nodes;
}

describe("the logo the header draws", () => {
  it("is the drawing of the file logoPath names", () => {
    const file = path.join("static", site.logoPath);
    expect(logoMark(site.logoPath)).toEqual(svgMark(fs.readFileSync(file, "utf8"), file));
  });

  it("stops the build, naming the file, when logoPath names no file", () => {
    expect(() => logoMark("/no-such-logo.svg")).toThrow(/no-such-logo\.svg/);
  });

  it("is sourced once per build as a node that SiteConfig.logoMark looks up, reading no file", async () => {
    const nodes = await sourcedNodes();
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ logoPath: site.logoPath, mark: logoMark(site.logoPath), internal: { type: LOGO_MARK } });
    const queries: unknown[] = [];
    const context = { nodeModel: { findOne: async (q: unknown) => (queries.push(q), nodes[0]) } };
    const read = jest.spyOn(fs, "readFileSync");
    try {
      await expect(logoMarkResolver()({ logoPath: site.logoPath }, {}, context)).resolves.toEqual(logoMark(site.logoPath));
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
    expect(queries).toEqual([{ type: LOGO_MARK, query: { filter: { logoPath: { eq: site.logoPath } } } }]);
  });

  it("stops a query that asks for a logo no node was sourced for", async () => {
    const context = { nodeModel: { findOne: async () => null } };
    await expect(logoMarkResolver()({ logoPath: "/other.svg" }, {}, context)).rejects.toThrow('no LogoMark node for the logoPath "/other.svg"');
  });
});
