#!/usr/bin/env node
// A plain preview server for a build (public/), on sirv, as a host without rules serves it: clean
// URLs (/about is about/index.html), the brotli or gzip file the build wrote beside each text file
// (nothing is compressed per request), ranges, ETags and 304s. What it adds is kept small:
//   - the nearest 404 page (the Arabic one under /ar) with status 404 for anything that is not a file;
//   - 400 for a malformed or escaping URL and 405 for methods other than GET and HEAD, so one bad
//     request never stops the server;
//   - a 301 from /about to /about/ where about/index.html exists, as Cloudflare Pages, Netlify and
//     nginx answer it (each page's one URL has its trailing slash: gatsby-config.ts).
// It applies none of the build's rules (_headers, _redirects): /blog is its fallback page, and each
// page's own policy is in its meta element. The hosts' engines and nginx are the truth for the rules
// (scripts/host-engine.mjs, scripts/nginx-server.mjs).
//
//   node scripts/static-server.mjs [--port 9000] [--dir public]
//
// The port comes from --port, else the PORT environment variable, else 9000.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";

const { values: options } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string", default: "public" } } });
const portText = options.port ?? process.env.PORT ?? "9000";
const port = Number(portText);
const root = path.resolve(options.dir);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`static-server: "${portText}" is not a port number\n`);
  process.exit(2);
}
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

/**
 * The 404 page nearest the path, which is how Cloudflare Pages finds one (its documented behaviour,
 * not the site's table in src/lib/routing/routes.ts): /ar/anything gets /ar/404.html, everything else /404.html.
 */
function isFile(file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // a file where the path needs a folder (ENOTDIR)
  }
}

function notFoundPage(urlPath) {
  const dirs = urlPath.split("/").filter(Boolean);
  for (let n = dirs.length; n > 0; n--) {
    const file = path.join(root, ...dirs.slice(0, n), "404.html");
    // A file: public/page-data/404.html is the 404 page's data folder, not a page.
    if (file.startsWith(root + path.sep) && isFile(file)) return file;
  }
  return path.join(root, "404.html");
}

/** The 404 page (its brotli or gzip file when the client takes it) with status 404. */
function notFound(req, res, urlPath) {
  const accepted = req.headers["accept-encoding"] ?? "";
  let file = notFoundPage(urlPath);
  let encoding;
  for (const [token, ext, name] of [
    [/\bbr\b/, ".br", "br"],
    [/\bgzip\b/, ".gz", "gzip"],
  ])
    if (token.test(accepted) && fs.existsSync(file + ext)) {
      file += ext;
      encoding = name;
      break;
    }
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
    return;
  }
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": stat.size,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") res.end();
  else
    fs.createReadStream(file)
      .on("error", () => res.destroy())
      .pipe(res);
}

const plain = (res, status, text, headers = {}) => res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(`${text}\n`);

/**
 * sirv honours `bytes=a-b` and `bytes=a-` only, and throws on a range whose end is before its
 * start. Any other Range (suffix, several ranges, or with If-Range, which it does not check) is
 * dropped, so the whole file is sent with 200, as RFC 9110 allows.
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
  const q = url.indexOf("?");
  const rawPath = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? "" : url.slice(q);
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
  if (!urlPath.endsWith("/") && !/\.[^/]*$/.test(urlPath) && isFile(path.join(resolved, "index.html"))) {
    res.writeHead(301, { Location: `/${rawPath.replace(/^\/+/, "")}/${search}` }).end();
    return;
  }
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

server.listen(port, "127.0.0.1", () => {
  process.stdout.write(`Serving ${path.relative(process.cwd(), root) || "."} at http://127.0.0.1:${server.address().port}\n`);
});
