/** @jest-environment node */
// What no engine checks: the combined _redirects, Vercel's routes (with Vercel's own route validator, as it has no
// offline engine), the rules' size, the writers' guards and where the files go. What nginx and the hosts' engines
// do with the rules is tested on them (tests/e2e/hosts.spec.ts, csp.spec.ts, engine-logs.spec.ts).
import Ajv from "ajv";
import { normalizeRoutes, routesSchema } from "@vercel/routing-utils";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  currentHashedFiles,
  nginxConf,
  redirectsFile,
  syncDir,
  vercelConfig,
  writeHostConfig,
  type VercelConfig,
  type VercelRoute,
} from "../../../gatsby/hosting/host-rules";
import { hostFromEnv } from "../../../gatsby/environment";
import { ADMIN_HEADERS, ADMIN_PATH } from "../../../gatsby/cms/admin";
import {
  ADMIN_CSP,
  COMMON_HEADERS,
  IMMUTABLE,
  REVALIDATE,
  contentSecurityPolicy,
  headerRuleCount,
  netlifyHeaders,
  sha256,
  siteDirectives,
  siteHeaders,
  type PagePolicy,
} from "../../../gatsby/hosting/security-headers";
import { REDIRECTS, type Redirect } from "../../../src/lib/routing/routes";

const ADMIN: PagePolicy = { path: ADMIN_PATH, csp: ADMIN_CSP, headers: ADMIN_HEADERS };
const PAGES: PagePolicy[] = [
  ...["/", "/about/", "/blog/", "/insights/", "/404.html"].map((p) => ({ path: p, csp: contentSecurityPolicy([sha256(p)]) })),
  ADMIN,
];
const TABLE: Redirect[] = [{ from: "/blog/", to: "/insights/" }];
const HASHED_JS = "app-0123456789abcdef0123.js";

describe("hostFromEnv", () => {
  it.each([
    [{ NETLIFY: "true" }, "netlify"],
    [{ CF_PAGES: "1" }, "cloudflare-pages"],
    [{ NETLIFY: "true", CF_PAGES: "1" }, "netlify"],
    [{ VERCEL: "1" }, undefined],
    [{ NETLIFY: "1" }, undefined],
    [{ CF_PAGES: "true" }, undefined],
  ])("reads %j as %s", (env, host) => {
    expect(hostFromEnv(env as NodeJS.ProcessEnv)).toBe(host);
  });

  it("reads the build's own environment when given none", () => {
    jest.replaceProperty(process, "env", { CF_PAGES: "1" });
    expect(hostFromEnv()).toBe("cloudflare-pages");
  });

  afterEach(() => jest.restoreAllMocks());
});

// Netlify applies the first rule that matches either form, and only a forced one where a file exists (the
// fallback page blog/index.html); Cloudflare matches the path as written and skips `301!` and 404 lines.
it.each([
  ["netlify", ["/blog /insights/ 301!", "/ar/* /ar/404.html 404"]],
  ["cloudflare-pages", ["/blog /insights/ 301", "/blog/ /insights/ 301"]],
  [undefined, ["/blog /insights/ 301!", "/blog /insights/ 301", "/blog/ /insights/ 301", "/ar/* /ar/404.html 404"]],
] as const)("redirectsFile for %s has exactly these rules", (host, rules) => {
  expect(
    redirectsFile(TABLE, host)
      .split("\n")
      .filter((l) => l && !l.startsWith("#")),
  ).toEqual(rules);
});

