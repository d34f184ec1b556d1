/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { contentTypeName, TRANSLATED_CONTENT_TYPE } from "../../../src/lib/content/content-files";
import { fileKey, onCreateNode } from "../../../gatsby/content/nodes";
import { onPreBootstrap as validateContentDir } from "../../../gatsby/content/pre-bootstrap";
import { contentTree } from "../support/content-tree";

let dir: string;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** The service "marketing" of the test tree, in English and as its Arabic file holds it (the translated words only). */
const TREE = contentTree();
const ENGLISH = TREE["services/marketing.en"]!;
const ARABIC = JSON.parse(TREE["services/marketing.ar"]!) as { title: string };

/** A content folder on disk with that service in English and, when given, its Arabic translation. */
function contentDir(arabic?: unknown): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"));
  fs.mkdirSync(path.join(dir, "services"));
  fs.writeFileSync(path.join(dir, "services", "marketing.en.json"), ENGLISH);
  if (arabic !== undefined) fs.writeFileSync(path.join(dir, "services", "marketing.ar.json"), JSON.stringify(arabic));
  return dir;
}

const fileNode = (dir: string, lang: string): Node =>
  ({
    id: `file-${lang}`,
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    absolutePath: path.join(dir, "services", `marketing.${lang}.json`),
    relativePath: `services/marketing.${lang}.json`,
    relativeDirectory: "services",
    name: `marketing.${lang}`,
    sourceInstanceName: "content",
    children: [],
  }) as unknown as Node;

async function run(node: Node, nodes: Node[]) {
  const created: Record<string, unknown>[] = [];
  const fields: { node: Node; name: string; value: unknown }[] = [];
  const args = {
    node,
    getNode: (id: string) => nodes.find((n) => n.id === id),
    getNodesByType: (type: string) => nodes.filter((n) => n.internal.type === type),
    createNodeId: (s: string) => `id:${s}`,
    createContentDigest: (v: unknown) => JSON.stringify(v).length.toString(),
    actions: {
      createNode: (n: Record<string, unknown>) => created.push(n),
      createParentChildLink: () => undefined,
      createNodeField: (f: { node: Node; name: string; value: unknown }) => fields.push(f),
    },
  };
  await (onCreateNode as (a: unknown) => Promise<void>)(args);
  return { created, fields };
}

/** The records onCreateNode makes from the Arabic file of a content folder. */
async function fromArabic(dir: string): Promise<Record<string, unknown>[]> {
  const arabic = fileNode(dir, "ar");
  return (await run(arabic, [arabic])).created;
}
const contentOf = (node: Record<string, unknown>) => JSON.parse((node.internal as { content: string }).content) as Record<string, unknown>;

describe("the nodes of each language", () => {
  it("types an English file as its record and a translation as raw material", () => {
    expect(contentTypeName({ node: { relativeDirectory: "services", name: "marketing.en" } })).toBe("Service");
    expect(contentTypeName({ node: { relativeDirectory: "services", name: "marketing.ar" } })).toBe("ContentTranslation");
    expect(() => contentTypeName({ node: { relativeDirectory: "blog", name: "post.en" } })).toThrow("content/blog/post.en.json is not a known content file");
    expect(fileKey({ relativeDirectory: "services", name: "marketing.ar", sourceInstanceName: "content" })).toEqual({ key: "services/marketing", lang: "ar" });
    expect(fileKey({ relativeDirectory: "", name: "service-marketing", sourceInstanceName: "static-images" })).toBeUndefined();
  });

  it("marks each typed record with its file's language, and remakes the Arabic record when the English one changes", async () => {
    const dir = contentDir(ARABIC);
    const english = fileNode(dir, "en");
    const arabic = fileNode(dir, "ar");
    const record = { id: "service-en", parent: "file-en", internal: { type: "Service", contentDigest: "y" }, children: [] } as unknown as Node;
    const { created, fields } = await run(record, [english, arabic, record]);
    expect(fields.map((f) => [f.name, f.value])).toEqual([["lang", "en"]]);
    expect(created.map((n) => (n.internal as { type: string }).type)).toEqual([TRANSLATED_CONTENT_TYPE]);
  });

  it("merges with an English twin that is half-way through a save once the save is done", async () => {
    const dir = contentDir(ARABIC);
    const englishFile = path.join(dir, "services", "marketing.en.json");
    const whole = fs.readFileSync(englishFile, "utf8");
    const fd = fs.openSync(englishFile, "w");
    fs.writeSync(fd, whole.slice(0, 40));
    setTimeout(() => {
      fs.writeSync(fd, whole.slice(40));
      fs.closeSync(fd);
    }, 80);
    expect(contentOf((await fromArabic(dir))[0]!)).toMatchObject({ slug: "marketing", title: ARABIC.title });
  });

  it("in a build, merges the pair as the validator read it before sourcing, without reading the files again", async () => {
    const panic = (msg: string) => {
      throw new Error(msg);
    };
    validateContentDir({ reporter: { info: () => undefined, panic } } as never);
    const validated = JSON.parse(fs.readFileSync(path.resolve("content/services/marketing.ar.json"), "utf8")) as { title: string };
    // The files on disk here say something else: in a build they are not read.
    jest.replaceProperty(process.env, "NODE_ENV", "production");
    expect(contentOf((await fromArabic(contentDir(ARABIC)))[0]!)).toMatchObject({ slug: "marketing", title: validated.title });
  });

  it("makes no Arabic record from a translation that translates nothing yet", async () => {
    expect(await fromArabic(contentDir({}))).toEqual([]);
  });
});

// The merged node is no File: the transformer must take any node whose mediaType is application/json and
// read it through Gatsby's loadNodeContent, which gives a node's own internal.content.
it("gives gatsby-transformer-json the Arabic record, which it types as its child: the English twin's shared fields under the translated words", async () => {
  const transformer = jest.requireActual("gatsby-transformer-json/gatsby-node");
  const { loadNodeContent } = jest.requireActual("gatsby/dist/utils/nodes");
  const created = await fromArabic(contentDir(ARABIC));
  expect(created).toEqual([expect.objectContaining({ parent: "file-ar" })]);
  const merged = created[0] as unknown as Node;
  expect(transformer.shouldOnCreateNode({ node: merged })).toBe(true);
  const records: Record<string, unknown>[] = [];
  const actions = { createNode: (n: Record<string, unknown>) => records.push(n), createParentChildLink: () => undefined };
  await transformer.onCreateNode(
    { node: merged, loadNodeContent, createNodeId: (s: string) => s, createContentDigest: () => "digest", actions },
    { typeName: contentTypeName },
  );
  const { slug, order, icon, image } = JSON.parse(ENGLISH) as Record<string, unknown>;
  expect(records).toEqual([
    expect.objectContaining({ parent: merged.id, slug, order, icon, image, title: ARABIC.title, internal: expect.objectContaining({ type: "Service" }) }),
  ]);
});
