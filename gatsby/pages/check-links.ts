// Refuses a build whose content links to a page the build does not create.
import type { ParentSpanPluginArgs } from "gatsby";
import { canonicalPath } from "../../src/lib/language/i18n";
import { REDIRECTS } from "../../src/lib/routing/routes";
import type { z } from "zod";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS, isPageLinkMark, type Content } from "../../src/lib/content/schema";
import { COLLECTIONS, DOCUMENTS, contentFilePath, type Collection, type DocumentName } from "../../src/lib/content/content-files";
import { markedValues } from "../../src/lib/content/translations";
import { jsonPath } from "../content/value-paths";
import { validatedContent, validatedRecordFiles } from "../content/pre-bootstrap";
import type { RecordFiles } from "../content/validate";

export interface ContentLink {
  file: string;
  where: string;
  path: string;
}

/** Every value the model marks as a page link, in every file, wherever it is; an external address is not one. */
export function contentLinks(c: Partial<Content>, files: RecordFiles = {}): ContentLink[] {
  const linksIn = (file: string, schema: z.ZodType, data: unknown): ContentLink[] =>
    markedValues(schema, data, isPageLinkMark).flatMap(({ path, value }) => (typeof value === "string" ? [{ file, where: jsonPath(path), path: value }] : []));
  return [
    ...(Object.keys(DOCUMENTS) as DocumentName[]).flatMap((name) =>
      c[name] === undefined ? [] : linksIn(contentFilePath(name), DOCUMENT_SCHEMAS[name] as z.ZodType, c[name]),
    ),
    ...(Object.keys(COLLECTIONS) as Collection[]).flatMap((name) =>
      (c[name] ?? []).flatMap((record, i) => linksIn(files[name]?.[i] ?? `content/${name}/ (record ${i + 1})`, RECORD_SCHEMAS[name] as z.ZodType, record)),
    ),
  ];
}

/** Content may omit the trailing slash: the site writes every link in the one form. */
export function brokenLinks(links: readonly ContentLink[], pages: ReadonlySet<string>): ContentLink[] {
  return links.filter((l) => !pages.has(canonicalPath(l.path.replace(/[?#].*$/, ""))));
}

/** After bootstrap, when every page has its SitePage node. */
export function checkContentLinks({ getNodesByType, reporter }: ParentSpanPluginArgs): void {
  const content = validatedContent("en");
  const files = validatedRecordFiles();
  const pages = new Set<string>([...getNodesByType("SitePage").map((page) => String(page.path)), ...REDIRECTS.map((r) => r.from)]);
  const broken = brokenLinks(contentLinks(content, files), pages);
  if (broken.length === 0) return;
  reporter.panicOnBuild(
    `content/ links to ${broken.length} page(s) the build does not create:\n${broken.map((b) => `  - ${b.file} at ${b.where}: ${b.path} is not a page of this site`).join("\n")}`,
  );
}
