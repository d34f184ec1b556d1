#!/usr/bin/env node
// A form endpoint for the browser tests (tests/e2e/forms-delivery.spec.ts): a small HTTP server on
// 127.0.0.1 that records every request it receives, in memory, and answers as a form service would.
//
//   node scripts/form-receiver.mjs [--port 8787]      (or FORMS_RECEIVER_PORT)
//
// - GET /__received: every request so far, oldest first, as JSON: method, path, headers and the body,
//   parsed when it is URL-encoded or JSON (`body`), as sent (`raw`). DELETE /__received forgets them.
// - OPTIONS, any path: a CORS preflight answer for any origin, so a page's fetch of JSON may follow.
// - A path under /fail500/ answers 500; one under /slow/ answers nothing for 30 s (longer than the
//   page waits), then closes the connection.
// - Any other POST: a JSON request gets 200 and {"ok":true}; a plain form post (what a browser sends
//   without JavaScript) gets a 303 to its `_next` field when it has one, else 200 and a short page.
import http from "node:http";

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const port = Number(arg("port") ?? process.env.FORMS_RECEIVER_PORT ?? 8787);
const HOLD_MS = 30000;

/** @type {{ at: string; method: string; path: string; headers: http.IncomingHttpHeaders; raw: string; body: unknown }[]} */
let received = [];

function parse(type, raw) {
  try {
    if (type.startsWith("application/json")) return JSON.parse(raw);
    if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return null;
  }
  return null;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Max-Age": "600",
};

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://receiver");
    const send = (status, headers, body = "") => {
      res.writeHead(status, { ...cors, ...headers });
      res.end(body);
    };
    if (url.pathname === "/__received") {
      if (req.method === "DELETE") received = [];
      return send(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }, JSON.stringify(received));
    }
    const raw = Buffer.concat(chunks).toString("utf8");
    const type = String(req.headers["content-type"] ?? "");
    const body = parse(type, raw);
    received.push({ at: new Date().toISOString(), method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, raw, body });

    if (req.method === "OPTIONS") return send(204, {});
    if (url.pathname.startsWith("/slow/")) {
      setTimeout(() => req.socket.destroy(), HOLD_MS).unref();
      return;
    }
    if (url.pathname.startsWith("/fail500/"))
      return send(500, { "Content-Type": "application/json" }, JSON.stringify({ ok: false, error: "failing on purpose" }));
    if (req.method !== "POST") return send(405, { Allow: "POST, OPTIONS", "Content-Type": "text/plain" }, "POST only\n");
    if (type.startsWith("application/json")) return send(200, { "Content-Type": "application/json" }, JSON.stringify({ ok: true }));
    const next = body && typeof body === "object" && typeof body._next === "string" ? body._next : "";
    if (next) return send(303, { Location: next });
    send(200, { "Content-Type": "text/html; charset=utf-8" }, "<!doctype html><title>Received</title><p>Received.</p>\n");
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`form receiver on http://127.0.0.1:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
