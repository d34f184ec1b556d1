// The site's logo as the shapes it draws (src/lib/content/svg-mark.ts), read from static/ once per build
// and sourced as a LogoMark node, as relations.ts sources ArticleRelations: SiteConfig.logoMark
// looks it up (gatsby/content/graphql-schema.ts), so no resolver reads a file. Gatsby bundles the
// resolvers into its query engine, where a file read is "unsafe builtin usage" that makes every
// later build rebuild all. A sourced node is made on every build, so a warm .cache never keeps an
// old drawing. The CMS previews take the same drawing (gatsby/cms/preview-data-writer.ts).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#sourceNodes
import fs from "node:fs";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import { svgMark, type SvgMark } from "../../src/lib/content/svg-mark";
import { validatedContent } from "./pre-bootstrap";

export const LOGO_MARK = "LogoMark";

const marks = new Map<string, SvgMark>();

/** The drawing of the SVG that `logoPath` (the site settings' field) names in static/; throws, naming the file, on a missing or unsafe one. */
export function logoMark(logoPath: string): SvgMark {
  let mark = marks.get(logoPath);
  if (!mark) {
    const file = path.join("static", logoPath);
    mark = svgMark(fs.readFileSync(file, "utf8"), file);
    marks.set(logoPath, mark);
  }
  return mark;
}

/** One LogoMark node, for the logo the site settings name (both languages share logoPath). */
export const sourceLogoMark = ({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void => {
  const { logoPath } = validatedContent("en").site;
  const node = { logoPath, mark: logoMark(logoPath) };
  actions.createNode({ ...node, id: createNodeId(`${LOGO_MARK} ${logoPath}`), internal: { type: LOGO_MARK, contentDigest: createContentDigest(node) } });
};
