/** The pages the site creates from a content tree (src/pages, gatsby/pages/create-pages.ts and the redirects), each at its one URL with its trailing slash. */
import type { Content } from "../../../src/lib/content/schema";
import { DEDICATED_SERVICE_IDS, NOTICE_PAGES, PRIVACY_PATHS, REDIRECTS } from "../../../src/lib/routing/routes";
import { articlePath, caseStudyPath, servicePath, tagPath } from "../../../src/lib/routing/slug";

export function sitePages(content: Partial<Content>): Set<string> {
  const pages = new Set<string>([
    "/",
    "/about/",
    "/services/",
    "/insights/",
    "/contact/",
    "/careers/",
    "/case-studies/",
    "/guides/",
    "/faq/",
    ...NOTICE_PAGES.map((p) => p.path),
  ]);
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
