// Stops `gatsby build` and `gatsby develop` before sourcing when content/ is invalid, listing every problem.
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import type { Lang } from "../../src/lib/language/i18n";
import type { Content } from "../../src/lib/content/schema";
import { formatProblem, readContentDir, validateContent, type RecordFiles } from "./validate";

export const CONTENT_DIR = path.resolve(__dirname, "../../content");

let validated: { content: Record<Lang, Content>; files: RecordFiles; sources: Record<string, string> } | undefined;

/** For Node APIs that need whole collections, so a build parses content/ once. Throws before onPreBootstrap. */
export const validatedContent = (lang: Lang = "en"): Content => validatedOrThrow().content[lang];

export const validatedRecordFiles = (): RecordFiles => validatedOrThrow().files;

/** content/{fileKey}.json ("services/marketing.ar") as the validator read it, parsed; undefined when there is none. */
export const validatedFile = (fileKey: string): unknown => JSON.parse(validatedOrThrow().sources[fileKey] ?? "null") ?? undefined;

function validatedOrThrow(): NonNullable<typeof validated> {
  if (!validated) throw new Error("gatsby/content/pre-bootstrap.ts: content/ was read before onPreBootstrap validated it");
  return validated;
}

export const onPreBootstrap = ({ reporter }: ParentSpanPluginArgs): void => {
  const sources = readContentDir(CONTENT_DIR);
  const { problems, content, files, translations } = validateContent(sources, CONTENT_DIR);
  if (problems.length === 0) {
    validated = { content: { en: content as Content, ar: translations.ar.content as Content }, files, sources };
    reporter.info("content/: every file is valid");
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
