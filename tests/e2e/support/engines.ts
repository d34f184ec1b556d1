import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { BUILD_DIR } from "./a11y-csp";

/**
 * The servers the host specs (hosts.spec.ts, csp.spec.ts) run on, one Playwright project each
 * (playwright.config.ts), and what each of them does where they differ. The hosts' engines are the
 * hosts' own code run locally; where the local engine does less than the host in production, the
 * trait says so and why, and the test checks what the engine does instead of skipping silently.
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
  /**
   * Its answer to a malformed URL (/%): a status, or, for an engine that stops on one, how it stops: it
   * closes the connection without an answer, its process exits with exitCode, and its log names error.
   * An engine that stops is sent /% on a throwaway engine of its own (hosts.spec.ts), never the shared one.
   */
  readonly malformed: number | { readonly crashes: { readonly exitCode: number; readonly error: string } };
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
    malformed: { crashes: { exitCode: 1, error: "URIError: URI malformed" } },
    // The local static server serves every file of the directory; Netlify's CDN does not serve them.
    hidesRuleFiles: false,
    // Its proxy answers a rule's redirect with Location and Cache-Control only (dist/utils/proxy.js).
    headersOnRedirects: false,
    htmlExtension: "served",
    log: hostLog("netlify"),
  },
};

/**
 * The engine of the running project (playwright.config.ts metadata.engine), and the port
 * (metadata.sparePort) where a test may start a throwaway one of its own (startEngine).
 */
export function engineOf(info: TestInfo): EngineTraits & { id: Engine; sparePort?: number } {
  const { engine, sparePort } = info.project.metadata as { engine?: Engine; sparePort?: number };
  if (!engine || !(engine in ENGINES)) throw new Error(`project ${info.project.name} names no engine in its metadata (playwright.config.ts)`);
  return { ...ENGINES[engine], id: engine, sparePort };
}

/** A throwaway engine a test started (startEngine): its origin, how it ended, and its log. */
export interface OwnEngine {
  readonly origin: string;
  /** Settles with the process's exit code (host-engine.mjs passes on the engine's) when it stops. */
  readonly exited: Promise<number | null>;
  readonly log: () => string;
  /** Stops it, if it still runs, and waits until it has. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts a host's engine of the test's own on the build of the running project, through
 * scripts/host-engine.mjs as playwright.config.ts starts the shared ones, and waits until it serves /.
 * For requests that stop an engine, which must not reach the one the other tests share.
 */
export async function startEngine(info: TestInfo, { startup = 90_000 } = {}): Promise<OwnEngine> {
  const engine = engineOf(info);
  if (engine.sparePort === undefined) throw new Error(`project ${info.project.name} names no sparePort in its metadata (playwright.config.ts)`);
  const origin = `http://127.0.0.1:${engine.sparePort}`;
  // Whatever answers there already (an engine left by a stopped run) must not get the test's requests.
  const taken = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} already answers: port ${engine.sparePort} (playwright.config.ts sparePort) must be free`);
  const logFile = info.outputPath(`${engine.id}-engine.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const args = ["scripts/host-engine.mjs", "--engine", engine.id, "--port", String(engine.sparePort), "--dir", BUILD_DIR, "--log", logFile];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const own: OwnEngine = {
    origin,
    exited,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : ""),
    stop: async () => {
      if (running) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + startup;
  for (;;) {
    if (!running) throw new Error(`${engine.name} stopped before it served ${origin}/:\n${stderr}`);
    // The body is read: a response left unread keeps its connection, and when the engine later stops
    // on /%, Node 24's fetch (undici) fails an internal assertion on it in the test's worker.
    const status = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    if (status === 200) return own;
    if (Date.now() > deadline) {
      await own.stop();
      throw new Error(`${engine.name} did not serve ${origin}/ within ${startup / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
