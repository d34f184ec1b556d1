// Per-page CSP (hashes, carried in a meta element by html-pipeline.ts) and every response's headers.
// Host rules stay page-count-independent (Cloudflare Pages allows 100 header rules): one site-wide rule,
// hashed-file caching, one per site section and one for /admin.
import crypto from "node:crypto";
import { ADMIN_DIRECTIVES } from "../cms/admin";

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

/** JSON-LD and other data blocks are not scripts CSP governs. */
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
 * The site-wide header policy. The browser enforces it and the meta policy both, so it holds only directives
 * every page's and /admin's policy share verbatim (no script-src: hashes vary per page); frame-ancestors is
 * here because a meta element cannot carry it.
 */
export function siteDirectives(formOrigins: readonly string[] = []): string[] {
  return ["object-src 'none'", "base-uri 'self'", ["form-action 'self'", ...formOrigins].join(" "), "frame-ancestors 'none'"];
}
/** /admin posts no form, so its policy ends with these (form-action 'self'). */
export const SITE_DIRECTIVES: readonly string[] = siteDirectives();

/** Ends with the site-wide directives, so the site-wide policy hosts join to it on /admin adds no restriction. */
export const ADMIN_CSP = [...ADMIN_DIRECTIVES, ...SITE_DIRECTIVES].join("; ");

/**
 * Every page names the form origins, not only pages with a form: after a client-side navigation the
 * document, and so its meta policy, is still the first page's.
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

/** Referrer-Policy stays at strict-origin-when-cross-origin: a stricter one breaks a referrer-restricted Maps key. */
export const COMMON_HEADERS: readonly [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["X-Frame-Options", "DENY"],
];

export const siteHeaders = (formOrigins: readonly string[] = []): [string, string][] => [
  ...COMMON_HEADERS,
  ["Content-Security-Policy", siteDirectives(formOrigins).join("; ")],
];

/**
 * Pages only: /admin's GitHub sign-in popup answers through window.opener, and Netlify and Cloudflare
 * join two matching rules' values (an invalid value) rather than pick one.
 */
export const DOCUMENT_HEADERS: readonly [string, string][] = [["Cross-Origin-Opener-Policy", "same-origin"]];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby's processed images live under hashed folders; bundles carry a 20-digit hash. */
export const HASHED_DIR = "/static/*";
export const HASHED_FILE = /^[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

/** Cloudflare Pages' _headers rule limit. */
export const HEADER_RULE_LIMIT = 100;

export interface PagePolicy {
  /** e.g. /about (the 404 page is /404.html) */
  path: string;
  csp: string;
  /** Only for a page not the site's (/admin): it gets its own host rule, policy in the header, these instead of DOCUMENT_HEADERS. */
  headers?: readonly (readonly [string, string])[];
}

export const ownRules = (pages: readonly PagePolicy[]) => pages.filter((p) => p.headers !== undefined);

export function pageHeaders(p: PagePolicy): [string, string][] {
  return [["Content-Security-Policy", p.csp], ...(p.headers ?? DOCUMENT_HEADERS).map(([k, v]) => [k, v] as [string, string])];
}

/** `*` in a _headers pattern matches anything, slashes included. */
export function patternMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(url);
}

/**
 * `/` and one prefix per first path segment (`/insights*`), so the count follows site sections, not pages.
 * A segment that starts with another is left to that one's pattern (`/privacy*` covers /privacy-policy) so no
 * path gets a header twice. A pattern matching a page with its own rule (/admin) stops the build.
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
 * public/_headers. Both hosts join a header's values across matching rules, and Netlify cannot detach one
 * (it skips Cloudflare's `! Name` lines); /admin's policy is joined to the site-wide one, both enforced.
 * Cache-Control goes on hashed files by exact name: a /*.js pattern would pin Partytown's and /admin's
 * unhashed scripts for a year, and Netlify reads `:name.js` as any one segment.
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

export const headerRuleCount = (text: string): number => text.split("\n").filter((l) => l.startsWith("/") || l.startsWith("https://")).length;

/** Directives a meta element may carry; browsers ignore the others and log an error for each. */
export function metaPolicy(csp: string): string {
  return csp
    .split("; ")
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join("; ");
}

const HEAD_START = /<head(?=[\s>])[^>]*>(\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>)?/i;

/**
 * A meta policy governs only what follows it, so it goes first in <head>, after a leading <meta charset>
 * (which must stay within the first 1024 bytes). Replaces an earlier run's policy (Gatsby keeps unchanged HTML).
 */
export function withMetaPolicy(html: string, csp: string, file = "a page"): string {
  const policy = metaPolicy(csp);
  if (policy.includes('"')) throw new Error(`gatsby/hosting/security-headers.ts: a policy cannot contain '"' in a meta element: ${policy}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const clean = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "");
  const head = HEAD_START.exec(clean);
  // Gatsby's html.js (the site has none of its own) writes <head> first; a page without one, or with a resource
  // before it, would be a page the policy does not govern.
  if (!head) throw new Error(`gatsby/hosting/security-headers.ts: ${file} has no <head> element for its Content-Security-Policy`);
  const before = clean.slice(0, head.index + head[0].length);
  if (/<(?:script|link|style|base|img|iframe)\b/i.test(before))
    throw new Error(`gatsby/hosting/security-headers.ts: ${file} has a script or a resource before its <head>, where no Content-Security-Policy governs it`);
  return `${before}${meta}${clean.slice(before.length)}`;
}
