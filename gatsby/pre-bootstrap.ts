// Stops `gatsby build` and `gatsby develop` before sourcing when content/ is invalid, listing every problem.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Lang } from "../src/lib/i18n";
import type { Content } from "./content-schema";
import { formatProblem, readContentDir, validateContent } from "./validate-content";

export const CONTENT_DIR = path.resolve(__dirname, "../content");

let validated: Record<Lang, Content> | undefined;

/**
 * content/ as validated before sourcing, for the Node APIs that need whole collections
 * (gatsby/relations.ts), so a build reads and parses it once. It throws if called before
 * onPreBootstrap, which stops the build when content/ is invalid.
 */
export function validatedContent(lang: Lang = "en"): Content {
  if (!validated) throw new Error("gatsby/pre-bootstrap.ts: validatedContent() was called before onPreBootstrap validated content/");
  return validated[lang];
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems, content, translations } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
  if (problems.length === 0) {
    validated = { en: content as Content, ar: translations.ar.content as Content };
    reporter.info("content/: every file is valid");
    // Articles and case studies may be published in one language; the editors see which ones are.
    const { englishOnly, translationOnly } = translations.ar.untranslated;
    if (englishOnly.length)
      reporter.info(`content/: published in English only, not yet in Arabic: ${englishOnly.map((k) => `content/${k}.en.json`).join(", ")}`);
    if (translationOnly.length) reporter.info(`content/: published in Arabic only: ${translationOnly.map((k) => `content/${k}.ar.json`).join(", ")}`);
    return;
  }
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  reporter.panic(
    `content/ has ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n${problems.map((p) => `  - ${formatProblem(p)}`).join("\n")}`,
  );
};
