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
  origin: string;
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
  const server = { origin: `http://127.0.0.1:${port}`, port, child };
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
  write("blog/index.html", "<!DOCTYPE html><title>Blog</title><p>fallback page</p>");
  write("ar/404.html", '<!DOCTYPE html><html lang="ar"><title>غير موجودة</title><h1>الصفحة غير موجودة</h1>');
  // The 404 page's data folder, as Gatsby writes it: a folder named 404.html.
  write("page-data/404.html/page-data.json", "{}");
  write("plain.txt", "x".repeat(4000));
  write(HASHED_JS, "console.log('hashed')");
  write("partytown.js", "console.log('unhashed')");
  write("static/0a1b2c/photo.png", "png");
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

  it("serves each page at its one URL, with its trailing slash, from its folder's index.html", async () => {
    const r = await request(server, "/about/");
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/html/);
    expect(r.body.toString()).toBe(ABOUT);
  });

  it("sends the brotli file the build wrote when the client takes brotli, else the gzip one", async () => {
    const br = await request(server, "/about/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ABOUT);
    const gz = await request(server, "/about/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(ABOUT);
  });

  it("compresses nothing itself: a file without a compressed copy is sent as it is", async () => {
    const r = await request(server, "/plain.txt", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(r.status).toBe(200);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.body.length).toBe(4000);
  });

  it("answers a malformed URL with 400 and keeps serving", async () => {
    for (const bad of ["/%", "/%E0%A4%A", "/about%", "/about/%"]) expect((await request(server, bad)).status).toBe(400);
    expect((await request(server, "/about/")).status).toBe(200);
  });

  it("never serves a file outside its directory", async () => {
    for (const escape of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/about/../../secret.txt"]) {
      const r = await request(server, escape);
      expect(r.status).toBe(400);
      expect(r.body.toString()).not.toContain("outside the site");
    }
    expect((await request(server, "/")).status).toBe(200);
  });

  it("answers methods other than GET and HEAD with 405 and the allowed methods", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const r = await request(server, "/", { method });
      expect(r.status).toBe(405);
      expect(r.headers.allow).toBe("GET, HEAD");
    }
    const head = await request(server, "/about/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(ABOUT));
  });

  it("answers a Range request with 206 and exactly those bytes", async () => {
    const r = await request(server, "/video/hero.mp4", { headers: { Range: "bytes=100-199" } });
    expect(r.status).toBe(206);
    expect(r.headers["content-range"]).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(r.headers["content-type"]).toBe("video/mp4");
    expect(r.body.equals(VIDEO.subarray(100, 200))).toBe(true);
    const open = await request(server, "/video/hero.mp4", { headers: { Range: "bytes=4990-" } });
    expect(open.status).toBe(206);
    expect(open.body.equals(VIDEO.subarray(4990))).toBe(true);
    const full = await request(server, "/video/hero.mp4");
    expect(full.headers["accept-ranges"]).toBe("bytes");
  });

  it("sends the whole file for ranges it does not honour, and 416 past the end, without stopping", async () => {
    for (const range of ["bytes=-100", "bytes=0-9,20-29", "bytes=200-100", "items=0-1"]) {
      const r = await request(server, "/video/hero.mp4", { headers: { Range: range } });
      expect([range, r.status]).toEqual([range, 200]);
      expect(r.body.length).toBe(VIDEO.length);
    }
    expect((await request(server, "/video/hero.mp4", { headers: { Range: "bytes=9000-" } })).status).toBe(416);
    expect((await request(server, "/video/hero.mp4", { headers: { Range: "bytes=0-0" } })).status).toBe(206);
  });

  it("answers If-None-Match with the current ETag with 304, and a stale one with the file", async () => {
    const first = await request(server, "/about/");
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await request(server, "/about/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await request(server, "/about/", { headers: { "If-None-Match": 'W/"0-0"' } })).status).toBe(200);
  });

  it("answers an unknown path, in either form, with the 404 page and status 404, and no redirect", async () => {
    for (const unknown of ["/nope", "/nope/", "/no-such-page", "/services/anything", "/services/anything/", "/static/missing.png"]) {
      const r = await request(server, unknown);
      expect([unknown, r.status, r.headers.location]).toEqual([unknown, 404, undefined]);
      expect(r.body.toString()).toContain("Page not found");
    }
    const gz = await request(server, "/no-such-page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.status).toBe(404);
    expect(zlib.gunzipSync(gz.body).toString()).toContain("Page not found");
  });

  it("answers an unknown path with the nearest 404 page: the Arabic one under /ar, never a folder named 404.html", async () => {
    for (const arabic of ["/ar/no-such-page", "/ar/no-such-page/", "/ar/services/anything", "/ar"]) {
      const r = await request(server, arabic);
      expect([arabic, r.status, r.headers.location]).toEqual([arabic, 404, undefined]);
      expect(r.body.toString()).toContain("الصفحة غير موجودة");
    }
    const data = await request(server, "/page-data/no-such-page/page-data.json");
    expect(data.status).toBe(404);
    expect(data.body.toString()).toContain("Page not found");
  });

  it("redirects /about to /about/ permanently, keeping the query, as Cloudflare Pages, Netlify and nginx do", async () => {
    const r = await request(server, "/about?ref=x");
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe("/about/?ref=x");
    expect(r.body.length).toBe(0);
    expect((await request(server, "/about")).headers.location).toBe("/about/");
    expect((await request(server, "/about", { method: "HEAD" })).status).toBe(301);
    const page = await request(server, "/about/?ref=x");
    expect([page.status, page.headers.location]).toEqual([200, undefined]);
    expect((await request(server, "/")).status).toBe(200);
  });

  it("never redirects to another host: leading slashes are collapsed, and a host name is no page", async () => {
    const about = await request(server, "//about?ref=x");
    expect([about.status, about.headers.location]).toEqual([301, "/about/?ref=x"]);
    for (const offsite of ["//example.com", "//example.com/", "///example.com"]) {
      const r = await request(server, offsite);
      expect([offsite, r.status]).toEqual([offsite, 404]);
      expect(r.headers.location ?? "").not.toMatch(/^\/\/|^[a-z]+:/i);
    }
  });

  it("adds no slash to a file's path", async () => {
    for (const file of ["/plain.txt", `/${HASHED_JS}`, "/404.html", "/video/hero.mp4"]) {
      const r = await request(server, file);
      expect([file, r.status, r.headers.location]).toEqual([file, 200, undefined]);
    }
  });

  it("serves the fallback page at a redirected path, as it applies no _redirects, at its one URL", async () => {
    const bare = await request(server, "/blog");
    expect([bare.status, bare.headers.location]).toEqual([301, "/blog/"]);
    const r = await request(server, "/blog/");
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain("fallback page");
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

  it("refuses a port that is not a number", async () => {
    const child = spawn(process.execPath, [SERVER, "--dir", root, "--port", "nine"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain("not a port number");
  });
});
