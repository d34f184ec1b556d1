/** The pages the site creates from a content tree (src/pages, gatsby/pages/create-pages.ts and the redirects), each at its one URL with its trailing slash. */
import fs from "node:fs";
import path from "node:path";
import type { Content } from "../../../src/lib/content/schema";
import { DEDICATED_SERVICE_IDS, NOTICE_PAGES, PRIVACY_PATHS, REDIRECTS } from "../../../src/lib/routing/routes";
import { articlePath, caseStudyPath, servicePath, tagPath } from "../../../src/lib/routing/slug";

const FILE_ROUTED = fs
  .readdirSync(path.resolve(__dirname, "../../../src/pages"))
  .filter((file) => file !== "404.tsx")
  .map((file) => (file === "index.tsx" ? "/" : `/${path.basename(file, ".tsx")}/`));

export function sitePages(content: Partial<Content>): Set<string> {
  const pages = new Set<string>([...FILE_ROUTED, "/insights/", ...NOTICE_PAGES.map((p) => p.path)]);
  for (const a of PRIVACY_PATHS) pages.add(a.path);
  for (const slug of [...DEDICATED_SERVICE_IDS, ...(content.services ?? []).map((s) => s.slug)]) pages.add(servicePath(slug));
  for (const a of content.articles ?? []) {
    pages.add(articlePath(a.slug));
    for (const t of a.tags) pages.add(tagPath(t));
  }
  for (const s of content["case-studies"] ?? []) pages.add(caseStudyPath(s.slug));
  for (const r of REDIRECTS) pages.add(r.from);
  return pages;
}
