/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  currentHashedFiles,
  hostFromEnv,
  nginxConf,
  redirectsFile,
  syncDir,
  vercelConfig,
  writeHostConfig,
  type StaticHost,
  type VercelConfig,
  type VercelRoute,
} from "../../../gatsby/hosting/host-rules";
import {
  COMMON_HEADERS,
  IMMUTABLE,
  REVALIDATE,
  SITE_HEADERS,
  SITE_POLICY,
  contentSecurityPolicy,
  headerRuleCount,
  netlifyHeaders,
  sha256,
  sitePolicy,
  type PagePolicy,
} from "../../../gatsby/hosting/security-headers";
import { REDIRECTS, type Redirect } from "../../../src/lib/routing/routes";

const PAGES: PagePolicy[] = [
  { path: "/", csp: contentSecurityPolicy([sha256("home()")]) },
  { path: "/about/", csp: contentSecurityPolicy([sha256("about()")]) },
  { path: "/blog/", csp: contentSecurityPolicy([sha256("location.replace('/insights/')")]) },
  { path: "/insights/", csp: contentSecurityPolicy([sha256("insights()")]) },
  { path: "/404.html", csp: contentSecurityPolicy([sha256("notFound()")]) },
  {
    path: "/admin/",
    csp: "default-src 'self'",
    headers: [
      ["X-Robots-Tag", "noindex"],
      ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ],
  },
];
const ADMIN = PAGES.at(-1)!;
/** Articles beyond the fixture's pages: no host's rules may grow with them. */
const manyPages = (n: number): PagePolicy[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/insights/article-${i}/`, csp: contentSecurityPolicy([sha256(`a${i}()`)]) }));
const TABLE: Redirect[] = [
  { from: "/blog/", to: "/insights/" },
  { from: "/ar/blog/", to: "/ar/insights/" },
];
/** A page path without its trailing slash: /blog/ -> /blog, the other form a visitor may type. */
const bare = (p: string) => p.replace(/\/$/, "");
/** Both forms of each redirect's path, each with the page it leads to. */
const BOTH_FORMS = TABLE.flatMap((r) => [
  [r.from, r.to],
  [bare(r.from), r.to],
]);

describe("hostFromEnv", () => {
  it.each([
    [{ NETLIFY: "true" }, "netlify"],
    [{ CF_PAGES: "1" }, "cloudflare-pages"],
    [{ NETLIFY: "true", CF_PAGES: "1" }, "netlify"],
    [{}, undefined],
    [{ VERCEL: "1" }, undefined],
    [{ NETLIFY: "false" }, undefined],
    [{ NETLIFY: "1" }, undefined],
    [{ CF_PAGES: "0" }, undefined],
    [{ CF_PAGES: "true" }, undefined],
  ])("reads %j as %s", (env, host) => {
    expect(hostFromEnv(env as NodeJS.ProcessEnv)).toBe(host);
  });

  it("reads the build's own environment when given none", () => {
    const saved = { NETLIFY: process.env.NETLIFY, CF_PAGES: process.env.CF_PAGES };
    try {
      delete process.env.NETLIFY;
      process.env.CF_PAGES = "1";
      expect(hostFromEnv()).toBe("cloudflare-pages");
      delete process.env.CF_PAGES;
      expect(hostFromEnv()).toBeUndefined();
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  });
});

describe("redirectsFile", () => {
  const rulesOf = (text: string) =>
    text
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => l.split(/\s+/));
  const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

  /**
   * Netlify: the first rule that matches, with or without the trailing slash; an unforced one is
   * shadowed where a file exists (the fallback page at blog/index.html).
   */
  function netlify(rules: string[][], url: string, fileExists: boolean): string | undefined {
    for (const [from, to, status] of rules) if (bare(from!) === bare(url) && (status!.endsWith("!") || !fileExists)) return `${status!.replace("!", "")} ${to}`;
    return undefined;
  }

  /** Cloudflare Pages: the path as written; lines with a status other than a redirect's plain number are skipped. */
  function cloudflare(rules: string[][], url: string): string | undefined {
    const rule = rules.filter(([, , status]) => REDIRECT_STATUSES.includes(Number(status)) && /^\d+$/.test(status!)).find(([from]) => from === url);
    return rule && `${rule[2]} ${rule[1]}`;
  }

  /** A line Netlify reads: from, to and a status it knows, forced or not (https://docs.netlify.com/routing/redirects/). */
  const netlifyValid = ([from, to, status, ...rest]: string[]) =>
    rest.length === 0 && from!.startsWith("/") && to!.startsWith("/") && /^(200|301|302|303|307|308|404|410|451)!?$/.test(status!);

  describe.each([
    ["combined (no host named)", undefined],
    ["netlify", "netlify"],
  ] as [string, StaticHost | undefined][])("for Netlify: %s", (_name, host) => {
    const rules = rulesOf(redirectsFile(TABLE, host));

    it("redirects both forms of every row with a 301, although a fallback page exists at the path", () => {
      for (const [from, to] of BOTH_FORMS) expect([from, netlify(rules, from!, true)]).toEqual([from, `301 ${to}`]);
    });

    it("gives an unknown path under /ar the Arabic 404 page, with status 404", () => {
      expect(rules).toContainEqual(["/ar/*", "/ar/404.html", "404"]);
    });
  });

  describe.each([
    ["combined (no host named)", undefined],
    ["cloudflare-pages", "cloudflare-pages"],
  ] as [string, StaticHost | undefined][])("for Cloudflare Pages: %s", (_name, host) => {
    const rules = rulesOf(redirectsFile(TABLE, host));

    it("redirects both forms of every row with a 301, each by a line of its own", () => {
      for (const [from, to] of BOTH_FORMS) expect([from, cloudflare(rules, from!)]).toEqual([from, `301 ${to}`]);
    });
  });

  describe("written for Netlify alone", () => {
    const text = redirectsFile(TABLE, "netlify");
    const rules = rulesOf(text);

    it("has only lines Netlify reads, says which host it is for, and forces every redirect", () => {
      for (const rule of rules) expect([rule, netlifyValid(rule)]).toEqual([rule, true]);
      expect(text).toContain("NETLIFY=true");
      expect(rules.filter(([, , status]) => status !== "404").map(([, , status]) => status)).toEqual(TABLE.map(() => "301!"));
    });

    it("has no plain duplicate: one rule per redirect, which Netlify matches with or without the slash", () => {
      const redirects = rules.filter(([, , status]) => status !== "404");
      expect(redirects).toHaveLength(TABLE.length);
      expect(new Set(redirects.map(([from]) => bare(from!))).size).toBe(redirects.length);
      expect(rules.some(([, , status]) => REDIRECT_STATUSES.map(String).includes(status!))).toBe(false);
    });
  });

  describe("written for Cloudflare Pages alone", () => {
    const text = redirectsFile(TABLE, "cloudflare-pages");
    const rules = rulesOf(text);

    it("has no forced (!) status and no 404 rule, the lines Cloudflare rejects as invalid", () => {
      expect(text).not.toContain("!");
      expect(rules.some(([, , status]) => status === "404")).toBe(false);
      expect(text).not.toContain("/ar/*");
      for (const rule of rules) expect([rule, rule.length === 3 && REDIRECT_STATUSES.includes(Number(rule[2]))]).toEqual([rule, true]);
      expect(text).toContain("CF_PAGES=1");
    });

    it("redirects both /blog and /blog/, each once", () => {
      expect(rules.map(([from]) => from).sort()).toEqual(BOTH_FORMS.map(([from]) => from).sort());
      expect(rules).toContainEqual(["/blog", "/insights/", "301"]);
      expect(rules).toContainEqual(["/blog/", "/insights/", "301"]);
    });
  });

  describe("combined, for whichever host reads it", () => {
    const text = redirectsFile(TABLE);
    const rules = rulesOf(text);
    const lines = (host: StaticHost) => rulesOf(redirectsFile(TABLE, host)).map((r) => r.join(" "));

    it("has both hosts' rules and nothing else", () => {
      expect(rules.map((r) => r.join(" ")).sort()).toEqual([...lines("netlify"), ...lines("cloudflare-pages")].sort());
      for (const rule of rules) expect(rule).toHaveLength(3);
    });

    it("puts each forced rule before the plain ones of its path, so Netlify's first match is the forced one", () => {
      for (const r of TABLE) {
        const first = rules.find(([from]) => bare(from!) === bare(r.from));
        expect(first).toEqual([bare(r.from), r.to, "301!"]);
      }
    });

    it("names both hosts in its comment, and not one build's variable", () => {
      expect(text).toMatch(/^# For Netlify and Cloudflare Pages/m);
      expect(text).not.toContain("NETLIFY=true");
      expect(text).not.toContain("CF_PAGES=1");
    });
  });

  it("writes the shipped table: /blog and /blog/ to /insights/", () => {
    expect(redirectsFile(REDIRECTS)).toContain("/blog /insights/ 301!\n/blog /insights/ 301\n/blog/ /insights/ 301\n");
    expect(redirectsFile(REDIRECTS, "netlify")).toContain("/blog /insights/ 301!\n");
    expect(redirectsFile(REDIRECTS, "cloudflare-pages")).toContain("/blog /insights/ 301\n/blog/ /insights/ 301\n");
  });
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

  describe("on its own (no Vercel builder in this build)", () => {
    const config = vercelConfig(PAGES, TABLE);

    it("is version 3 of the Build Output API", () => {
      expect(config.version).toBe(3);
    });

    it("gives every path the common headers and revalidation", () => {
      for (const url of ["/", "/about/", "/about", "/nope/"]) {
        const { headers } = vercel(config, url);
        for (const [k, v] of COMMON_HEADERS) expect(headers[k]).toBe(v);
        expect(headers["Cache-Control"]).toBe(REVALIDATE);
      }
    });

    it("gives every path the site-wide policy and same-origin COOP, and no page's own policy (each page has it in its meta element)", () => {
      for (const url of ["/", "/about/", "/about", "/about-us/", "/no-such-page/", "/404.html", "/static/abc/photo.webp"]) {
        expect([url, vercel(config, url).headers["Content-Security-Policy"]]).toEqual([url, SITE_POLICY]);
        expect([url, vercel(config, url).headers["Cross-Origin-Opener-Policy"]]).toEqual([url, "same-origin"]);
      }
      expect(vercel(config, "/about/").headers["X-Robots-Tag"]).toBeUndefined();
      for (const p of PAGES.filter((x) => !x.headers)) expect(JSON.stringify(config)).not.toContain(p.csp);
    });

    it("gives /admin its own policy and headers in place of the site-wide ones", () => {
      for (const url of ["/admin", "/admin/"])
        expect(vercel(config, url).headers).toMatchObject({
          "Content-Security-Policy": ADMIN.csp,
          "X-Robots-Tag": "noindex",
          "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
          "Strict-Transport-Security": COMMON_HEADERS[0]![1],
        });
    });

    it("has as many routes for hundreds of pages as for a few", () => {
      expect(vercelConfig([...PAGES, ...manyPages(500)], TABLE)).toEqual(config);
    });

    it("caches hashed assets immutably and nothing else", () => {
      expect(vercel(config, "/static/abc/photo.webp").headers["Cache-Control"]).toBe(IMMUTABLE);
      expect(vercel(config, "/app-0123456789abcdef0123.js").headers["Cache-Control"]).toBe(IMMUTABLE);
      expect(vercel(config, "/styles.0123456789abcdef0123.css").headers["Cache-Control"]).toBe(IMMUTABLE);
      expect(vercel(config, "/sw.js").headers["Cache-Control"]).toBe(REVALIDATE);
    });

    it("redirects both forms of each row of the table permanently, in one hop, with the security headers", () => {
      for (const [from, to] of BOTH_FORMS) {
        const answer = vercel(config, from!);
        expect([from, answer.redirect]).toEqual([from, `301 ${to}`]);
        expect(answer.headers["Strict-Transport-Security"]).toBeTruthy();
      }
    });

    it("sends a page's path without its trailing slash to its one URL, keeping files and slashed paths as they are", () => {
      expect(vercel(config, "/about").redirect).toBe("301 /about/");
      expect(vercel(config, "/ar").redirect).toBe("301 /ar/");
      expect(vercel(config, "/insights/tag/ai-integration/page/2").redirect).toBe("301 /insights/tag/ai-integration/page/2/");
      for (const url of [
        "/",
        "/about/",
        "/ar/",
        "/insights/tag/ai-integration/",
        "/rss.xml",
        "/404.html",
        "/static/abc/photo.webp",
        "/app-0123456789abcdef0123.js",
      ])
        expect([url, vercel(config, url).redirect]).toEqual([url, undefined]);
    });

    it("hands over to the filesystem, then answers the 404 page of the path's language", () => {
      const handle = config.routes.findIndex((r) => r.handle === "filesystem");
      expect(config.routes.slice(handle + 1)).toEqual([
        { src: "/ar/(.*)", status: 404, dest: "/ar/404.html" },
        { src: "/(.*)", status: 404, dest: "/404.html" },
      ]);
    });

    it("escapes regular-expression characters in the path of a page with its own rule", () => {
      const route = vercelConfig([{ path: "/a.b/", csp: "x", headers: [] }], []).routes.find((r) => r.headers?.["Content-Security-Policy"] === "x")!;
      expect(new RegExp(route.src!).test("/a.b/")).toBe(true);
      expect(new RegExp(route.src!).test("/a.b")).toBe(true);
      expect(new RegExp(route.src!).test("/aXb/")).toBe(false);
    });
  });

  describe("merged into the config Vercel's Gatsby builder wrote", () => {
    // As gatsby-plugin-vercel-builder writes it for trailingSlash "always" (Vercel's trailingSlash: true) and this site's redirect.
    const VERCELS: VercelConfig = {
      version: 3,
      routes: [
        { src: "^/(?:(.+)/)?index(?:\\.html)?/?$", headers: { Location: "/$1" }, status: 308 },
        { src: "^/((?:[^/]+/)*[^/\\.]+)$", headers: { Location: "/$1/" }, status: 308 },
        { src: "^/((?:[^/]+/)*[^/]+\\.\\w+)/$", headers: { Location: "/$1" }, status: 308 },
        { src: "^/blog/$", headers: { Location: "/insights/" }, status: 308 },
        { handle: "error" },
        { status: 404, src: "^(?!/api).*$", dest: "404.html" },
      ],
      framework: { version: "5.16.1" },
    };
    const merged = vercelConfig(PAGES, TABLE, structuredClone(VERCELS));

    it("keeps every one of Vercel's routes, in its order, after the site's", () => {
      expect(merged.routes.slice(-VERCELS.routes.length)).toEqual(VERCELS.routes);
      expect(merged.routes.length).toBeGreaterThan(VERCELS.routes.length);
    });

    it("keeps Vercel's other fields", () => {
      expect(merged.framework).toEqual({ version: "5.16.1" });
      expect(merged.version).toBe(3);
    });

    it("adds the site's headers and a 301 for each redirect before Vercel's routes", () => {
      for (const [from, to] of BOTH_FORMS) expect([from, vercel(merged, from!).redirect]).toEqual([from, `301 ${to}`]);
      expect(vercel(merged, "/about/").headers["Content-Security-Policy"]).toBe(SITE_POLICY);
      expect(vercel(merged, "/about/").redirect).toBeUndefined();
      expect(vercel(merged, "/admin/").headers["Content-Security-Policy"]).toBe(ADMIN.csp);
      expect(vercel(merged, "/about").redirect).toBe("308 /about/");
      const firstVercel = merged.routes.findIndex((r: VercelRoute) => r.status === 308);
      expect(merged.routes.slice(0, firstVercel).every((r) => r.continue === true || r.status === 301)).toBe(true);
    });
  });
});

describe("nginxConf", () => {
  const text = nginxConf(PAGES, TABLE);
  const lines = text.split("\n");
  const blockOf = (head: string) => {
    const start = lines.indexOf(`${head} {`);
    expect(start).toBeGreaterThanOrEqual(0);
    return lines.slice(start + 1, lines.indexOf("}", start)).map((l) => l.trim());
  };

  it("adds every header with `always`, except the immutable caching a 404 must not get", () => {
    const adds = lines.filter((l) => l.includes("add_header"));
    for (const l of adds) {
      if (l.includes(IMMUTABLE)) expect(l.trim()).toBe(`add_header Cache-Control "${IMMUTABLE}";`);
      else expect(l).toMatch(/^\s*add_header [A-Za-z-]+ "[^"$\\]*" always;$/);
    }
  });

  it("serves every page from `location /` with the site-wide headers, policy and COOP, and has no location per page", () => {
    const body = blockOf("location /");
    for (const [k, v] of SITE_HEADERS) expect(body).toContain(`add_header ${k} "${v}" always;`);
    expect(body).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(body).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(body).toContain("try_files $uri $uri/ =404;");
    for (const p of PAGES.filter((x) => !x.headers)) expect(text).not.toContain(p.csp);
    expect(lines.filter((l) => l.startsWith("location = ")).sort()).toEqual(
      ["location = /_headers {", "location = /_redirects {", "location = /admin/ {", ...BOTH_FORMS.map(([from]) => `location = ${from} {`)].sort(),
    );
  });

  it("sends the site-wide policy from every location that sends headers, and one policy only", () => {
    const heads = lines.filter((l) => /^location .* \{$/.test(l) && !l.includes("/_headers") && !l.includes("/_redirects"));
    for (const head of heads) {
      const policies = blockOf(head.slice(0, -2)).filter((l) => l.startsWith("add_header Content-Security-Policy "));
      expect([head, policies]).toEqual([head, [`add_header Content-Security-Policy "${head === "location = /admin/ {" ? ADMIN.csp : SITE_POLICY}" always;`]]);
    }
    expect(heads.length).toBeGreaterThan(4);
  });

  it("gives /admin a location of its own: the common headers, its own policy, COOP and X-Robots-Tag, and its file", () => {
    const admin = blockOf("location = /admin/");
    for (const [k, v] of COMMON_HEADERS) expect(admin).toContain(`add_header ${k} "${v}" always;`);
    expect(admin).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(admin).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    expect(admin.filter((l) => l.includes("Cross-Origin-Opener-Policy"))).toHaveLength(1);
    expect(admin).toContain("try_files /admin/index.html =404;");
  });

  it("is the same file for hundreds of pages as for a few", () => {
    expect(nginxConf([...PAGES, ...manyPages(500)], TABLE)).toBe(text);
  });

  it("redirects both forms of each row of the table with a 301 in one hop, keeping the query, instead of serving its fallback page", () => {
    for (const [from, to] of BOTH_FORMS) {
      const body = blockOf(`location = ${from}`);
      expect(body).toContain(`return 301 ${to}$is_args$args;`);
      expect(body.some((l) => l.startsWith("try_files"))).toBe(false);
      for (const [k] of COMMON_HEADERS) expect(body.some((l) => l.startsWith(`add_header ${k} `))).toBe(true);
    }
    expect(lines.filter((l) => l === "location = /blog {")).toHaveLength(1);
    expect(lines.filter((l) => l === "location = /blog/ {")).toHaveLength(1);
  });

  it("serves each page at its one URL (/about/), leaves the 301 from /about to nginx's directory redirect, and answers unknown paths with the 404 page", () => {
    // try_files $uri/ finds about/ and nginx answers /about with 301 /about/; $uri/index.html would serve /about as a second URL.
    expect(lines.some((l) => /^\s*rewrite\s/.test(l))).toBe(false);
    expect(text).not.toContain("permanent");
    expect(text).not.toContain("$uri/index.html");
    expect(lines).toContain("error_page 404 /404.html;");
    expect(lines).toContain("absolute_redirect off;");
    expect(blockOf("location /")).toContain("try_files $uri $uri/ =404;");
    const arabic = blockOf("location ^~ /ar/");
    expect(arabic).toContain("error_page 404 /ar/404.html;");
    expect(arabic).toContain("try_files $uri $uri/ =404;");
  });

  it("quotes the hashed-file regex, whose braces ended the directive in nginx 1.22", () => {
    const head = lines.find((l) => l.startsWith("location ~ "))!;
    const m = /^location ~ "(.+)" \{$/.exec(head);
    expect(m).not.toBeNull();
    const re = new RegExp(m![1]!);
    expect(re.test("/app-0123456789abcdef0123.js")).toBe(true);
    expect(re.test("/styles.0123456789abcdef0123.css")).toBe(true);
    expect(re.test("/partytown.js")).toBe(false);
    expect(re.test("/static/a/app-0123456789abcdef0123.js")).toBe(false);
    for (const l of lines.filter((x) => /^location ~/.test(x))) expect(l).toMatch(/^location ~\*? ".*" \{$/);
  });

  it("caches only /static/ and hashed files as immutable", () => {
    const immutable = lines.filter((l) => l.includes(IMMUTABLE));
    expect(immutable).toHaveLength(2);
    expect(blockOf("location ^~ /static/")).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
  });

  it("compresses with the build's .gz copies, and never video, so ranges stay on", () => {
    expect(lines).toContain("gzip on;");
    expect(lines).toContain("gzip_static on;");
    expect(lines).toContain("gzip_vary on;");
    const types = lines.find((l) => l.startsWith("gzip_types "))!;
    expect(types).toContain("application/javascript");
    expect(types).not.toMatch(/video|audio|image\/(png|jpeg|webp|avif)/);
  });

  it("does not serve the other hosts' rule files", () => {
    expect(blockOf("location = /_headers")).toEqual(["return 404;"]);
    expect(blockOf("location = /_redirects")).toEqual(["return 404;"]);
  });

  it("has balanced braces", () => {
    expect(lines.filter((l) => /\{$/.test(l)).length).toBe(lines.filter((l) => l === "}").length);
  });

  it("refuses values nginx would read differently", () => {
    expect(() => nginxConf([{ path: "/x/", csp: "script-src 'self' $var", headers: [] }], [])).toThrow(/nginx string/);
    expect(() => nginxConf([{ path: '/x"/', csp: "x", headers: [] }], [])).toThrow(/nginx location/);
  });

  it("refuses a redirect path that is not in its one form, with its trailing slash", () => {
    expect(() => nginxConf(PAGES, [{ from: "/blog", to: "/insights/" }])).toThrow(/nginx location/);
    expect(() => nginxConf(PAGES, [{ from: "/blog/", to: "/insights" }])).toThrow(/nginx location/);
  });
});

describe("the forms' origins in every host's site-wide policy", () => {
  const ORIGIN = "https://api.example.com";
  const policies = (lines: string[]) => lines.filter((l) => l.includes("Content-Security-Policy"));

  it("nginx: every location that sends the site-wide policy sends it with the origin in form-action; /admin keeps its own", () => {
    const sent = policies(nginxConf(PAGES, REDIRECTS, [ORIGIN]).split("\n")).map((l) => l.trim());
    expect(sent.length).toBeGreaterThan(2);
    expect(new Set(sent)).toEqual(
      new Set([`add_header Content-Security-Policy "${sitePolicy([ORIGIN])}" always;`, `add_header Content-Security-Policy "${ADMIN.csp}" always;`]),
    );
  });

  it("Vercel: the route for every path", () => {
    const config = vercelConfig(PAGES, REDIRECTS, undefined, [ORIGIN]);
    expect(config.routes[0]!.headers!["Content-Security-Policy"]).toBe(sitePolicy([ORIGIN]));
  });

  it("unchanged without origins", () => {
    expect(nginxConf(PAGES, REDIRECTS, [])).toBe(nginxConf(PAGES, REDIRECTS));
    expect(vercelConfig(PAGES, REDIRECTS, undefined, [])).toEqual(vercelConfig(PAGES, REDIRECTS));
  });
});

describe("writeHostConfig", () => {
  let project: string;
  let publicDir: string;
  const read = (relative: string) => fs.readFile(path.join(project, relative), "utf8");
  const configFile = () => path.join(project, ".vercel/output/config.json");

  beforeEach(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), "host-config-"));
    publicDir = path.join(project, "public");
    await fs.mkdir(path.join(publicDir, "about"), { recursive: true });
    await fs.writeFile(path.join(publicDir, "index.html"), "<p>home</p>");
    await fs.writeFile(path.join(publicDir, "about/index.html"), "<p>about</p>");
    await fs.writeFile(path.join(publicDir, "app-0123456789abcdef0123.js"), "app()");
  });

  afterEach(() => fs.rm(project, { recursive: true, force: true }));

  it("writes the _redirects of the host it is told, and the combined one when told none", async () => {
    for (const host of ["netlify", "cloudflare-pages", undefined] as const) {
      await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: Date.now(), onVercel: false, host });
      expect([host, await read("public/_redirects")]).toEqual([host, redirectsFile(TABLE, host)]);
    }
    expect(redirectsFile(TABLE, "netlify")).not.toBe(redirectsFile(TABLE, "cloudflare-pages"));
    expect(redirectsFile(TABLE, "netlify")).not.toBe(redirectsFile(TABLE));
  });

  it("writes public/_headers, public/_redirects, deploy/nginx.conf and each static host's exact _redirects in deploy/<host>/", async () => {
    const result = await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: Date.now(), onVercel: false });
    expect(await read("public/_headers")).toBe(netlifyHeaders(PAGES, ["app-0123456789abcdef0123.js"]));
    expect(result).toMatchObject({ headerRules: headerRuleCount(await read("public/_headers")), hashedFiles: 1 });
    expect(await read("public/_redirects")).toBe(redirectsFile(TABLE));
    expect(await read("deploy/nginx.conf")).toBe(nginxConf(PAGES, TABLE));
    expect(await read("deploy/netlify/_redirects")).toBe(redirectsFile(TABLE, "netlify"));
    expect(await read("deploy/cloudflare-pages/_redirects")).toBe(redirectsFile(TABLE, "cloudflare-pages"));
  });

  it("names only this build's hashed bundles, as webpack's stats and the runtime's chunk map give them, when the build left its stats", async () => {
    const file = (name: string, text: string) => fs.writeFile(path.join(publicDir, name), text);
    await file("webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js", 'c.u=e=>e+"-"+{454:"bbbbbbbbbbbbbbbbbbbb"}[e]+".js"');
    await file("454-bbbbbbbbbbbbbbbbbbbb.js", "lazy()");
    await file("454-cccccccccccccccccccc.js", "an earlier build's lazy chunk");
    await file("styles.dddddddddddddddddddd.css", "a{}");
    await file(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: { app: { assets: [{ name: "webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js" }, { name: "app-0123456789abcdef0123.js" }] } },
        assetsByChunkName: { styles: ["styles.dddddddddddddddddddd.css"] },
      }),
    );
    expect(await currentHashedFiles(publicDir)).toEqual([
      "454-bbbbbbbbbbbbbbbbbbbb.js",
      "app-0123456789abcdef0123.js",
      "styles.dddddddddddddddddddd.css",
      "webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js",
    ]);
    await fs.rm(path.join(publicDir, "webpack.stats.json"));
    expect(await currentHashedFiles(publicDir)).toContain("454-cccccccccccccccccccc.js");
  });

  it("merges into a Vercel config written during this build, keeping Vercel's entries", async () => {
    const vercels = { version: 3, routes: [{ handle: "error" }, { status: 404, src: "^(?!/api).*$", dest: "404.html" }], crons: [] };
    const started = Date.now() - 60_000;
    await fs.mkdir(path.dirname(configFile()), { recursive: true });
    await fs.writeFile(configFile(), JSON.stringify(vercels));
    const result = await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: started, onVercel: false });
    const written = JSON.parse(await read(".vercel/output/config.json")) as VercelConfig;
    expect(result.vercelMerged).toBe(true);
    expect(written).toEqual(vercelConfig(PAGES, TABLE, vercels as VercelConfig));
    expect(written.routes.slice(-2)).toEqual(vercels.routes);
    expect(written.crons).toEqual([]);
  });

  it("replaces a Vercel config left by an earlier build instead of merging into it again", async () => {
    await fs.mkdir(path.dirname(configFile()), { recursive: true });
    await fs.writeFile(configFile(), JSON.stringify(vercelConfig(PAGES, TABLE)));
    const earlier = new Date(Date.now() - 3_600_000);
    await fs.utimes(configFile(), earlier, earlier);
    const result = await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: Date.now() - 60_000, onVercel: false });
    expect(result.vercelMerged).toBe(false);
    expect(JSON.parse(await read(".vercel/output/config.json"))).toEqual(vercelConfig(PAGES, TABLE));
  });

  it("copies public/ into .vercel/output/static on Vercel only, over the hard links Vercel's builder made", async () => {
    await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: Date.now(), onVercel: false });
    await expect(fs.access(path.join(project, ".vercel/output/static"))).rejects.toThrow();

    const staticDir = path.join(project, ".vercel/output/static");
    await fs.mkdir(path.join(staticDir, "about"), { recursive: true });
    await fs.link(path.join(publicDir, "about/index.html"), path.join(staticDir, "about/index.html"));
    await fs.writeFile(path.join(publicDir, "about/index.html"), "<p>about, rewritten in place by a post-build step</p>");
    const result = await writeHostConfig(publicDir, project, PAGES, TABLE, { buildStartedAt: Date.now(), onVercel: true });
    expect(result.vercelCopied).toBe(4); // index.html, the app script, _headers and _redirects; about/index.html is the same file
    expect(await read(".vercel/output/static/about/index.html")).toBe("<p>about, rewritten in place by a post-build step</p>");
    expect(await read(".vercel/output/static/_redirects")).toBe(redirectsFile(TABLE));
  });
});

describe("syncDir", () => {
  it("copies only what is missing or another file", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "sync-dir-"));
    await fs.mkdir(path.join(root, "a/sub"), { recursive: true });
    await fs.mkdir(path.join(root, "b"), { recursive: true });
    await fs.writeFile(path.join(root, "a/one.txt"), "1");
    await fs.writeFile(path.join(root, "a/sub/two.txt"), "2");
    await fs.writeFile(path.join(root, "b/one.txt"), "old");
    expect(await syncDir(path.join(root, "a"), path.join(root, "b"))).toBe(2);
    expect(await fs.readFile(path.join(root, "b/one.txt"), "utf8")).toBe("1");
    expect(await fs.readFile(path.join(root, "b/sub/two.txt"), "utf8")).toBe("2");
    await fs.rm(root, { recursive: true, force: true });
  });
});