describe("vercelConfig", () => {
  /** The headers Vercel sends for a path (every matching route up to the first handle), and the redirect it answers, its $n filled in. */
  function vercel(config: VercelConfig, url: string): { headers: Record<string, string>; redirect?: string } {
    const headers: Record<string, string> = {};
    for (const route of config.routes) {
      if (route.handle) break;
      const match = route.src ? new RegExp(`^(?:${route.src})$`).exec(url) : null;
      if (!match) continue;
      Object.assign(headers, route.headers);
      if (route.status && route.status >= 300 && route.status < 400)
        return { headers, redirect: `${route.status} ${route.headers!.Location!.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? "")}` };
    }
    return { headers };
  }
  /** Vercel's route validator's complaints about a routes array (its schema is applied with ajv, which it leaves to its user). */
  function complaints(routes: unknown[]): string[] {
    const { error } = normalizeRoutes(routes as Parameters<typeof normalizeRoutes>[0]);
    const schema = new Ajv().compile(routesSchema);
    return [
      ...(error ? [error.message, ...(error.errors ?? [])] : []),
      ...(schema(routes) ? [] : (schema.errors ?? []).map((e) => `${e.dataPath} ${e.message}`)),
    ];
  }
  const config = vercelConfig(PAGES, TABLE);
  const COMMON = Object.fromEntries(COMMON_HEADERS);

  it("writes routes for the site's redirects that Vercel's route validator accepts, which refuses one it cannot compile", () => {
    expect(complaints(vercelConfig(PAGES, REDIRECTS).routes)).toEqual([]);
    expect(complaints([{ src: "^/(", dest: "/x" }]).join("\n")).toMatch(/invalid `src`/);
  });

  it("gives every path the common headers, the site-wide policy, same-origin COOP and revalidation, and no page's own policy", () => {
    for (const url of ["/", "/about/", "/no-such-page/", "/404.html"])
      expect([url, vercel(config, url).headers]).toEqual([
        url,
        { ...Object.fromEntries(siteHeaders()), "Cross-Origin-Opener-Policy": "same-origin", "Cache-Control": REVALIDATE },
      ]);
    for (const p of PAGES.filter((x) => !x.headers)) expect(JSON.stringify(config)).not.toContain(p.csp);
    expect(vercel(config, "/blog").headers).toMatchObject(COMMON);
  });

  it("gives /admin its own policy and headers in place of the site-wide ones", () => {
    for (const url of ["/admin", "/admin/"])
      expect(vercel(config, url).headers).toMatchObject({ ...COMMON, "Content-Security-Policy": ADMIN.csp, ...Object.fromEntries(ADMIN_HEADERS) });
  });

  it.each([
    ["/static/abc/photo.webp", IMMUTABLE],
    [`/${HASHED_JS}`, IMMUTABLE],
    ["/sw.js", REVALIDATE],
  ])("caches %s as %s", (url, cache) => {
    expect(vercel(config, url).headers["Cache-Control"]).toBe(cache);
  });

  it.each([
    ["/blog", "301 /insights/"],
    ["/blog/", "301 /insights/"],
    ["/about", "301 /about/"],
    ["/insights/tag/ai/page/2", "301 /insights/tag/ai/page/2/"],
    ...["/", "/about/", "/rss.xml", "/404.html", "/static/abc/photo.webp", `/${HASHED_JS}`].map((url) => [url, undefined]),
  ])("answers %s with the redirect %s", (url, redirect) => {
    expect(vercel(config, url!).redirect).toBe(redirect);
  });

  it("hands over to the filesystem, then answers the 404 page of the path's language", () => {
    expect(config.routes.slice(config.routes.findIndex((r) => r.handle === "filesystem") + 1)).toEqual([
      { src: "/ar/(.*)", status: 404, dest: "/ar/404.html" },
      { src: "/(.*)", status: 404, dest: "/404.html" },
    ]);
  });

  it("escapes regular-expression characters in the path of a page with its own rule", () => {
    const { src }: VercelRoute = vercelConfig([{ path: "/a.b/", csp: "x", headers: [] }], []).routes.find(
      (r) => r.headers?.["Content-Security-Policy"] === "x",
    )!;
    expect(["/a.b/", "/a.b", "/aXb/"].map((url) => new RegExp(src!).test(url))).toEqual([true, true, false]);
  });

  it("goes before the routes of the config Vercel's Gatsby builder wrote, keeping them and its other fields", () => {
    const VERCELS: VercelConfig = {
      version: 3,
      routes: [
        { src: "^/((?:[^/]+/)*[^/\\.]+)$", headers: { Location: "/$1/" }, status: 308 },
        { src: "^/blog/$", headers: { Location: "/insights/" }, status: 308 },
        { handle: "filesystem" },
        { src: "^/(.*)$", status: 404, dest: "/404.html" },
      ],
      framework: { version: "5.16.1" },
    };
    const merged = vercelConfig(PAGES, TABLE, structuredClone(VERCELS));
    expect(merged).toMatchObject({ version: 3, framework: VERCELS.framework });
    expect(merged.routes.slice(-VERCELS.routes.length)).toEqual(VERCELS.routes);
    expect(complaints(merged.routes)).toEqual([]);
    expect(vercel(merged, "/blog/").redirect).toBe("301 /insights/");
    expect(vercel(merged, "/admin/").headers["Content-Security-Policy"]).toBe(ADMIN.csp);
    expect(vercel(merged, "/about").redirect).toBe("308 /about/");
  });
});

