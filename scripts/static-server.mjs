#!/usr/bin/env node
// A plain preview server for a build (public/), on sirv, as a host without rules serves it: clean URLs (/about is
// about/index.html), the brotli or gzip file the build wrote beside each text file, ranges, ETags and 304s. It adds
// the nearest 404 page (the Arabic one under /ar) with status 404; 400 for a malformed or escaping URL and 405 for
// methods other than GET and HEAD, so one bad request never stops the server; and a 301 from /about to /about/ where
// about/index.html exists, as Cloudflare Pages, Netlify and nginx answer it. It applies none of the build's rules
// (_headers, _redirects): /blog is its fallback page. The hosts' engines and nginx are the truth for the rules.
//
//   node scripts/static-server.mjs [--port 9000, else PORT] [--dir public]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";

const { values: options } = parseArgs({
  options: { port: { type: "string", default: process.env.PORT ?? "9000" }, dir: { type: "string", default: "public" } },
});
const root = path.resolve(options.dir);
if (!fs.existsSync(path.join(root, "index.html"))) {
  process.stderr.write(`static-server: ${options.dir} holds no build (no index.html): build it first (npm run build, build:forms or build:scale)\n`);
  process.exit(2);
}

// `dev: true` makes sirv look files up on each request. Its production mode indexes public/ once
// at start-up, so after a rebuild under a running server it would send the old lengths and ETags.
const serveFile = sirv(root, {
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders: (res) => res.setHeader("Accept-Ranges", "bytes"),
});

/** Whether `file` is a file inside the site (public/page-data/404.html, for one, is a folder). */
const isFile = (file) => file.startsWith(root + path.sep) && (fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);

/** The 404 page nearest the path, with status 404, as Cloudflare Pages documents it (not the site's table in src/lib/routing/routes.ts). */
function notFound(req, res, urlPath) {
  const dirs = urlPath.split("/").filter(Boolean);
  const pages = dirs.map((_, n) => `/${dirs.slice(0, n + 1).join("/")}/404.html`);
  req.url = pages.findLast((page) => isFile(path.join(root, page))) ?? "/404.html";
  // The whole page, whatever the request's Range or ETag; sirv answers 200, which becomes 404.
  delete req.headers.range;
  delete req.headers["if-none-match"];
  res.writeHead = (_status, headers) => http.ServerResponse.prototype.writeHead.call(res, 404, headers);
  serveFile(req, res, () => plain(res, 404, "Not found"));
}

const plain = (res, status, text, headers = {}) => res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(`${text}\n`);

/**
 * sirv honours `bytes=a-b` and `bytes=a-` only, and throws on a range whose end is before its start: any other
 * Range (suffix, several ranges, or with If-Range, which it does not check) is dropped, for a 200, as RFC 9110 allows.
 */
function sanitizeRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const m = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  if (!m || (m[2] !== "" && Number(m[2]) < Number(m[1])) || req.headers["if-range"] !== undefined) delete req.headers.range;
}

function handle(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  const url = req.url ?? "/";
  const rawPath = url.replace(/\?.*$/s, "");
  let urlPath;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return plain(res, 400, "Bad request: malformed URL");
  }
  const resolved = path.join(root, urlPath);
  if (!urlPath.startsWith("/") || urlPath.includes("\0") || (resolved !== root && !resolved.startsWith(root + path.sep)))
    return plain(res, 400, "Bad request: the path leaves the site");
  // Hidden files are configuration, not content.
  if (/\/\./.test(urlPath)) return notFound(req, res, urlPath);
  // A folder's page is at the folder's URL with its slash. The leading slashes are collapsed so that
  // //example.com cannot become a redirect to another host.
  if (!urlPath.endsWith("/") && !/\.[^/]*$/.test(urlPath) && isFile(path.join(resolved, "index.html")))
    return res.writeHead(301, { Location: `/${rawPath.replace(/^\/+/, "")}/${url.slice(rawPath.length)}` }).end();
  sanitizeRange(req);
  serveFile(req, res, () => notFound(req, res, urlPath));
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    process.stderr.write(`static-server: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}\n`);
    if (!res.headersSent) plain(res, 500, "Internal server error");
    else res.destroy();
  }
});

server.listen(Number(options.port), "127.0.0.1", () => {
  process.stdout.write(`Serving ${path.relative(process.cwd(), root) || "."} at http://127.0.0.1:${server.address().port}\n`);
});
