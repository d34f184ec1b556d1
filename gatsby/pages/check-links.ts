// Refuses a build whose content links to a page the build does not create.
import type { ParentSpanPluginArgs } from "gatsby";
import { canonicalPath } from "../../src/lib/language/i18n";
import { REDIRECTS } from "../../src/lib/routing/routes";
import { servicePath, tagPath } from "../../src/lib/routing/slug";
import type { Content } from "../../src/lib/content/schema";
import { contentFilePath, type Collection } from "../../src/lib/content/content-files";
import { validatedContent, validatedRecordFiles } from "../content/pre-bootstrap";
import type { RecordFiles } from "../content/validate";

export interface ContentLink {
  file: string;
  where: string;
  path: string;
}

export function contentLinks(c: Partial<Content>, files: RecordFiles = {}): ContentLink[] {
  const links: ContentLink[] = [];
  const add = (file: string, where: string, path: string) => {
    if (path.startsWith("/")) links.push({ file, where, path });
  };
  const recordFile = (name: Collection, i: number) => files[name]?.[i] ?? `content/${name}/ (record ${i + 1})`;
  c.site?.navigation.forEach((n, i) => add(contentFilePath("site"), `$.navigation[${i}].path`, n.path));
  c.site?.footerLinks.forEach((col, i) => col.links.forEach((l, j) => add(contentFilePath("site"), `$.footerLinks[${i}].links[${j}].path`, l.path)));
  c.pages?.forEach((p, i) =>
    p.blocks.forEach((b, j) => b.links?.forEach((l, k) => add(contentFilePath("pages"), `$[${i}].blocks[${j}].links[${k}].path`, l.path))),
  );
  c.resources?.forEach((r, i) => add(recordFile("resources", i), "$.downloadUrl", r.downloadUrl));
  c["case-studies"]?.forEach((s, i) => s.services.forEach((slug, j) => add(recordFile("case-studies", i), `$.services[${j}]`, servicePath(slug))));
  c.articles?.forEach((a, i) => a.tags.forEach((t, j) => add(recordFile("articles", i), `$.tags[${j}]`, tagPath(t))));
  return links;
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