it.each([
  ["deploy/nginx.conf", (pages: PagePolicy[]) => nginxConf(pages, TABLE)],
  ["Vercel's config", (pages: PagePolicy[]) => vercelConfig(pages, TABLE)],
  ["public/_headers", (pages: PagePolicy[]) => netlifyHeaders(pages, [HASHED_JS])],
])("%s is the same for hundreds of pages as for a few", (_, write) => {
  const articles = Array.from({ length: 500 }, (_, i) => ({ path: `/insights/tag/article-${i}/`, csp: contentSecurityPolicy([sha256(`a${i}()`)]) }));
  expect(write([...PAGES, ...articles])).toEqual(write(PAGES));
});

it.each([
  [[{ path: "/x/", csp: "script-src 'self' $var", headers: [] }], [], /nginx string/],
  [[{ path: '/x"/', csp: "x", headers: [] }], [], /nginx location/],
  [PAGES, [{ from: "/blog", to: "/insights/" }], /nginx location/],
  [PAGES, [{ from: "/blog/", to: "/insights" }], /nginx location/],
] as [PagePolicy[], Redirect[], RegExp][])("nginxConf refuses what nginx would read otherwise (%#)", (pages, redirects, error) => {
  expect(() => nginxConf(pages, redirects)).toThrow(error);
});

it("puts the forms' origins in every host's site-wide policy, and /admin keeps its own", () => {
  const ORIGIN = "https://api.example.com";
  const policy = siteDirectives([ORIGIN]).join("; ");
  const nginx = nginxConf(PAGES, TABLE, [ORIGIN])
    .split("\n")
    .filter((l) => l.includes("Content-Security-Policy"))
    .map((l) => l.trim());
  expect(new Set(nginx)).toEqual(
    new Set([`add_header Content-Security-Policy "${policy}" always;`, `add_header Content-Security-Policy "${ADMIN.csp}" always;`]),
  );
  expect(vercelConfig(PAGES, TABLE, undefined, [ORIGIN]).routes[0]!.headers!["Content-Security-Policy"]).toBe(policy);
  expect(netlifyHeaders(PAGES, [], [ORIGIN]).split("\n")).toContain(`  Content-Security-Policy: ${policy}`);
});

