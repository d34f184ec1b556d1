// Content-Security-Policy with per-page script hashes, carried by each page in a meta element
// (gatsby/hosting/html-pipeline.ts puts it there), and the headers every response gets; public/_headers for
// Netlify and Cloudflare Pages (written with the other hosts' rules by gatsby/hosting/host-rules.ts).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
//
// The hosts' rules do not depend on the number of pages: one site-wide rule, the hashed files' caching,
// one rule per section of the site and one for /admin (Cloudflare Pages allows 100 header rules).
import crypto from "node:crypto";
import { BrokenAssumption } from "../../plugins/gatsby-plugin-fast-start";

/** Origins the Google Maps JavaScript API loads from and talks to. */
export const MAPS_SCRIPT_ORIGINS = ["https://maps.googleapis.com", "https://maps.gstatic.com"];
const MAPS_IMAGE_ORIGINS = [
  "https://maps.googleapis.com",
  "https://maps.gstatic.com",
  "https://*.googleapis.com",
  "https://*.gstatic.com",
  "https://*.google.com",
  "https://*.ggpht.com",
];
const MAPS_CONNECT_ORIGINS = ["https://maps.googleapis.com", "https://*.googleapis.com", "https://*.gstatic.com"];
const MAPS_FONT_ORIGINS = ["https://fonts.gstatic.com"];
const MAPS_STYLE_ORIGINS = ["https://fonts.googleapis.com"];

/** Executable inline scripts of an HTML document (JSON-LD and other data blocks are not scripts CSP governs). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? "";
    // Attribute names start after whitespace, so data-src and data-type do not count.
    if (/(?:^|\s)src\s*=/i.test(attrs)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(m[2] ?? "");
  }
  return scripts;
}

export const sha256 = (text: string): string => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The directives every path's header carries, as the site-wide policy. With a policy in the header
 * and one in the page's meta element the browser enforces both, so these are only directives that
 * every page's policy and /admin's (gatsby/cms/admin.ts) hold verbatim, and forbid nothing either needs;
 * frame-ancestors is here because a meta element cannot carry it. No script-src: the hashes differ
 * from page to page. form-action names the origins the forms post to besides the site (none unless an
 * endpoint is configured); /admin posts no form, so its own policy keeps form-action 'self'.
 */
export function siteDirectives(formOrigins: readonly string[] = []): string[] {
  return ["object-src 'none'", "base-uri 'self'", ["form-action 'self'", ...formOrigins].join(" "), "frame-ancestors 'none'"];
}
/** The site-wide directives of a build whose forms post to the site only (or nowhere): /admin's policy ends with them. */
export const SITE_DIRECTIVES: readonly string[] = siteDirectives();
export const SITE_POLICY = SITE_DIRECTIVES.join("; ");
/** The site-wide policy when the forms post to other origins too (gatsby/forms/destinations.ts, formOrigins). */
export const sitePolicy = (formOrigins: readonly string[] = []): string => siteDirectives(formOrigins).join("; ");

/**
 * The policy for one page: only this page's inline scripts, the site's files and the map, and the
 * origins the forms send to (form-action for a post without JavaScript, connect-src for the script's
 * send), exactly the configured endpoints'. Every page names them, not only the pages with a form:
 * after a client-side navigation the document, and so its meta policy, is still the first page's.
 */
