import path from "node:path";
import type { Page } from "@playwright/test";
import type { Content } from "../../../gatsby/content/schema";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";
import { canonicalPath } from "../../../src/lib/language/i18n";
import { servicePath } from "../../../src/lib/routing/slug";

const CONTENT_DIR = path.resolve(process.env.E2E_CONTENT || path.resolve(__dirname, "../../../content"));
const validated = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
if (validated.problems.length > 0) throw new Error(`${CONTENT_DIR} is not valid:\n${validated.problems.map(formatProblem).join("\n")}`);

/**
 * The site's content, read and validated from content/ (as the site lists it), so the tests follow it;
 * E2E_CONTENT names another folder, for a build of other content (scripts/e2e-scale.mjs).
 */
export const CONTENT = validated.content as Content;
/** The Arabic edition's content: each translation merged over its English twin, as the build makes it. */
export const CONTENT_AR = validated.translations.ar.content as Content;

export type PageCopy = (typeof CONTENT.pages)[number];

export const SITE = CONTENT.site;
const PAGES = CONTENT.pages;
export const SERVICES = CONTENT.services;
export const TESTIMONIALS = CONTENT.testimonials;
export const TEAM = CONTENT.team;
export const VALUES = CONTENT.values;
export const BENEFITS = CONTENT.benefits;
export const PROCESS = CONTENT.process;
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

/**
 * Lets React finish the work it has queued (renders and effects run from the scheduler's
 * MessageChannel tasks, which Playwright's clock does not fake), so a timer an effect sets
 * exists before the test moves the clock.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let rounds = 3;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (--rounds === 0 ? resolve() : channel.port2.postMessage(null));
        channel.port2.postMessage(null);
      }),
  );
}
