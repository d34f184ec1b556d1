import fs from "node:fs";
import path from "node:path";
import { splitLang, type Collection, type DocumentName } from "../../../src/lib/content/content-files";
import { LANGS, localePath } from "../../../src/lib/language/i18n";
import { PRIVACY_PATHS } from "../../../src/lib/routing/routes";
import { articlePath, caseStudyPath, INSIGHTS_PATH, servicePath, tagPath } from "../../../src/lib/routing/slug";
import routeList from "../../routes.json";

/**
 * The pages a change to content can alter, for `npm run test:content`: each record's own page and the
 * listings and sections that show it, in both languages. A document every page draws from (the site
 * settings, the page copy) touches every route of tests/routes.json; the shell around them is the same
 * on every page of a template. Typed by content type, so a new type cannot be left out.
 */
const EVERY_ROUTE = routeList.spec;

const RECORD_PAGES: Record<Collection, (slug: string, record: Record<string, unknown> | undefined) => string[]> = {
  articles: (slug, record) => [articlePath(slug), INSIGHTS_PATH, ...(Array.isArray(record?.tags) ? record.tags.map(String).map(tagPath) : [])],
  "case-studies": (slug) => [caseStudyPath(slug), "/case-studies/"],
  services: (slug) => [servicePath(slug), "/services/", "/"],
  testimonials: () => ["/", "/about/"],
  team: () => ["/about/"],
  faq: () => ["/faq/"],
  resources: () => ["/guides/"],
};

/** Every service's page: the process is drawn on each. */
const servicePages = (contentDir: string) =>
  fs.readdirSync(path.join(contentDir, "services")).flatMap((f) => (f.endsWith(".en.json") ? [servicePath(f.replace(/\.en\.json$/, ""))] : []));

const DOCUMENT_PAGES: Record<DocumentName, (contentDir: string) => readonly string[]> = {
  site: () => EVERY_ROUTE,
  pages: () => EVERY_ROUTE,
  values: () => ["/about/"],
  process: (contentDir) => ["/services/", ...servicePages(contentDir)],
  "services-faq": () => ["/services/"],
  benefits: () => ["/careers/"],
  privacy: () => PRIVACY_PATHS.map((p) => p.path),
  tags: () => [INSIGHTS_PATH],
};

/** The English record of `file` (content/<collection>/<slug>.<lang>.json), or undefined once it is deleted. */
function englishRecord(contentDir: string, collection: string, slug: string): Record<string, unknown> | undefined {
  const file = path.join(contentDir, collection, `${slug}.en.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : undefined;
}

/** The content files that name a picture: a changed picture touches the pages of each. */
function filesNaming(contentDir: string, picture: string): string[] {
  const name = path.basename(picture);
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json") && fs.readFileSync(path.join(contentDir, f), "utf8").includes(name))
    .map((f) => `content/${f.split(path.sep).join("/")}`);
}

/**
 * The page paths (English and Arabic, each at its one URL) that `changed` files under content/ can
 * alter. Paths are repository-relative, as git names them; other files touch no page.
 */
export function touchedPages(changed: readonly string[], contentDir = "content"): string[] {
  const pages = new Set<string>();
  const add = (paths: readonly string[]) => paths.forEach((p) => LANGS.forEach((lang) => pages.add(localePath(p, lang))));
  for (const file of changed) {
    const relative = file.replace(/^content\//, "");
    if (relative === file) continue;
    if (!relative.endsWith(".json")) {
      filesNaming(contentDir, relative).forEach((f) => touchedPages([f], contentDir).forEach((p) => pages.add(p)));
      continue;
    }
    // A file without a language in its name (the glossary) is read by the validator only.
    const { dir, name } = path.posix.parse(relative);
    const parts = splitLang(name);
    if (!parts) continue;
    if (dir === "" && parts.key in DOCUMENT_PAGES) add(DOCUMENT_PAGES[parts.key as DocumentName](contentDir));
    else if (dir in RECORD_PAGES) add(RECORD_PAGES[dir as Collection](parts.key, englishRecord(contentDir, dir, parts.key)));
  }
  return [...pages].sort();
}
