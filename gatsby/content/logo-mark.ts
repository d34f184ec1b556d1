// The logo's drawing, sourced as a LogoMark node each build, so no resolver reads a file: in Gatsby's query
// engine that is "unsafe builtin usage", which makes every later build rebuild all.
import fs from "node:fs";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import { svgMark, type SvgMark } from "../../src/lib/content/svg-mark";
import { validatedContent } from "./pre-bootstrap";

export const LOGO_MARK = "LogoMark";

const marks = new Map<string, SvgMark>();

/** Throws, naming the file, on a missing or unsafe SVG. */
export function logoMark(logoPath: string): SvgMark {
  let mark = marks.get(logoPath);
  if (!mark) {
    const file = path.join("static", logoPath);
    mark = svgMark(fs.readFileSync(file, "utf8"), file);
    marks.set(logoPath, mark);
  }
  return mark;
}

/** One node: both languages share logoPath. */
export const sourceLogoMark = ({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void => {
  const { logoPath } = validatedContent("en").site;
  const node = { logoPath, mark: logoMark(logoPath) };
  actions.createNode({ ...node, id: createNodeId(`${LOGO_MARK} ${logoPath}`), internal: { type: LOGO_MARK, contentDigest: createContentDigest(node) } });
};
