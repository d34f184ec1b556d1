// Content-Security-Policy with per-page script hashes and the headers every response gets, computed
// from the built HTML by gatsby/html-pipeline.ts; public/_headers for Netlify and Cloudflare Pages
// (written with the other hosts' rules by gatsby/host-config.ts).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import crypto from "node:crypto";

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

/** The policy for one page: only this page's inline scripts, the site's files and the map. */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  const unique = [...new Set(hashes)];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...unique, ...MAPS_SCRIPT_ORIGINS].join(" ")}`,
    `style-src 'self' 'unsafe-inline' ${MAPS_STYLE_ORIGINS.join(" ")}`,
    `img-src 'self' data: blob: ${MAPS_IMAGE_ORIGINS.join(" ")}`,
    `font-src 'self' ${MAPS_FONT_ORIGINS.join(" ")}`,
    `connect-src 'self' ${MAPS_CONNECT_ORIGINS.join(" ")}`,
    "worker-src 'self' blob:",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
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

/**
 * Headers of a page (an HTML document) besides its policy, set by the page's own rule: not on every
 * path, since /admin needs another value (its GitHub sign-in popup answers through window.opener) and
 * Netlify and Cloudflare join the values of two matching rules rather than pick one.
 */
export const DOCUMENT_HEADERS: readonly [string, string][] = [["Cross-Origin-Opener-Policy", "same-origin"]];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby's processed images live under hashed folders; bundles carry a 20-digit hash in their names. */
export const HASHED_DIR = "/static/*";
export const HASHED_FILE = /^[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

export interface PagePolicy {
  /** URL path, e.g. /about (the 404 page is /404.html) */
  path: string;
  csp: string;
  /** The page's headers besides its policy; DOCUMENT_HEADERS unless the page needs others (/admin). */
  headers?: readonly (readonly [string, string])[];
}

/** Every header a page's own rule sets: its policy, then the rest. */
export function pageHeaders(p: PagePolicy): [string, string][] {
  return [["Content-Security-Policy", p.csp], ...(p.headers ?? DOCUMENT_HEADERS).map(([k, v]) => [k, v] as [string, string])];
}

/**
 * Netlify and Cloudflare Pages: public/_headers. Both join the values of a header that several
 * matching rules set, and Netlify cannot detach one, so no header is set by two rules that match
 * the same path: each policy goes on an exact path only (unknown paths get the 404 page's policy
 * from its own meta element), and Cache-Control only on hashed files, since both hosts already
 * send `public, max-age=0, must-revalidate` (REVALIDATE) for everything else.
 */
export function netlifyHeaders(pages: readonly PagePolicy[], hashedFiles: readonly string[] = []): string {
  const lines: string[] = ["# Generated by gatsby/security-headers.ts after each build; do not edit.", "/*"];
  for (const [k, v] of COMMON_HEADERS) lines.push(`  ${k}: ${v}`);
  // Exact names: a /*.js pattern would also pin unhashed scripts such as Partytown's for a year.
  for (const pattern of [HASHED_DIR, ...hashedFiles.map((f) => `/${f}`)]) lines.push(pattern, `  Cache-Control: ${IMMUTABLE}`);
  for (const p of pages) lines.push(p.path, ...pageHeaders(p).map(([k, v]) => `  ${k}: ${v}`));
  return `${lines.join("\n")}\n`;
}

/** Directives a meta element may carry; browsers ignore the others and log an error for each. */
export function metaPolicy(csp: string): string {
  return csp
    .split("; ")
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join("; ");
}

/**
 * Puts a policy at the very start of <head>, before any script, for pages served at paths
 * no header rule can name; a policy from an earlier run (Gatsby keeps unchanged HTML) is replaced.
 */
export function withMetaPolicy(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"/>`;
  const clean = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "");
  return clean.replace(/<head([^>]*)>/i, (m) => `${m}${meta}`);
}
