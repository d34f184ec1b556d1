/**
 * @jest-environment node
 */
// scripts/static-server.mjs, run as a process: it compresses a file once, like a CDN, but never
// serves a compressed body that is older than the file.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const SERVER = path.join(__dirname, "../../../scripts/static-server.mjs");
const PORT = 9300 + (process.pid % 500);
const origin = `http://127.0.0.1:${PORT}`;

let dir: string;
let server: ChildProcess;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<p>${"first ".repeat(400)}</p>`);
  fs.writeFileSync(path.join(dir, "404.html"), "<p>Not found</p>");
  server = spawn(process.execPath, [SERVER, "--port", String(PORT), "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => server.stdout!.once("data", () => resolve()));
});

afterAll(() => {
  server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The body as the browser sees it, and whether it came gzipped. */
async function get(pathname: string): Promise<{ text: string; gzip: boolean }> {
  const response = await fetch(`${origin}${pathname}`, { headers: { "Accept-Encoding": "gzip" } });
  return { text: await response.text(), gzip: response.headers.get("content-encoding") === "gzip" };
}

it("serves text gzipped, the same bytes on a second request", async () => {
  const first = await get("/");
  expect(first.gzip).toBe(true);
  expect(first.text).toContain("first first");
  expect(await get("/")).toEqual(first);
});

it("serves a file's new contents once it has changed, not the compressed copy of the old ones", async () => {
  await get("/");
  const file = path.join(dir, "index.html");
  fs.writeFileSync(file, `<p>${"second ".repeat(400)}</p>`);
  // Same size, new time: only the modification time tells the versions apart.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  const { text, gzip } = await get("/");
  expect(gzip).toBe(true);
  expect(text).toContain("second second");
  expect(text).not.toContain("first");
});

it("sends gzip bytes that inflate to the file", async () => {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    http
      .get(`${origin}/`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
  expect(zlib.gunzipSync(raw).toString()).toBe(fs.readFileSync(path.join(dir, "index.html"), "utf8"));
});
