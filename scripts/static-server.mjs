#!/usr/bin/env node
// Serves a build (public/) as the hosts this site deploys to serve it, on sirv: clean URLs
// (/about is about/index.html), the brotli or gzip file the build wrote beside each text file
// (nothing is compressed per request), ranges, ETags and 304s. What it adds is kept small:
//   - the nearest 404 page (the Arabic one under /ar) with status 404 for anything that is not a file;
//   - 400 for a malformed or escaping URL and 405 for methods other than GET and HEAD, so one bad
//     request never stops the server;
//   - a 301 from /about to /about/ where about/index.html exists, as Cloudflare Pages, Netlify and
//     nginx answer it (each page's one URL has its trailing slash: gatsby-config.ts);
//   - with --headers, the per-path headers of public/_headers, as Netlify and Cloudflare Pages apply them;
//   - with --redirects, the rules of public/_redirects (a 301 for /blog instead of its fallback page).
//
//   node scripts/static-server.mjs [--port 9000] [--dir public] [--headers] [--redirects]
//
// The port comes from --port, else the PORT environment variable, else 9000.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";

const { values: options } = parseArgs({
  options: { port: { type: "string" }, dir: { type: "string", default: "public" }, headers: { type: "boolean" }, redirects: { type: "boolean" } },
});
const portText = options.port ?? process.env.PORT ?? "9000";
const port = Number(portText);
const root = path.resolve(options.dir);
const applyHeaders = !!options.headers;
const applyRedirects = !!options.redirects;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`static-server: "${portText}" is not a port number\n`);
  process.exit(2);
}

// What Netlify and Cloudflare Pages send where no rule sets Cache-Control: which files may be cached
// for longer is the build's to say, in public/_headers (--headers).
const HOST_DEFAULT_CACHE = "public, max-age=0, must-revalidate";

/** A file parsed again only when it changes, so a rebuild under a running server is picked up. */
function watchedRules(name, parse) {
  let cached = { mtimeMs: -1, rules: [] };
  return () => {
    const stat = fs.statSync(path.join(root, name), { throwIfNoEntry: false });
    if (!stat) return [];
    if (stat.mtimeMs !== cached.mtimeMs) cached = { mtimeMs: stat.mtimeMs, rules: parse(fs.readFileSync(path.join(root, name), "utf8")) };
    return cached.rules;
  };
}

/** Netlify/Cloudflare `_headers`: a path line, then indented `Name: value` lines or `! Name` to detach. */
function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      current = { regex, headers: [] };
      rules.push(current);
    } else if (current) {
      const trimmed = line.trim();
      if (trimmed.startsWith("!")) current.headers.push([trimmed, ""]);
      else {
        const at = trimmed.indexOf(":");
        current.headers.push([trimmed.slice(0, at).trim(), trimmed.slice(at + 1).trim()]);
      }
    }
  }
  return rules;
}

/** Netlify/Cloudflare `_redirects`: `from to [status][!]` per line; only exact paths, which is all the build writes. */
function parseRedirects(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) continue;
    rules.push({ from, to, status: Number(status.replace(/!$/, "")) });
  }
  return rules;
}

const headerRules = watchedRules("_headers", parseHeaders);
const redirectRules = watchedRules("_redirects", parseRedirects);

/**
 * As Cloudflare Pages and Netlify do: every matching rule applies, the values of a header set
 * twice are joined with a comma, and "! Name" detaches a header an earlier rule set.
 */
function ruleHeaders(urlPath) {
  const applied = new Map();
  for (const rule of headerRules())
    if (rule.regex.test(urlPath))
      for (const [k, v] of rule.headers) {
        const name = k.toLowerCase();
        if (name.startsWith("!")) applied.delete(name.slice(1).trim());
        else applied.set(name, applied.has(name) ? `${applied.get(name)}, ${v}` : v);
      }
  return applied;
}

/** Sets the host's default caching and, with --headers, the rule headers, which may override it. */
function setPolicyHeaders(res, urlPath) {
  res.setHeader("Cache-Control", HOST_DEFAULT_CACHE);
  if (applyHeaders) for (const [k, v] of ruleHeaders(urlPath)) res.setHeader(k, v);
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
 * not the site's table in src/lib/routes.ts): /ar/anything gets /ar/404.html, everything else /404.html.
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
  setPolicyHeaders(res, urlPath);
  // A missing /static/ file must not be cached for a year because its path looks hashed.
  res.setHeader("Cache-Control", HOST_DEFAULT_CACHE);
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
  // Rule files and hidden files are configuration, not content: no host serves them.
  if (/^\/_(headers|redirects)$/.test(urlPath) || /\/\./.test(urlPath)) return notFound(req, res, urlPath);
  if (applyRedirects) {
    const rule = redirectRules().find((r) => r.from === urlPath);
    if (rule) {
      setPolicyHeaders(res, urlPath);
      res.writeHead(rule.status, { Location: `${rule.to}${search}` }).end();
      return;
    }
  }
  // A folder's page is at the folder's URL with its slash. The leading slashes are collapsed so that
  // //example.com cannot become a redirect to another host.
  if (!urlPath.endsWith("/") && !/\.[^/]*$/.test(urlPath) && isFile(path.join(resolved, "index.html"))) {
    setPolicyHeaders(res, urlPath);
    res.writeHead(301, { Location: `/${rawPath.replace(/^\/+/, "")}/${search}` }).end();
    return;
  }
  sanitizeRange(req);
  setPolicyHeaders(res, urlPath);
  serveFile(req, res, () => {
    // The file headers set above described a file; the 404 page gets its own.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    notFound(req, res, urlPath);
  });
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
  const rules = [applyHeaders && "_headers", applyRedirects && "_redirects"].filter(Boolean);
  process.stdout.write(
    `Serving ${path.relative(process.cwd(), root) || "."} at http://127.0.0.1:${server.address().port}${rules.length ? ` with ${rules.join(" and ")}` : ""}\n`,
  );
});
