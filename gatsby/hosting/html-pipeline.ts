// The one pass over the built HTML: each file read once, run through pure steps, given its CSP, written once.
// Synchronous: hundreds of small files one after another, where each await costs a round trip to the thread pool.
// The CSP is computed after the steps, not as one, so it hashes the final inline scripts by construction.
import fs from "node:fs";
import path from "node:path";
import type { BuiltPage, HtmlStep } from "../../plugins/gatsby-plugin-fast-start";
import { ADMIN_HEADERS, ADMIN_PATH } from "../cms/admin";
import { ADMIN_CSP, contentSecurityPolicy, inlineScripts, sha256, withMetaPolicy, type PagePolicy } from "./security-headers";

const NOT_PAGES = new Set(["page-data", "static", "_gatsby"]);

export function htmlFiles(dir: string): string[] {
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => f.split(path.sep).join("/"));
  return files.filter((f) => f.endsWith(".html") && !NOT_PAGES.has(f.split("/")[0]!)).sort();
}

/** about/index.html is /about/ (trailingSlash "always"). */
export function urlPathOf(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  return `/${file}`;
}

/** /admin is not a site page: its own policy and headers come from a host rule of its own. */
function securePage(html: string, page: BuiltPage, formOrigins: readonly string[]): { html: string; policy: PagePolicy } {
  if (page.url === ADMIN_PATH) return { html, policy: { path: page.url, csp: ADMIN_CSP, headers: ADMIN_HEADERS } };
  const policy: PagePolicy = { path: page.url, csp: contentSecurityPolicy(inlineScripts(html).map(sha256), formOrigins) };
  return { html: withMetaPolicy(html, policy.csp, `public/${page.file}`), policy };
}

/** The pages' policies for the hosts' rules, the files each step changed, and how many files were written. */
export function processBuiltHtml(publicDir: string, steps: readonly HtmlStep[], formOrigins: readonly string[] = []) {
  const changedBy: Record<string, string[]> = Object.fromEntries(steps.map((s) => [s.name, []]));
  const policies: PagePolicy[] = [];
  let written = 0;
  for (const file of htmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const original = fs.readFileSync(full, "utf8");
    const page: BuiltPage = { file, url: urlPathOf(file) };
    let html = original;
    for (const step of steps) {
      const next = step.apply(html, page);
      if (next !== html) changedBy[step.name]?.push(file);
      html = next;
    }
    const secured = securePage(html, page, formOrigins);
    if (secured.html !== original) {
      fs.writeFileSync(full, secured.html);
      written += 1;
    }
    if (page.url !== "/404/") policies.push(secured.policy); // /404/index.html is a copy of /404.html
  }
  return { policies, changedBy, written };
}
