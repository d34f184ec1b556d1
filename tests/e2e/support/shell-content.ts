import path from "node:path";
import { canonicalPath } from "../../../src/lib/language/i18n";
import { servicePath } from "../../../src/lib/routing/slug";
import { loadContent } from "../../unit/support/load-content";
import builds from "./test-builds.json";

const ROOT = path.resolve(__dirname, "../../..");
/** The site's content, from content/ (as the site lists it), so the tests follow it. */
export const { en: CONTENT, ar: CONTENT_AR } = loadContent(path.join(ROOT, "content"));
/**
 * The content of the copy with generated articles, which the listings' tests run on (test-builds.json):
 * only its content/ is kept, and its build has checked the images.
 */
export const archiveContent = () => loadContent(path.join(ROOT, builds.archive.dir, "content"), () => true);

type PageCopy = (typeof CONTENT.pages)[number];

export const SITE = CONTENT.site;
const PAGES = CONTENT.pages;
export const SERVICES = CONTENT.services;
export const TESTIMONIALS = CONTENT.testimonials;
export const SERVICES_FAQ = CONTENT["services-faq"];

export const SITE_URL = "https://www.tamkeen.ae";

export function pageCopy(slug: string): PageCopy {
  const page = PAGES.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages.json has no page "${slug}"`);
  return page;
}

export function block(slug: string, key: string): PageCopy["blocks"][number] {
  const found = pageCopy(slug).blocks.find((b) => b.key === key);
  if (!found) throw new Error(`content/pages.json: page "${slug}" has no block "${key}"`);
  return found;
}

/** The title and description a route's head should carry, from content; the route in its one form (/about/). */
export function expectedHead(route: string): { title: string; description: string } {
  if (canonicalPath(route) !== route) throw new Error(`${route} is not a page's URL: pages answer at ${canonicalPath(route)}`);
  const service = SERVICES.find((x) => servicePath(x.slug) === route);
  if (service) return { title: service.title, description: service.description };
  const slug = route === "/" ? "home" : route === "/privacy-policy/" ? "privacy" : route.slice(1, -1);
  const p = pageCopy(slug);
  return { title: p.title, description: p.description };
}

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
