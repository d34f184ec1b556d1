/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { onCreateNode, shouldOnCreateNode } from "../gatsby-node";
import { readWholeJson } from "../whole-json";

const RECORD = { slug: "marketing", title: "Marketing", features: ["One", "Two"] };
const TEXT = `${JSON.stringify(RECORD, null, 2)}\n`;

/** A file in a new folder for each test. */
let file: string;
beforeEach(() => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "whole-json-")), "marketing.en.json");
});
afterEach(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

/** Saves `text` to `file` in place as an editor does: truncated, the first half, and the rest `gapMs` later. */
function saveInPlace(file: string, text: string, gapMs: number): Promise<void> {
  const fd = fs.openSync(file, "w");
  fs.writeSync(fd, text.slice(0, text.length / 2));
  return new Promise((resolve) =>
    setTimeout(() => {
      fs.writeSync(fd, text.slice(text.length / 2));
      fs.closeSync(fd);
      resolve();
    }, gapMs),
  );
}

const fileNode = (file: string) =>
  ({
    id: "file",
    children: [],
    internal: { type: "File", mediaType: "application/json", contentDigest: "x", owner: "gatsby-source-filesystem" },
    absolutePath: file,
    dir: path.dirname(file),
    name: path.basename(file, ".json"),
  }) as unknown as Node;

it("readWholeJson reads a file half-way through a save once the save is done, a missing file as undefined, and gives up on a file that stays broken, with the parse error", async () => {
  await expect(readWholeJson(file)).resolves.toBeUndefined();
  const saved = saveInPlace(file, TEXT, 80);
  await expect(readWholeJson(file)).resolves.toEqual(RECORD);
  await saved;
  fs.writeFileSync(file, TEXT.slice(0, 20));
  await expect(readWholeJson(file, 100)).rejects.toThrow(SyntaxError);
});

describe("the plugin's onCreateNode", () => {
  it("holds a JSON file node until its file parses, and no other node", async () => {
    const node = fileNode(file);
    expect(shouldOnCreateNode!({ node }, {} as never)).toBe(true);
    expect(shouldOnCreateNode!({ node: { ...node, internal: { ...node.internal, mediaType: "image/png" } } }, {} as never)).toBe(false);
    let saveDone = false;
    const saved = saveInPlace(file, TEXT, 80).then(() => (saveDone = true));
    await (onCreateNode as (args: unknown) => Promise<void>)({ node });
    expect(saveDone).toBe(true);
    await saved;
  });

  it("holds nothing in `gatsby build`, whose files no one is saving", () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    const held = shouldOnCreateNode!({ node: fileNode(file) }, {} as never);
    process.env.NODE_ENV = env;
    expect(held).toBe(false);
  });
});

describe("the private behaviour it relies on", () => {
  // The transformer must run after the wait: Gatsby runs onCreateNode plugin by plugin, in config order.
  it("Gatsby runs each plugin's onCreateNode after the previous one has finished", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/api-runner-node.js"), "utf8");
    expect(source).toMatch(
      /if \(api === `sourceNodes` && process\.env\.GATSBY_EXPERIMENTAL_PARALLEL_SOURCING\) \{[^}]*\} else \{\s*runPromise = Promise\.mapSeries;/,
    );
    expect(source).toContain("runPromise(implementingPlugins, plugin => {");
  });

  // The wait helps only if gatsby-transformer-json reads the file when its own onCreateNode runs: it asks
  // Gatsby's loadNodeContent, which for a File asks gatsby-source-filesystem, which reads the disk.
  it("gatsby-transformer-json parses the file as it is on disk when its onCreateNode runs", async () => {
    const transformer = jest.requireActual("gatsby-transformer-json/gatsby-node");
    const { loadNodeContent } = jest.requireActual("gatsby-source-filesystem");
    const created: Record<string, unknown>[] = [];
    const args = (node: Node) => ({
      node,
      loadNodeContent,
      createNodeId: (s: string) => s,
      createContentDigest: () => "digest",
      actions: { createNode: (n: Record<string, unknown>) => created.push(n), createParentChildLink: () => undefined },
    });

    const saved = saveInPlace(file, TEXT, 200);
    await expect(transformer.onCreateNode(args(fileNode(file)), {})).rejects.toThrow(`Unable to parse JSON: file ${file}`);
    await saved;
    await transformer.onCreateNode(args(fileNode(file)), {});
    expect(created).toEqual([expect.objectContaining(RECORD)]);
  });
});
