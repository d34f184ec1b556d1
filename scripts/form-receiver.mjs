#!/usr/bin/env node
// A form endpoint for the browser tests (tests/e2e/forms-delivery.spec.ts): a small HTTP server on
// 127.0.0.1 that records every request it receives, in memory, and answers as a form service would.
//
//   node scripts/form-receiver.mjs [--port 8787, else FORMS_RECEIVER_PORT]
//
// - GET /__received: every request so far, oldest first, as JSON: method, path, headers and the body,
//   parsed when it is URL-encoded or JSON, else null.
// - OPTIONS, any path: a CORS preflight answer for any origin, so a page's fetch of JSON may follow.
// - Any other POST: a JSON request gets 200 and {"ok":true}; a plain form post (what a browser sends
//   without JavaScript) gets a 303 to its `_next` field when it has one, else 200 and a short page.
import http from "node:http";
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({ options: { port: { type: "string", default: process.env.FORMS_RECEIVER_PORT ?? "8787" } } });
const received = [];

function parse(type, raw) {
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return type.startsWith("application/json") ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://receiver");
  const send = (status, headers, body = "") => res.writeHead(status, { ...cors, ...headers }).end(body);
  if (url.pathname === "/__received") return send(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }, JSON.stringify(received));
  const type = req.headers["content-type"] ?? "";
  const body = parse(type, await text(req));
  received.push({ method: req.method, path: url.pathname + url.search, headers: req.headers, body });

  if (req.method === "OPTIONS") return send(204, {});
  if (req.method !== "POST") return send(405, { Allow: "POST, OPTIONS", "Content-Type": "text/plain" }, "POST only\n");
  if (type.startsWith("application/json")) return send(200, { "Content-Type": "application/json" }, JSON.stringify({ ok: true }));
  if (typeof body?._next === "string" && body._next) return send(303, { Location: body._next });
  send(200, { "Content-Type": "text/html; charset=utf-8" }, "<!doctype html><title>Received</title><p>Received.</p>\n");
});

server.listen(Number(options.port), "127.0.0.1", () => process.stdout.write(`form receiver on http://127.0.0.1:${options.port}\n`));
