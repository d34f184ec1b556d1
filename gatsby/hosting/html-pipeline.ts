// The one pass over the built HTML: every HTML file in public/ is read once, run through an ordered
// list of pure steps, given its Content-Security-Policy in a meta element and written once if it changed.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
//
// The policy is not one of the steps: it is computed after them, from the HTML they return, so it
// hashes each page's final inline scripts by construction (a step added later cannot run after it).
import fs from "node:fs/promises";
import path from "node:path";
import type { BuiltPage, HtmlStep } from "../../plugins/gatsby-plugin-fast-start";
import { ADMIN_CSP, ADMIN_HEADERS, ADMIN_PATH } from "../cms/admin";
import { contentSecurityPolicy, inlineScripts, sha256, withMetaPolicy, type PagePolicy } from "./security-headers";

export interface PipelineResult {
  /** Every page's policy, each now in its page's meta element, for the hosts' rules (gatsby/hosting/host-rules.ts); /404 is left out as a copy of /404.html. */
  policies: PagePolicy[];
  /** For each step, the files it changed. */
  changedBy: Record<string, string[]>;
  /** How many files were written. */
  written: number;
}

/** Folders of public/ that hold no pages: page data, hashed assets, Gatsby's slice fragments. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby"]);

/** Every HTML page under dir, relative to it with "/" separators, sorted. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const files = (await fs.readdir(dir, { recursive: true, encoding: "utf8" })).map((f) => f.split(path.sep).join("/"));
  return files.filter((f) => f.endsWith(".html") && !NOT_PAGES.has(f.split("/")[0]!)).sort();
}

/** The URL path an HTML file answers at, with trailingSlash "always": about/index.html is /about/. */
export function urlPathOf(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  return `/${file}`;
}

/**
 * A page's policy, and its HTML with that policy in a meta element at the start of <head>: the hosts'
 * rules are the same for every page (gatsby/hosting/security-headers.ts), so each page carries its own script
 * hashes. The CMS at /admin is not a page of the site: it has its own policy and headers (gatsby/cms/admin.ts),
 * which every host sends from a rule of its own.
 */
function securePage(html: string, page: BuiltPage, formOrigins: readonly string[]): { html: string; policy: PagePolicy } {
  if (page.url === ADMIN_PATH) return { html, policy: { path: page.url, csp: ADMIN_CSP, headers: ADMIN_HEADERS } };
  const policy: PagePolicy = { path: page.url, csp: contentSecurityPolicy(inlineScripts(html).map(sha256), formOrigins) };
  return { html: withMetaPolicy(html, policy.csp, `public/${page.file}`), policy };
}

/**
 * Runs every page of publicDir through the steps in order, then secures it; each file is read and
 * written at most once. `formOrigins` are the origins the forms send to (gatsby/forms/destinations.ts).
 */
export async function processBuiltHtml(publicDir: string, steps: readonly HtmlStep[], formOrigins: readonly string[] = []): Promise<PipelineResult> {
  const changedBy: Record<string, string[]> = Object.fromEntries(steps.map((s) => [s.name, []]));
  const policies: PagePolicy[] = [];
  let written = 0;
  for (const file of await htmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const original = await fs.readFile(full, "utf8");
    const page: BuiltPage = { file, url: urlPathOf(file) };
    let html = original;
    for (const step of steps) {
      const next = step.apply(html, page);
      if (next !== html) changedBy[step.name]?.push(file);
      html = next;
    }
    const secured = securePage(html, page, formOrigins);
    if (secured.html !== original) {
      await fs.writeFile(full, secured.html);
      written += 1;
    }
    if (page.url !== "/404/") policies.push(secured.policy); // /404/index.html is a copy of /404.html
  }
  return { policies, changedBy, written };
}
