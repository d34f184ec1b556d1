import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** The site's copy, read from content/ so the tests follow the content rather than repeat it. */
const CONTENT = path.resolve(__dirname, "../../../content");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as T;

export interface PageCopy {
  slug: string;
  title: string;
  description: string;
  heading: string;
  lead: string;
  imageAlt?: string;
  blocks: { key: string; heading: string; eyebrow?: string; body?: string[]; links?: { label: string; path: string }[] }[];
}
export interface ServiceCopy {
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  imageAlt: string;
  features: string[];
}

export const SITE = read<{
  siteTitle: string;
  contact: { email: string; phone: string; address: { streetAddress: string; addressLocality: string; countryName: string } };
  socialLinks: Record<"twitter" | "linkedin" | "facebook" | "instagram", string>;
  navigation: { name: string; path: string }[];
  footerLinks: { title: string; links: { name: string; path: string }[] }[];
}>("site.json");
export const PAGES = read<PageCopy[]>("pages.json");
export const SERVICES = read<ServiceCopy[]>("services.json");
export const TESTIMONIALS = read<{ author: string; quote: string }[]>("testimonials.json");
export const TEAM = read<{ name: string; title: string; bio: string; imageAlt: string }[]>("team.json");
export const VALUES = read<{ title: string }[]>("values.json");
export const BENEFITS = read<{ title: string }[]>("benefits.json");
export const PROCESS = read<{ title: string }[]>("process.json");
export const SERVICES_FAQ = read<{ question: string; answer: string }[]>("services-faq.json");

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

/** The title and description a route's head should carry, from content. */
export function expectedHead(route: string): { title: string; description: string } {
  const service = /^\/services\/(.+)$/.exec(route);
  if (service) {
    const s = SERVICES.find((x) => x.slug === service[1]);
    if (!s) throw new Error(`no service ${service[1]}`);
    return { title: s.title, description: s.description };
  }
  const slug = route === "/" ? "home" : route === "/privacy-policy" ? "privacy" : route.slice(1);
  const p = pageCopy(slug);
  return { title: p.title, description: p.description };
}

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Emulates the tab being hidden or shown: document.visibilityState is overridden and
 * 'visibilitychange' dispatched, as the browser does when the visitor switches tabs.
 */
export async function setTabVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => s === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

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
