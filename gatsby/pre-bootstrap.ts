// Stops `gatsby build` and `gatsby develop` before sourcing when content/ is invalid, listing every problem.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Content } from "./content-schema";
import { formatProblem, readContentDir, validateContent } from "./validate-content";

export const CONTENT_DIR = path.resolve(__dirname, "../content");

let validated: Content | undefined;

/**
 * content/ as validated before sourcing, for the Node APIs that need whole collections
 * (gatsby/relations.ts), so a build reads and parses it once. It throws if called before
 * onPreBootstrap, which stops the build when content/ is invalid.
 */
export function validatedContent(): Content {
  if (!validated) throw new Error("gatsby/pre-bootstrap.ts: validatedContent() was called before onPreBootstrap validated content/");
  return validated;
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems, content } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
  if (problems.length === 0) {
    validated = content as Content;
    reporter.info("content/: every file is valid");
    return;
  }
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  reporter.panic(
    `content/ has ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n${problems.map((p) => `  - ${formatProblem(p)}`).join("\n")}`,
  );
};
