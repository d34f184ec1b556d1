#!/usr/bin/env node
// Serves public/ the way a CDN without rewrite rules does: /path serves path/index.html
// (or path.html, or the file itself); anything else is 404.html with status 404.
// Text is gzip-compressed and hashed assets are cached for a year, as CDN hosts do. Like a CDN,
// it compresses a file once and keeps the result until the file changes: compressing a page's
// HTML, scripts and data on every request took 15 ms of CPU per page load here, on the cores the
// browser being measured runs on.
// With --headers, the per-path headers from public/_headers are applied too.
//
//   node scripts/static-server.mjs [--port 9000] [--dir public] [--headers]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const port = Number(option("port", process.env.PORT || 9000));
const root = path.resolve(option("dir", "public"));
const applyHeaders = args.includes("--headers");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;
// Gatsby fingerprints its bundles and processed images; everything else may change between builds.
const HASHED = /(^\/static\/)|([-.][0-9a-f]{20}\.(js|css)$)/;

/** Parses Netlify/Cloudflare `_headers`: a path line, then indented `Name: value` lines. */
function loadHeaderRules() {
  const file = path.join(root, "_headers");
  if (!applyHeaders || !fs.existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
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
const headerRules = loadHeaderRules();

function matches(pattern, urlPath) {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
  return regex.test(urlPath);
}

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = [base, path.join(base, "index.html"), `${base}.html`];
  for (const c of candidates) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

/** Gzipped bodies by file, each kept while the file's size and modification time are unchanged. */
const gzipCache = new Map();

/** The file's gzipped bytes; the file is read and compressed only when its cached copy is stale. */
function compressed(file, stat) {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.gzip;
  const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
  gzipCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, gzip });
  return gzip;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = resolveFile(url.pathname);
  let status = 200;
  if (!file) {
    file = path.join(root, "404.html");
    status = 404;
  }
  const ext = path.extname(file);
  const type = TYPES[ext] ?? "application/octet-stream";
  res.setHeader("Content-Type", type);
  if (headerRules.length === 0)
    res.setHeader("Cache-Control", status === 200 && HASHED.test(url.pathname) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
  // As Cloudflare Pages and Netlify do: every matching rule applies, values of a header set
  // twice are joined with a comma, and "! Name" detaches a header an earlier rule set.
  const applied = new Map();
  for (const rule of headerRules)
    if (matches(rule.pattern, url.pathname))
      for (const [k, v] of rule.headers) {
        const name = k.toLowerCase();
        if (name.startsWith("!")) applied.delete(name.slice(1).trim());
        else applied.set(name, applied.has(name) ? `${applied.get(name)}, ${v}` : v);
      }
  for (const [k, v] of applied) res.setHeader(k, v);

  let body;
  let gzip;
  try {
    const stat = fs.statSync(file);
    gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && stat.size > 1024;
    body = gzip ? compressed(file, stat) : fs.readFileSync(file);
  } catch {
    res.writeHead(500).end("Could not read file");
    return;
  }
  if (gzip) {
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
  }
  res.setHeader("Content-Length", body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
});

server.listen(port, "127.0.0.1", () => {
  process.stdout.write(`Serving ${path.relative(process.cwd(), root) || "."} at http://127.0.0.1:${port}${applyHeaders ? " with _headers" : ""}\n`);
});
