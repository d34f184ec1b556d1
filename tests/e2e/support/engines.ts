import path from "node:path";
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";
import { startupScripts } from "../../../plugins/gatsby-plugin-fast-start";

/**
 * The servers the host specs (hosts.spec.ts, csp.spec.ts) run on, one Playwright project each
 * (playwright.config.ts), and what each of them does where they differ. The hosts' engines are the
 * hosts' own code run locally; where the local engine does less than the host in production, the
 * trait says so and why, and the test checks what the engine does instead; only a request that would stop
 * the engine is not sent: playwright.config.ts leaves that engine out of the spec that sends it.
 */
export type Engine = "nginx" | "cloudflare-pages" | "netlify";

export interface EngineTraits {
  /** What the test output calls it. */
  readonly name: string;
  /**
   * The answer to a page's URL without its trailing slash: a permanent redirect to the page's one URL,
   * or, where the engine serves the page at both, the page itself.
   */
  readonly slashless: 301 | 308 | "the page";
  /** Compressed responses: the build's stored .br/.gz copies, compressed per request, or none. */
  readonly compression: "stored" | "per request" | "none";
  /** Whether it answers a Range request with 206. */
  readonly ranges: boolean;
  /** Whether the Cache-Control of the build's rules reaches the response (hashed files: immutable). */
  readonly cacheRules: boolean;
  /** Its answer to a malformed URL (/%), or "stops" for an engine whose process ends on one, which is never sent it. */
  readonly malformed: number | "stops";
  /** Whether it keeps /_headers and /_redirects to itself. */
  readonly hidesRuleFiles: boolean;
  /** Whether a redirect it answers from a rule carries the rules' headers too (HSTS and the rest). */
  readonly headersOnRedirects: boolean;
  /** Whether /404.html is served as it is, or redirected to a URL without the extension. */
  readonly htmlExtension: "served" | "redirected";
  /** The file its log goes to (the engines'), read for rules it calls invalid. */
  readonly log?: string;
}

const hostLog = (host: string) => path.resolve("build", "hosts", `${host}.log`);

/** nginx does everything the tests check, as the hosts' CDNs do. */
const NGINX = {
  slashless: 301,
  compression: "stored",
  ranges: true,
  cacheRules: true,
  malformed: 400,
  hidesRuleFiles: true,
  headersOnRedirects: true,
  htmlExtension: "served",
} as const;

const ENGINES: Record<Engine, EngineTraits> = {
  nginx: { name: "nginx", ...NGINX },
  "cloudflare-pages": {
    name: "Cloudflare Pages' engine (wrangler pages dev)",
    slashless: 308,
    // Cloudflare compresses at its edge, as wrangler's asset server does; the stored copies are files to it.
    compression: "per request",
    // wrangler 4.86's local asset server answers a Range request with the whole file (200);
    // Cloudflare's edge answers 206.
    ranges: false,
    cacheRules: true,
    // The asset server does not decode the path; /% is a file it does not have.
    malformed: 404,
    // Answered 502 by the local server: not served, which is what matters.
    hidesRuleFiles: true,
    headersOnRedirects: true,
    // Cloudflare Pages serves pages without .html and redirects /404.html there (its html_handling).
    htmlExtension: "redirected",
    log: hostLog("cloudflare-pages"),
  },
  netlify: {
    name: "Netlify's engine (netlify dev)",
    // netlify-cli 27's static server serves about/index.html at /about too (dist/utils/proxy.js,
    // alternativePathsFor); Netlify's CDN redirects /about to /about/ (Pretty URLs).
    slashless: "the page",
    // Its static server (@fastify/static) sends files as they are; Netlify's CDN compresses.
    compression: "none",
    // @fastify/static is started with acceptRanges: false (dist/utils/static-server.js).
    ranges: false,
    // Its proxy sets the rule headers, then writes the static server's own Cache-Control over them
    // (dist/utils/proxy.js: res.writeHead(status, proxyRes.headers)); Netlify's CDN applies them.
    cacheRules: false,
    // netlify-cli 27.10.2 decodes the path with decodeURIComponent outside any try (rewriter in
    // dist/utils/rules-proxy.js, line 70, awaited by onRequest in dist/utils/proxy.js, line 675): the
    // URIError ends the process, and the request gets no answer. Netlify's CDN answers 400.
    malformed: "stops",
    // The local static server serves every file of the directory; Netlify's CDN does not serve them.
    hidesRuleFiles: false,
    // Its proxy answers a rule's redirect with Location and Cache-Control only (dist/utils/proxy.js).
    headersOnRedirects: false,
    htmlExtension: "served",
    log: hostLog("netlify"),
  },
};

/** The engine of the running project (playwright.config.ts metadata.engine). */
export function engineOf(info: TestInfo): EngineTraits & { id: Engine } {
  const { engine } = info.project.metadata as { engine?: Engine };
  if (!engine || !(engine in ENGINES)) throw new Error(`project ${info.project.name} names no engine in its metadata (playwright.config.ts)`);
  return { ...ENGINES[engine], id: engine };
}

/** A request as a host's test sends it: redirects are answers, not followed. */
export const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) => request.get(url, { maxRedirects: 0, headers });

/** The home page's start-up scripts, the hashed /app-<hash>.js among them. */
export async function homeScripts(request: APIRequestContext): Promise<{ scripts: string[]; app: string; html: string }> {
  const html = await (await get(request, "/")).text();
  const scripts = startupScripts(html);
  const app = scripts.find((s) => /^\/app-[0-9a-f]{20}\.js$/.test(s));
  expect(app, "the home page loads /app-<hash>.js").toBeTruthy();
  return { scripts, app: app!, html };
}
