// Stops `gatsby build` and `gatsby develop` before sourcing when content/ is invalid, listing every problem.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem, readContentDir, validateContent } from "./validate-content";

export const CONTENT_DIR = path.resolve(__dirname, "../content");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
  if (problems.length === 0) {
    reporter.info("content/: every file is valid");
    return;
  }
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  reporter.panic(
    `content/ has ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n${problems.map((p) => `  - ${formatProblem(p)}`).join("\n")}`,
  );
};
