// Holds each JSON file node until its file on disk parses, so that gatsby-transformer-json, listed after
// this plugin, never parses a save half-way through. README.md says why, and what it relies on.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { GatsbyNode, Node } from "gatsby";
import { readWholeJson } from "./whole-json";

const isJsonFile = (node: Node): boolean => node.internal.type === "File" && node.internal.mediaType === "application/json";

export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => isJsonFile(node);

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node }) => {
  if (!isJsonFile(node)) return;
  // A file that stays broken is gatsby-transformer-json's to report, with its name.
  await readWholeJson((node as Node & { absolutePath: string }).absolutePath).catch(() => undefined);
};