describe("writeHostConfig", () => {
  let project: string;
  let publicDir: string;
  const read = (relative: string) => fs.readFile(path.join(project, relative), "utf8");
  /** Writes a file of the project, making its folder. */
  const put = async (relative: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(project, relative)), { recursive: true });
    await fs.writeFile(path.join(project, relative), text);
  };
  const write = (host?: "netlify" | "cloudflare-pages", { buildStartedAt = Date.now(), onVercel = false } = {}) =>
    writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt, onVercel, host });

  beforeEach(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), "host-config-"));
    publicDir = path.join(project, "public");
    await put("public/index.html", "<p>home</p>");
    await put("public/about/index.html", "<p>about</p>");
    await put(`public/${HASHED_JS}`, "app()");
  });

  afterEach(() => fs.rm(project, { recursive: true, force: true }));

  it.each(["netlify", "cloudflare-pages", undefined] as const)(
    "writes the _redirects of the host it is told (%s) in public/, each host's in deploy/<host>/, _headers and nginx.conf",
    async (host) => {
      const result = await write(host);
      expect(await read("public/_redirects")).toBe(redirectsFile(TABLE, host));
      for (const each of ["netlify", "cloudflare-pages"] as const) expect(await read(`deploy/${each}/_redirects`)).toBe(redirectsFile(TABLE, each));
      expect(await read("public/_headers")).toBe(netlifyHeaders(PAGES, [HASHED_JS]));
      expect(await read("deploy/nginx.conf")).toBe(nginxConf(PAGES, TABLE));
      expect(result).toMatchObject({ headerRules: headerRuleCount(await read("public/_headers")), hashedFiles: 1, vercelMerged: false });
    },
  );

  it("names only this build's hashed bundles, as webpack's stats and the runtime's chunk map give them, when the build left its stats", async () => {
    const file = (name: string, text: string) => put(`public/${name}`, text);
    await file("webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js", 'c.u=e=>e+"-"+{454:"bbbbbbbbbbbbbbbbbbbb"}[e]+".js"');
    await file("454-bbbbbbbbbbbbbbbbbbbb.js", "lazy()");
    await file("454-cccccccccccccccccccc.js", "an earlier build's lazy chunk");
    await file("styles.dddddddddddddddddddd.css", "a{}");
    await file(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: { app: { assets: [{ name: "webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js" }, { name: HASHED_JS }] } },
        assetsByChunkName: { styles: ["styles.dddddddddddddddddddd.css"] },
      }),
    );
    expect(await currentHashedFiles(publicDir)).toEqual([
      "454-bbbbbbbbbbbbbbbbbbbb.js",
      HASHED_JS,
      "styles.dddddddddddddddddddd.css",
      "webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js",
    ]);
    await fs.rm(path.join(publicDir, "webpack.stats.json"));
    expect(await currentHashedFiles(publicDir)).toContain("454-cccccccccccccccccccc.js");
  });

  it("merges into a Vercel config written during this build, and replaces one left by an earlier build", async () => {
    const vercels = { version: 3, routes: [{ handle: "error" }], crons: [] } as VercelConfig;
    await put(".vercel/output/config.json", JSON.stringify(vercels));
    expect(await write(undefined, { buildStartedAt: Date.now() - 60_000 })).toMatchObject({ vercelMerged: true });
    expect(JSON.parse(await read(".vercel/output/config.json"))).toEqual(vercelConfig(PAGES, TABLE, vercels));

    const earlier = new Date(Date.now() - 3_600_000);
    await fs.utimes(path.join(project, ".vercel/output/config.json"), earlier, earlier);
    expect(await write(undefined, { buildStartedAt: Date.now() - 60_000 })).toMatchObject({ vercelMerged: false });
    expect(JSON.parse(await read(".vercel/output/config.json"))).toEqual(vercelConfig(PAGES, TABLE));
  });

  it("copies public/ into .vercel/output/static on Vercel only, over the hard links Vercel's builder made", async () => {
    await write();
    await expect(fs.access(path.join(project, ".vercel/output/static"))).rejects.toThrow();
    const staticDir = path.join(project, ".vercel/output/static");
    await fs.mkdir(path.join(staticDir, "about"), { recursive: true });
    await fs.link(path.join(publicDir, "about/index.html"), path.join(staticDir, "about/index.html"));
    await fs.writeFile(path.join(publicDir, "about/index.html"), "<p>about, rewritten in place by a post-build step</p>");
    const result = await write(undefined, { onVercel: true });
    expect(result.vercelCopied).toBe(4); // index.html, the app script, _headers and _redirects; about/index.html is the same file
    expect(await read(".vercel/output/static/about/index.html")).toBe("<p>about, rewritten in place by a post-build step</p>");
    expect(await read(".vercel/output/static/_redirects")).toBe(redirectsFile(TABLE));
  });

  // A hard link of the same file is left, as the Vercel copy above shows.
  it("syncDir copies what is missing, in a new folder too, or another file", async () => {
    await put("a/one.txt", "1");
    await put("a/sub/two.txt", "2");
    await put("b/one.txt", "old");
    expect(syncDir(path.join(project, "a"), path.join(project, "b"))).toBe(2);
    expect([await read("b/one.txt"), await read("b/sub/two.txt")]).toEqual(["1", "2"]);
  });
});
