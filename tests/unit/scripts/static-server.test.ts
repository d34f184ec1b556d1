/**
 * @jest-environment node
 */
// scripts/static-server.mjs, run as a process against a small build: what it serves, what it
// refuses, and that no request can stop it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const SERVER = path.join(__dirname, "../../../scripts/static-server.mjs");
const HASHED_JS = "app-0123456789abcdef0123.js";

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Server {
  port: number;
  child: ChildProcess;
}

let workDir: string;
let root: string;
const servers: Server[] = [];

/** Starts the server on a free port (or as `env` says) and resolves once it listens. */
async function start(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child = spawn(process.execPath, [SERVER, "--dir", root, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const server = { port, child };
  servers.push(server);
  return server;
}

/** One request with the bytes as sent (no decompression, no URL normalisation). */
function request(
  server: Server,
  rawPath: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // A connection per request (agent: false), so no socket outlives its test: under CI load the
    // change-detection test once failed on a reused keep-alive socket ("Parse Error: Expected HTTP/").
    const req = http.request({ host: "127.0.0.1", port: server.port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const write = (relative: string, content: string | Buffer) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const ABOUT = `<!DOCTYPE html><title>About</title><p>${"about us ".repeat(300)}</p>`;
const VIDEO = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  root = path.join(workDir, "public");
  fs.writeFileSync(path.join(workDir, "secret.txt"), "outside the site");
  write("index.html", "<!DOCTYPE html><title>Home</title>");
  write("about/index.html", ABOUT);
  // The build writes these once (gatsby/hosting/precompress.ts); the server only picks one.
  write("about/index.html.br", zlib.brotliCompressSync(ABOUT));
  write("about/index.html.gz", zlib.gzipSync(ABOUT));
  write("404.html", "<!DOCTYPE html><title>Not found</title><h1>Page not found</h1>");
  write("404.html.gz", zlib.gzipSync("<!DOCTYPE html><title>Not found</title><h1>Page not found</h1>"));
  write("ar/404.html", '<!DOCTYPE html><html lang="ar"><title>غير موجودة</title><h1>الصفحة غير موجودة</h1>');
  // The 404 page's data folder, as Gatsby writes it: a folder named 404.html.
  write("page-data/404.html/page-data.json", "{}");
  write("plain.txt", "x".repeat(4000));
  write(HASHED_JS, "console.log('hashed')");
  write("video/hero.mp4", VIDEO);
});

afterAll(() => {
  for (const s of servers) s.child.kill();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe("the preview server", () => {
  let server: Server;
  beforeAll(async () => {
    server = await start(["--port", "0"]);
  });

  it.each([
    ["/about/", 200, undefined, "about us"],
    // Each page's one URL has its slash; leading slashes are collapsed, so no redirect leads to another host.
    ["/about?ref=x", 301, "/about/?ref=x", ""],
    ["//about?ref=x", 301, "/about/?ref=x", ""],
    ...["/plain.txt", `/${HASHED_JS}`, "/404.html", "/video/hero.mp4"].map((file) => [file, 200, undefined, ""]),
    ...["/%", "/%E0%A4%A", "/about%", "/about/%"].map((malformed) => [malformed, 400, undefined, "malformed URL"]),
    ...["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/about/../../secret.txt"].map((escape) => [escape, 400, undefined, "leaves the site"]),
    // The nearest 404 page, never a folder named 404.html (the 404 page's data).
    ...["/nope", "/nope/", "/services/anything/", "/static/missing.png", "/page-data/no-such-page/page-data.json", "//example.com", "///example.com/"].map(
      (unknown) => [unknown, 404, undefined, "Page not found"],
    ),
    ...["/ar", "/ar/no-such-page", "/ar/services/anything/"].map((unknown) => [unknown, 404, undefined, "الصفحة غير موجودة"]),
  ] as [string, number, string | undefined, string][])("answers %s with %d", async (asked, status, location, text) => {
    const r = await request(server, asked);
    expect([r.status, r.headers.location]).toEqual([status, location]);
    expect(r.body.toString()).toContain(text);
  });

  it("sends the compressed file the build wrote (brotli, else gzip), 404 pages included, and compresses nothing itself", async () => {
    const br = await request(server, "/about/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect([br.headers["content-encoding"], br.headers.vary]).toEqual(["br", expect.stringMatching(/Accept-Encoding/i)]);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ABOUT);
    const gz = await request(server, "/about/", { headers: { "Accept-Encoding": "gzip" } });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(ABOUT);
    const notFound = await request(server, "/no-such-page", { headers: { "Accept-Encoding": "gzip" } });
    expect([notFound.status, zlib.gunzipSync(notFound.body).toString()]).toEqual([404, expect.stringContaining("Page not found")]);
    const plain = await request(server, "/plain.txt", { headers: { "Accept-Encoding": "gzip, br" } });
    expect([plain.headers["content-encoding"], plain.body.length]).toEqual([undefined, 4000]);
  });

  it("answers methods other than GET and HEAD with 405 and the allowed methods", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const r = await request(server, "/", { method });
      expect([method, r.status, r.headers.allow]).toEqual([method, 405, "GET, HEAD"]);
    }
    const head = await request(server, "/about/", { method: "HEAD" });
    expect([head.status, head.body.length, Number(head.headers["content-length"])]).toEqual([200, 0, Buffer.byteLength(ABOUT)]);
  });

  it("answers a Range request with 206 and exactly those bytes, and the whole file for ranges it does not honour, without stopping", async () => {
    const r = await request(server, "/video/hero.mp4", { headers: { Range: "bytes=100-199" } });
    expect([r.status, r.headers["content-range"], r.headers["content-type"], r.headers["accept-ranges"]]).toEqual([
      206,
      `bytes 100-199/${VIDEO.length}`,
      "video/mp4",
      "bytes",
    ]);
    expect(r.body.equals(VIDEO.subarray(100, 200))).toBe(true);
    expect((await request(server, "/video/hero.mp4", { headers: { Range: "bytes=4990-" } })).body.equals(VIDEO.subarray(4990))).toBe(true);
    for (const range of ["bytes=-100", "bytes=0-9,20-29", "bytes=200-100", "items=0-1"]) {
      const whole = await request(server, "/video/hero.mp4", { headers: { Range: range } });
      expect([range, whole.status, whole.body.length]).toEqual([range, 200, VIDEO.length]);
    }
    expect((await request(server, "/video/hero.mp4", { headers: { Range: "bytes=9000-" } })).status).toBe(416);
  });

  it("answers If-None-Match with the current ETag with 304, and a stale one with the file", async () => {
    const etag = (await request(server, "/about/")).headers.etag!;
    expect((await request(server, "/about/", { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await request(server, "/about/", { headers: { "If-None-Match": 'W/"0-0"' } })).status).toBe(200);
  });

  it("serves a file's new contents once it has changed", async () => {
    write("changing.html", "<p>first</p>");
    expect((await request(server, "/changing")).body.toString()).toBe("<p>first</p>");
    write("changing.html", "<p>second, longer</p>");
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, "changing.html"), later, later);
    expect((await request(server, "/changing")).body.toString()).toBe("<p>second, longer</p>");
  });
});

describe("the port", () => {
  it("comes from the PORT environment variable when --port is not given", async () => {
    const free = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await start([], { PORT: String(free) });
    expect(server.port).toBe(free);
    expect((await request(server, "/")).status).toBe(200);
  });

  it.each([
    ["a port that is not a number", () => ["--dir", root, "--port", "nine"], "not a port number"],
    ["a folder without a build", () => ["--dir", path.join(root, "none")], "holds no build (no index.html)"],
  ])("refuses %s, saying why", async (_, args, why) => {
    const child = spawn(process.execPath, [SERVER, ...args()], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain(why);
  });
});