export function contentSecurityPolicy(hashes: readonly string[], formOrigins: readonly string[] = []): string {
  const unique = [...new Set(hashes)];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...unique, ...MAPS_SCRIPT_ORIGINS].join(" ")}`,
    `style-src 'self' 'unsafe-inline' ${MAPS_STYLE_ORIGINS.join(" ")}`,
    `img-src 'self' data: blob: ${MAPS_IMAGE_ORIGINS.join(" ")}`,
    `font-src 'self' ${MAPS_FONT_ORIGINS.join(" ")}`,
    `connect-src 'self' ${[...MAPS_CONNECT_ORIGINS, ...formOrigins].join(" ")}`,
    "worker-src 'self' blob:",
    "media-src 'self'",
    "frame-src 'none'",
    ...siteDirectives(formOrigins),
    "upgrade-insecure-requests",
  ].join("; ");
}

/** Headers every response gets. Referrer-Policy stays at strict-origin-when-cross-origin: a stricter one breaks a referrer-restricted Maps key. */
export const COMMON_HEADERS: readonly [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["X-Frame-Options", "DENY"],
];

/** Headers every path gets on every host: the common ones and the site-wide policy. */
export const siteHeaders = (formOrigins: readonly string[] = []): [string, string][] => [
  ...COMMON_HEADERS,
  ["Content-Security-Policy", sitePolicy(formOrigins)],
];
export const SITE_HEADERS: readonly [string, string][] = siteHeaders();

/**
 * Headers of every page (an HTML document) besides its policy. Not on every path: /admin needs
 * another value (its GitHub sign-in popup answers through window.opener), and Netlify and Cloudflare
 * join the values of two matching rules rather than pick one, which makes an invalid value here.
 */
export const DOCUMENT_HEADERS: readonly [string, string][] = [["Cross-Origin-Opener-Policy", "same-origin"]];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby's processed images live under hashed folders; bundles carry a 20-digit hash in their names. */
export const HASHED_DIR = "/static/*";
export const HASHED_FILE = /^[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

/** Cloudflare Pages applies at most this many rules of a _headers file. */
export const HEADER_RULE_LIMIT = 100;

export interface PagePolicy {
  /** URL path, e.g. /about (the 404 page is /404.html) */
  path: string;
  /** The page's own policy, which the page carries in a meta element. */
  csp: string;
  /**
   * Only for a page that is not one of the site's (/admin): it then gets a rule of its own on every
   * host, with its policy in the header and these headers instead of DOCUMENT_HEADERS.
   */
  headers?: readonly (readonly [string, string])[];
}

/** The pages that get a rule of their own (/admin), each with its policy and headers. */
export const ownRules = (pages: readonly PagePolicy[]) => pages.filter((p) => p.headers !== undefined);

/** Every header the own rule of such a page sets: its policy, then the rest. */
export function pageHeaders(p: PagePolicy): [string, string][] {
  return [["Content-Security-Policy", p.csp], ...(p.headers ?? DOCUMENT_HEADERS).map(([k, v]) => [k, v] as [string, string])];
}

/** Whether a _headers path pattern matches a URL path: `*` matches anything, slashes included. */
export function patternMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(url);
}

/**
 * The patterns that give the site's pages DOCUMENT_HEADERS in public/_headers: `/` and one prefix per
 * first path segment (`/insights*` matches /insights, its pages and its tags), so their number follows
 * the sections of the site, not its pages. A segment that starts with another is left to that one's
 * pattern (`/privacy*` covers /privacy-policy), so no path gets a header twice. A pattern may not match
 * a page with a rule of its own: the build stops rather than join /admin's headers with the pages'.
 */
export function documentPatterns(pages: readonly PagePolicy[]): string[] {
  const own = ownRules(pages).map((p) => p.path);
  const paths = pages.filter((p) => p.headers === undefined).map((p) => p.path);
  const segments = [...new Set(paths.filter((p) => p !== "/").map((p) => p.split("/")[1]!))].sort();
  const kept = segments.filter((s) => !segments.some((t) => t !== s && s.startsWith(t)));
  const patterns = [...(paths.includes("/") ? ["/"] : []), ...kept.map((s) => `/${s}*`)];
  for (const path of own) {
    const clash = patterns.find((p) => patternMatches(p, path) || patternMatches(p, `${path}/`));
    if (clash)
      throw new Error(
        `gatsby/hosting/security-headers.ts: the pattern ${clash} (for the pages under it) also matches ${path}, which has headers of its own; Netlify and Cloudflare would join both`,
      );
  }
  return patterns;
}

/**
 * Netlify and Cloudflare Pages: public/_headers. Both join the values of a header that several
 * matching rules set, and Netlify cannot detach one (it skips Cloudflare's `! Name` lines), so:
 * - `/*` carries the common headers and the site-wide policy; each page's own policy, with its
 *   script hashes, is in the page's meta element;
 * - DOCUMENT_HEADERS go on the patterns of documentPatterns(), which never match /admin;
 * - /admin's rule adds its own policy, which the host joins to the site-wide one: two policies,
 *   both enforced, and the site-wide one forbids nothing /admin's does not (SITE_DIRECTIVES);
 * - Cache-Control only on hashed files, by exact name (a /*.js pattern would also pin the unhashed
 *   scripts of Partytown and /admin for a year, and Netlify reads `:name.js` as any one segment),
 *   since both hosts already send REVALIDATE for everything else.
 */
export function netlifyHeaders(pages: readonly PagePolicy[], hashedFiles: readonly string[] = [], formOrigins: readonly string[] = []): string {
  const rule = (path: string, headers: readonly (readonly [string, string])[]) => [path, ...headers.map(([k, v]) => `  ${k}: ${v}`)];
  const lines: string[] = [
    "# Generated by gatsby/hosting/security-headers.ts after each build; do not edit.",
    ...rule("/*", siteHeaders(formOrigins)),
    ...[HASHED_DIR, ...hashedFiles.map((f) => `/${f}`)].flatMap((pattern) => rule(pattern, [["Cache-Control", IMMUTABLE]])),
    ...documentPatterns(pages).flatMap((pattern) => rule(pattern, DOCUMENT_HEADERS)),
    ...ownRules(pages).flatMap((p) => rule(p.path, pageHeaders(p))),
  ];
  return `${lines.join("\n")}\n`;
}

/** The number of rules (path lines) of a _headers file. */
export const headerRuleCount = (text: string): number => text.split("\n").filter((l) => l.startsWith("/") || l.startsWith("https://")).length;

/** Directives a meta element may carry; browsers ignore the others and log an error for each. */
export function metaPolicy(csp: string): string {
  return csp
    .split("; ")
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join("; ");
}

/** A <head> start tag (not <header>), then a <meta charset> if one comes first. */
const HEAD_START = /<head(?=[\s>])[^>]*>(\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>)?/i;

/**
 * Puts a page's policy in a meta element at the start of <head>, before any script or anything it
 * loads: a meta policy governs only what comes after it. It comes after a leading <meta charset>,
 * which must stay within the first 1024 bytes (a policy with a few hashes is about 900). A policy from
 * an earlier run (Gatsby keeps unchanged HTML) is replaced. A page without a <head>, or with a script
 * or a resource before it, stops the build: its policy would not cover it.
 */
export function withMetaPolicy(html: string, csp: string, file = "a page"): string {
  const policy = metaPolicy(csp);
  if (policy.includes('"')) throw new Error(`gatsby/hosting/security-headers.ts: a policy cannot contain '"' in a meta element: ${policy}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const clean = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "");
  const head = HEAD_START.exec(clean);
  const module = "gatsby/hosting/security-headers.ts";
  if (!head) throw new BrokenAssumption(module, "gatsby", "every page has a <head> element for its Content-Security-Policy", `${file} has none`);
  const before = clean.slice(0, head.index + head[0].length);
  if (/<(?:script|link|style|base|img|iframe)\b/i.test(before))
    throw new BrokenAssumption(module, "gatsby", "nothing a policy governs comes before a page's <head>", `${file} has a script or a resource before it`);
  return `${before}${meta}${clean.slice(before.length)}`;
}
