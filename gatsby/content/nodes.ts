// The typed nodes of each language. English files become nodes through gatsby-transformer-json as they
// are. An Arabic file holds only its translated fields (gatsby/content/translations.ts), so this module gives
// gatsby-transformer-json the Arabic record to transform: a TranslatedContent node, child of the Arabic
// file, whose content is the English twin's shared fields merged with the translation. Gatsby lets only
// one plugin own a node type, so every Article, English or Arabic, is gatsby-transformer-json's.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
//
// Every typed content node gets `fields.lang` (from its file's name), which the schema exposes as `lang`.
// The merged node is made again whenever either file of a pair is (re)created, so an edit to a shared
// field in the English file reaches the Arabic page in `gatsby develop` and in a cached build.
import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import type { z } from "zod";
import { readWholeJson } from "../../plugins/gatsby-plugin-fast-start";
import type { Lang } from "../../src/lib/language/i18n";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "./schema";
import { CONTENT_TYPES, TRANSLATED_CONTENT_TYPE, isCollection, isDocument, splitLang, typeOfKey } from "./content-files";
import { mergeTranslation, translatesNothing } from "./translations";

const CONTENT_NODE_TYPES = new Set<string>(Object.values(CONTENT_TYPES));

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  relativeDirectory: string;
  name: string;
  sourceInstanceName: string;
}

/** A content file's key and language from its File node ("articles/x", "ar"), or undefined for other files. */
export function fileKey(file: Pick<FileNode, "relativeDirectory" | "name" | "sourceInstanceName">): { key: string; lang: Lang } | undefined {
  if (file.sourceInstanceName !== "content") return undefined;
  const split = splitLang(file.relativeDirectory ? `${file.relativeDirectory}/${file.name}` : file.name);
  return split && typeOfKey(split.key) ? split : undefined;
}

const schemaOf = (key: string): z.ZodType => {
  const folder = key.includes("/") ? key.slice(0, key.lastIndexOf("/")) : "";
  if (folder && isCollection(folder)) return RECORD_SCHEMAS[folder];
  if (!folder && isDocument(key)) return DOCUMENT_SCHEMAS[key];
  throw new Error(`gatsby/content/nodes.ts: no schema for content/${key}`);
};

/** A translation file merged with its English twin (or alone, when it has none), as JSON text. */
function translatedContent(key: string, english: unknown, translation: unknown): string {
  return JSON.stringify(english === undefined ? translation : mergeTranslation(schemaOf(key), english, translation));
}

/** (Re)creates the merged record of the translation file `arabic`, from it and its English twin on disk. */
async function createTranslatedContent(arabic: FileNode, key: string, { actions, createNodeId, createContentDigest, getNode }: CreateNodeArgs): Promise<void> {
  const englishFile = path.join(path.dirname(arabic.absolutePath), `${arabic.name.replace(/\.[a-z]{2}$/, "")}.en.json`);
  // content/ was validated before sourcing (gatsby/content/pre-bootstrap.ts), so both files parse and merge cleanly;
  // in `gatsby develop` either may be half-way through a save (git, the CMS), so each is read once whole.
  const english = await readWholeJson(englishFile);
  const translation = await readWholeJson(arabic.absolutePath);
  // The Arabic file's node as it is now: a later save may have made it again while the files were read.
  const parent = getNode(arabic.id) as FileNode | undefined;
  if (!parent) return;
  // A translation still empty (an article the CMS created in English) makes no Arabic record.
  if (english !== undefined && translatesNothing(schemaOf(key), translation)) return;
  const content = translatedContent(key, english, translation);
  const node = {
    id: createNodeId(`${TRANSLATED_CONTENT_TYPE} ${arabic.relativePath}`),
    parent: arabic.id,
    // What contentTypeName (gatsby/content/content-files.ts) reads to type the records.
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
  // A typed record's parent is its English file or the merged node of its translation.
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
