// An Arabic file holds only its translated fields, so this gives gatsby-transformer-json a merged
// TranslatedContent node (child of the Arabic file) to transform, which it does because it takes any node whose
// mediaType is application/json (a row of the plugin's register): Gatsby lets only one plugin own a node type,
// so every Article must be the transformer's. Remade when either file of a pair is, so a shared-field edit
// reaches the Arabic page in `gatsby develop` and cached builds. Every typed node gets `fields.lang`.
import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import type { z } from "zod";
import { readWholeJson } from "../../plugins/gatsby-plugin-fast-start";
import type { Lang } from "../../src/lib/language/i18n";
import { validatedFile } from "./pre-bootstrap";
import { schemaOfKey } from "../../src/lib/content/schema";
import { CONTENT_TYPE_NAMES, TRANSLATED_CONTENT_TYPE, splitLang, typeOfKey } from "../../src/lib/content/content-files";
import { mergeTranslation, translatesNothing } from "../../src/lib/content/translations";

const CONTENT_NODE_TYPES = new Set(CONTENT_TYPE_NAMES);

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  relativeDirectory: string;
  name: string;
  sourceInstanceName: string;
}

export function fileKey(file: Pick<FileNode, "relativeDirectory" | "name" | "sourceInstanceName">): { key: string; lang: Lang } | undefined {
  if (file.sourceInstanceName !== "content") return undefined;
  const split = splitLang(file.relativeDirectory ? `${file.relativeDirectory}/${file.name}` : file.name);
  return split && typeOfKey(split.key) ? split : undefined;
}

const schemaOf = (key: string): z.ZodType => {
  const schema = schemaOfKey(key);
  if (!schema) throw new Error(`gatsby/content/nodes.ts: no schema for content/${key}`);
  return schema;
};

function translatedContent(key: string, english: unknown, translation: unknown): string {
  return JSON.stringify(english === undefined ? translation : mergeTranslation(schemaOf(key), english, translation));
}

async function createTranslatedContent(arabic: FileNode, key: string, { actions, createNodeId, createContentDigest, getNode }: CreateNodeArgs): Promise<void> {
  // A build merges the files as onPreBootstrap read and validated them; in develop they change, maybe mid-save (git, the CMS).
  const read = async (lang: Lang) =>
    process.env.NODE_ENV === "production"
      ? validatedFile(`${key}.${lang}`)
      : readWholeJson(path.join(path.dirname(arabic.absolutePath), `${path.posix.basename(key)}.${lang}.json`));
  const english = await read("en");
  const translation = await read("ar");
  // A later save may have remade it while the files were read.
  const parent = getNode(arabic.id) as FileNode | undefined;
  if (!parent) return;
  if (english !== undefined && translatesNothing(schemaOf(key), translation)) return;
  const content = translatedContent(key, english, translation);
  const node = {
    id: createNodeId(`${TRANSLATED_CONTENT_TYPE} ${arabic.relativePath}`),
    parent: arabic.id,
    // Read by contentTypeName to type the records.
    relativeDirectory: arabic.relativeDirectory,
    name: arabic.name,
    sourceInstanceName: arabic.sourceInstanceName,
    internal: { type: TRANSLATED_CONTENT_TYPE, mediaType: "application/json", content, contentDigest: createContentDigest(content) },
  };
  actions.createNode(node);
  actions.createParentChildLink({ parent, child: node as unknown as Node });
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, getNodesByType, actions } = args;
  if (node.internal.type === "File") {
    const key = fileKey(node as FileNode);
    if (key && key.lang !== "en") await createTranslatedContent(node as FileNode, key.key, args);
    return;
  }
  if (!CONTENT_NODE_TYPES.has(node.internal.type)) return;
  const parent = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  const source = parent && fileKey(parent);
  if (!parent || !source) return;
  actions.createNodeField({ node, name: "lang", value: source.lang });
  if (source.lang !== "en" || parent.internal.type !== "File") return;
  // A changed English file changes the shared fields of its translation.
  const arabicPath = path.join(path.dirname(parent.absolutePath), `${parent.name.replace(/\.en$/, "")}.ar.json`);
  const arabic = getNodesByType("File").find((n) => (n as FileNode).absolutePath === arabicPath) as FileNode | undefined;
  if (arabic) await createTranslatedContent(arabic, source.key, args);
};
