/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import { ADMIN_CSP, ADMIN_HEADERS, ADMIN_PATH } from "../../../gatsby/cms/admin";
import {
  HASHED_DIR,
  HASHED_FILE,
  HEADER_RULE_LIMIT,
  IMMUTABLE,
  MAPS_SCRIPT_ORIGINS,
  SITE_DIRECTIVES,
  SITE_POLICY,
  contentSecurityPolicy,
  siteDirectives,
  sitePolicy,
  documentPatterns,
  headerRuleCount,
  inlineScripts,
  metaPolicy,
  netlifyHeaders,
  patternMatches,
  REVALIDATE,
  sha256,
  withMetaPolicy,
  type PagePolicy,
} from "../../../gatsby/hosting/security-headers";
import { BrokenAssumption } from "../../../plugins/gatsby-plugin-fast-start";

const nodeHash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A policy as a map of directive name to its list of sources. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    expect(map.has(name!)).toBe(false); // every directive once
    map.set(name!, values);
  }
  return map;
}

const H1 = sha256("console.log(1)");
const H2 = sha256("window.x = 2");

describe("inlineScripts", () => {
  it("returns the content of plain inline scripts, exactly as written", () => {
    const html = `<html><head><script>var a = 1;</script></head><body><script>\n  b();\n</script></body></html>`;
    expect(inlineScripts(html)).toEqual(["var a = 1;", "\n  b();\n"]);
  });

  it("skips scripts with a src attribute, however it is written", () => {
    const html = `<script src="/app.js"></script><script async src='/b.js'></script><script defer src=/c.js></script><script src = "/d.js"></script><script>inline()</script>`;
    expect(inlineScripts(html)).toEqual(["inline()"]);
  });

  it("skips a src attribute written in upper case (HTML attribute names are case-insensitive)", () => {
    expect(inlineScripts(`<script SRC="/d.js"></script><script Src="/e.js"></script>`)).toEqual([]);
  });

  it("skips JSON-LD and other data blocks", () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{"a":1}</script><script type="text/template"><p></p></script><script>run()</script>`;
    expect(inlineScripts(html)).toEqual(["run()"]);
  });

  it("skips JSON-LD whatever the quoting and case of its type", () => {
    expect(inlineScripts(`<script type='application/ld+json'>{}</script>`)).toEqual([]);
    expect(inlineScripts(`<script type=application/ld+json>{}</script>`)).toEqual([]);
    expect(inlineScripts(`<script TYPE="Application/LD+JSON">{}</script>`)).toEqual([]);
  });

  it("includes module scripts and JavaScript MIME types", () => {
    const html = `<script type="module">import "/x.js";</script><script type="text/javascript">a()</script><script type="application/javascript">b()</script><script type="MODULE">c()</script>`;
    expect(inlineScripts(html)).toEqual([`import "/x.js";`, "a()", "b()", "c()"]);
  });

  it("includes scripts with other attributes (id, nonce-less, data-*)", () => {
    const html = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>`;
    expect(inlineScripts(html)).toEqual([`/*<![CDATA[*/window.pagePath="/";/*]]>*/`, "window.___chunkMapping={}"]);
  });

  it("includes an executable script whose data attribute merely ends in 'src' or 'type'", () => {
    // data-src and data-type are not the src and type attributes: the script still runs, so it needs a hash.
    expect(inlineScripts(`<script data-src="x">a()</script>`)).toEqual(["a()"]);
    expect(inlineScripts(`<script data-type="application/ld+json">b()</script>`)).toEqual(["b()"]);
  });

  it("includes empty inline scripts and ignores <noscript>", () => {
    expect(inlineScripts(`<script></script><noscript><p>No JS</p></noscript>`)).toEqual([""]);
  });

  it("returns nothing for a page without scripts", () => {
    expect(inlineScripts("<html><body><p>hi</p></body></html>")).toEqual([]);
  });
});

describe("sha256", () => {
  it("is the CSP source form 'sha256-<base64>' of Node's SHA-256 of the UTF-8 content", () => {
    for (const text of ["", "console.log(1)", "\n  b();\n", "alert('é — ✓')"]) {
      expect(sha256(text)).toBe(nodeHash(text));
      expect(sha256(text)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
  });

  it("matches the known hash of the empty string", () => {
    expect(sha256("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("differs for content differing only in whitespace", () => {
    expect(sha256("a()")).not.toBe(sha256("a() "));
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy([H1, H2, H1]);
  const d = directives(csp);

  it("allows scripts from the site, the page's hashes (once each) and the Maps origins", () => {
    expect(d.get("script-src")).toEqual(["'self'", H1, H2, ...MAPS_SCRIPT_ORIGINS]);
    expect(MAPS_SCRIPT_ORIGINS).toEqual(expect.arrayContaining(["https://maps.googleapis.com", "https://maps.gstatic.com"]));
  });

  it("never allows unsafe inline or eval for scripts", () => {
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
    expect(d.get("script-src")).not.toContain("*");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(d.has("script-src-elem")).toBe(false);
    expect(d.has("script-src-attr")).toBe(false);
  });

  it("allows inline styles (Gatsby inlines its CSS)", () => {
    expect(d.get("style-src")?.slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("locks down objects, base, forms and framing", () => {
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
  });

  it("allows what the map needs for images, connections, fonts and workers", () => {
    expect(d.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https://maps.googleapis.com", "https://maps.gstatic.com"]));
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://maps.googleapis.com"]));
    expect(d.get("font-src")).toEqual(expect.arrayContaining(["'self'", "https://fonts.gstatic.com"]));
    expect(d.get("worker-src")).toEqual(expect.arrayContaining(["'self'", "blob:"]));
  });

  it("has only the site and the Maps origins for scripts when the page has no inline script", () => {
    expect(directives(contentSecurityPolicy([])).get("script-src")).toEqual(["'self'", ...MAPS_SCRIPT_ORIGINS]);
  });

  it("is one line of directives separated by '; '", () => {
    expect(csp).not.toMatch(/[\r\n]/);
    expect(csp.split("; ").every((part) => /^[a-z-]+( |$)/.test(part))).toBe(true);
  });
});

/** Netlify / Cloudflare _headers: path lines followed by indented header lines. */
function parseHeaders(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line, headers: [] });
    else {
      const trimmed = line.trim();
      if (trimmed.startsWith("!")) continue; // Cloudflare's "detach" line
      const i = trimmed.indexOf(":");
      rules.at(-1)!.headers.push([trimmed.slice(0, i), trimmed.slice(i + 1).trim()]);
    }
  }
  return rules;
}

const ADMIN: PagePolicy = { path: ADMIN_PATH, csp: ADMIN_CSP, headers: ADMIN_HEADERS };
const PAGES: PagePolicy[] = [
  { path: "/", csp: contentSecurityPolicy([H1]) },
  { path: "/about/", csp: contentSecurityPolicy([H2]) },
  { path: "/insights/", csp: contentSecurityPolicy([H1]) },
  { path: "/insights/an-article/", csp: contentSecurityPolicy([H2]) },
  { path: "/insights/tag/ai/", csp: contentSecurityPolicy([H1]) },
  { path: "/privacy/", csp: contentSecurityPolicy([H1]) },
  { path: "/privacy-policy/", csp: contentSecurityPolicy([H1]) },
  { path: "/404.html", csp: contentSecurityPolicy([H1, H2]) },
  ADMIN,
];
const HASHED = ["app-0123456789abcdef0123.js", "styles.abcdefabcdefabcdefab.css"];

describe("the site-wide policy (SITE_POLICY)", () => {
  const site = directives(SITE_POLICY);

  it("carries what a meta element cannot: frame-ancestors 'none'; and objects, base and forms locked down", () => {
    expect(site.get("frame-ancestors")).toEqual(["'none'"]);
    expect(site.get("object-src")).toEqual(["'none'"]);
    expect(site.get("base-uri")).toEqual(["'self'"]);
    expect(site.get("form-action")).toEqual(["'self'"]);
  });

  it("restricts no fetch a page or /admin makes: no script, style, default or other source list", () => {
    // Both policies are enforced: a script-src here would block every hash that is not listed here.
    expect([...site.keys()].sort()).toEqual(["base-uri", "form-action", "frame-ancestors", "object-src"]);
  });

  it("is part of every page's policy and of /admin's, verbatim, so adding it forbids nothing more", () => {
    for (const csp of [contentSecurityPolicy([]), contentSecurityPolicy([H1, H2]), ADMIN_CSP])
      for (const directive of SITE_DIRECTIVES) expect(csp.split("; ")).toContain(directive);
  });
});

describe("the origins the forms send to (formOrigins)", () => {
  const ORIGIN = "https://api.example.com";
  const page = directives(contentSecurityPolicy([H1], [ORIGIN]));
  const site = directives(sitePolicy([ORIGIN]));

  it("are added to a page's form-action and connect-src, after 'self' and the map's, and to nothing else", () => {
    expect(page.get("form-action")).toEqual(["'self'", ORIGIN]);
    expect(page.get("connect-src")).toEqual(
      directives(contentSecurityPolicy([H1]))
        .get("connect-src")!
        .concat(ORIGIN),
    );
    for (const [name, sources] of page)
      if (name !== "form-action" && name !== "connect-src") expect([name, sources]).toEqual([name, directives(contentSecurityPolicy([H1])).get(name)]);
  });

  it("are added to the site-wide policy's form-action, which browsers enforce beside the page's", () => {
    expect(site.get("form-action")).toEqual(["'self'", ORIGIN]);
    expect(siteDirectives([ORIGIN]).filter((d) => !d.startsWith("form-action"))).toEqual(SITE_DIRECTIVES.filter((d) => !d.startsWith("form-action")));
  });

  it("leave every policy as it was when there are none (the simulation, or Netlify's forms posting to the site)", () => {
    expect(contentSecurityPolicy([H1], [])).toBe(contentSecurityPolicy([H1]));
    expect(sitePolicy([])).toBe(SITE_POLICY);
    expect(sitePolicy()).toBe(SITE_POLICY);
  });

  it("reach public/_headers' site-wide rule", () => {
    const all = parseHeaders(netlifyHeaders(PAGES, HASHED, [ORIGIN])).find((r) => r.path === "/*")!;
    expect(all.headers.filter(([k]) => k === "Content-Security-Policy").map(([, v]) => v)).toEqual([sitePolicy([ORIGIN])]);
  });
});

describe("netlifyHeaders", () => {
  const text = netlifyHeaders(PAGES, HASHED);
  const rules = parseHeaders(text);
  /** Every value of a header for a URL, in rule order, as Netlify and Cloudflare join them. */
  const sent = (url: string, name: string) =>
    rules.filter((r) => patternMatches(r.path, url)).flatMap((r) => r.headers.filter(([k]) => k.toLowerCase() === name.toLowerCase()).map(([, v]) => v));
  const header = (p: string, name: string) => rules.filter((r) => r.path === p).flatMap((r) => r.headers.filter(([k]) => k === name).map(([, v]) => v));
  const URLS = [
    ...PAGES.map((p) => p.path),
    "/insights/page/2/",
    "/about",
    "/no-such-page",
    "/services/unknown/",
    "/static/abc/photo.webp",
    `/${HASHED[0]}`,
    "/logo.svg",
    "/admin/decap-cms.js",
  ];

  it("sets the common security headers on /*", () => {
    expect(header("/*", "Strict-Transport-Security")).toEqual(["max-age=63072000; includeSubDomains"]);
    expect(header("/*", "X-Content-Type-Options")).toEqual(["nosniff"]);
    expect(header("/*", "Referrer-Policy")).toEqual(["strict-origin-when-cross-origin"]);
    expect(header("/*", "X-Frame-Options")).toEqual(["DENY"]);
    const permissions = header("/*", "Permissions-Policy")[0]!;
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
  });

  it("uses two years for HSTS", () => {
    expect(63072000).toBe(2 * 365 * 24 * 60 * 60);
  });

  it("gives immutable caching to hashed files by exact name and to /static/* only", () => {
    const immutable = rules.filter((r) => r.headers.some(([k, v]) => k === "Cache-Control" && v === IMMUTABLE)).map((r) => r.path);
    expect(immutable.sort()).toEqual([HASHED_DIR, ...HASHED.map((f) => `/${f}`)].sort());
    // No wildcard over every script: Partytown's unhashed files must revalidate.
    expect(immutable).not.toContain("/*.js");
    expect(HASHED_FILE.test("app-0123456789abcdef0123.js")).toBe(true);
    expect(HASHED_FILE.test("partytown.js")).toBe(false);
    expect(IMMUTABLE).toMatch(/max-age=31536000/);
    expect(IMMUTABLE).toMatch(/immutable/);
  });

  it("leaves every other path at the hosts' own Cache-Control, which is REVALIDATE", () => {
    expect(header("/*", "Cache-Control")).toEqual([]);
    for (const url of ["/", "/about/", "/about", "/no-such-page", "/admin/", "/admin"]) expect(sent(url, "Cache-Control")).toEqual([]);
    expect(REVALIDATE).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the site-wide policy on every path, and no page's own policy (each page has it in its meta element)", () => {
    expect(header("/*", "Content-Security-Policy")).toEqual([SITE_POLICY]);
    for (const url of URLS.filter((u) => !u.startsWith(ADMIN_PATH))) expect([url, sent(url, "Content-Security-Policy")]).toEqual([url, [SITE_POLICY]]);
    for (const hash of [H1, H2]) expect(text).not.toContain(hash);
  });

  it("sets each header once for any path; only /admin gets two policies, its own and the site-wide one it already holds", () => {
    for (const url of URLS) {
      const names = rules.filter((r) => patternMatches(r.path, url)).flatMap((r) => r.headers.map(([k]) => k.toLowerCase()));
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect([url, twice]).toEqual([url, url === ADMIN_PATH ? ["content-security-policy"] : []]);
      expect([url, names.filter((n) => n === "referrer-policy")]).toEqual([url, ["referrer-policy"]]);
    }
    // Joined, the two are two policies, both enforced: the site-wide one adds nothing /admin's lacks.
    expect(sent(ADMIN_PATH, "Content-Security-Policy")).toEqual([SITE_POLICY, ADMIN_CSP]);
    // Netlify skips Cloudflare's `! Name` lines, so the file relies on none.
    expect(text).not.toMatch(/^\s*!/m);
  });

  it("gives every page and the paths under its section same-origin COOP exactly once, and never /admin", () => {
    for (const url of [...PAGES.filter((p) => p !== ADMIN).map((p) => p.path), "/insights/page/2/", "/insights/tag/unknown/", "/about"])
      expect([url, sent(url, "Cross-Origin-Opener-Policy")]).toEqual([url, ["same-origin"]]);
    expect(header("/*", "Cross-Origin-Opener-Policy")).toEqual([]);
    for (const url of ["/admin/decap-cms.js", "/static/abc/photo.webp", "/no-such-page"]) expect(sent(url, "Cross-Origin-Opener-Policy")).toEqual([]);
    expect(sent(ADMIN_PATH, "Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"]);
    expect(sent(ADMIN_PATH, "X-Robots-Tag")).toEqual(["noindex, nofollow"]);
    for (const url of ["/", "/about/", "/insights/an-article/"]) expect(sent(url, "X-Robots-Tag")).toEqual([]);
  });

  it("gives /admin/ one rule of its own, at its one URL: its policy, then its headers", () => {
    expect(ADMIN_PATH).toBe("/admin/");
    expect(rules.filter((r) => r.path === ADMIN_PATH).map((r) => r.headers)).toEqual([[["Content-Security-Policy", ADMIN_CSP], ...ADMIN_HEADERS]]);
  });

  it("writes a header value on one line (no line breaks inside a policy)", () => {
    for (const line of text.split("\n").filter((l) => l.includes("Content-Security-Policy"))) expect(line).toMatch(/^ {2}Content-Security-Policy: [a-z-]+ /);
  });

  it("has as many rules for hundreds of pages as for a few, within Cloudflare's limit (HEADER_RULE_LIMIT)", () => {
    const many = (n: number, section: string) =>
      Array.from({ length: n }, (_, i) => ({ path: `/${section}/item-${i}/`, csp: contentSecurityPolicy([sha256(`page${i}()`)]) }));
    const few = netlifyHeaders(PAGES, HASHED);
    const more = netlifyHeaders([...PAGES, ...many(500, "insights"), ...many(100, "insights/tag"), ...many(50, "insights/page")], HASHED);
    expect(headerRuleCount(more)).toBe(headerRuleCount(few));
    expect(headerRuleCount(few)).toBe(rules.length);
    expect(more.length).toBe(few.length);
    // One page of a section and five hundred give the same file.
    expect(netlifyHeaders([{ path: "/insights/", csp: "x" }, ...many(499, "insights")], HASHED)).toBe(
      netlifyHeaders([{ path: "/insights/", csp: "x" }], HASHED),
    );
    // The site's 13 sections and 40 hashed bundles (25 today) stay far below the limit.
    const sections = ["about", "blog", "careers", "case-studies", "contact", "faq", "guides", "insights", "privacy", "services", "404.html"];
    const bundles = Array.from({ length: 40 }, (_, i) => `component---${i}-0123456789abcdef0123.js`);
    const site = netlifyHeaders(
      [{ path: "/", csp: "x" }, ...sections.map((s) => ({ path: s.endsWith(".html") ? `/${s}` : `/${s}/`, csp: "x" })), ADMIN, ...many(1000, "insights")],
      bundles,
    );
    expect(headerRuleCount(site)).toBeLessThanOrEqual(HEADER_RULE_LIMIT);
    expect(HEADER_RULE_LIMIT).toBe(100);
  });
});

describe("documentPatterns", () => {
  it("is / and one prefix per section, a longer one left to a shorter one that covers it", () => {
    expect(documentPatterns(PAGES)).toEqual(["/", "/404.html*", "/about*", "/insights*", "/privacy*"]);
  });

  it("never matches a path twice, so a joined Cross-Origin-Opener-Policy cannot happen", () => {
    const patterns = documentPatterns([...PAGES, { path: "/a-b/", csp: "x" }, { path: "/a-bc/d/", csp: "x" }, { path: "/ab/", csp: "x" }]);
    for (const url of ["/", "/a-b/", "/a-bc/d/", "/ab/", "/about/", "/about", "/privacy-policy/", "/insights/tag/ai/"])
      expect([url, patterns.filter((p) => patternMatches(p, url))]).toHaveProperty("1.length", 1);
  });

  it("stops the build when a section's pattern would also match a page with headers of its own", () => {
    expect(() => documentPatterns([...PAGES, { path: "/ad/", csp: "x" }])).toThrow(/the pattern \/ad\* .* also matches \/admin\//);
    expect(() => documentPatterns([...PAGES, { path: "/admin/help/", csp: "x" }])).toThrow(/also matches \/admin\//);
    expect(() => documentPatterns([...PAGES, { path: "/admins/", csp: "x" }])).not.toThrow();
  });

  it("matches as Netlify and Cloudflare do: `*` anything, slashes included; the rest exactly", () => {
    expect(patternMatches("/insights*", "/insights/")).toBe(true);
    expect(patternMatches("/insights*", "/insights")).toBe(true);
    expect(patternMatches("/insights*", "/insights/tag/ai/")).toBe(true);
    expect(patternMatches("/", "/about")).toBe(false);
    expect(patternMatches("/404.html*", "/404xhtml")).toBe(false);
  });
});

describe("metaPolicy", () => {
  it("drops the directives a meta element may not carry", () => {
    const csp = "default-src 'self'; frame-ancestors 'none'; report-uri /csp; report-to csp; sandbox allow-scripts; object-src 'none'";
    expect(metaPolicy(csp)).toBe("default-src 'self'; object-src 'none'");
  });

  it("keeps every other directive of a real policy, in order", () => {
    const csp = contentSecurityPolicy([H1]);
    const kept = csp.split("; ").filter((x) => !x.startsWith("frame-ancestors"));
    expect(metaPolicy(csp)).toBe(kept.join("; "));
    expect(metaPolicy(csp)).toContain(`script-src 'self' ${H1}`);
    expect(metaPolicy(csp)).not.toContain("frame-ancestors");
  });
});

describe("withMetaPolicy", () => {
  const csp = contentSecurityPolicy([H1]);
  const META = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"/>`;

  it("puts the meta element first in <head>, before any script", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>t</title><script>x()</script></head><body></body></html>`;
    const out = withMetaPolicy(html, csp);
    expect(out).toBe(`<!DOCTYPE html><html lang="en"><head>${META}<title>t</title><script>x()</script></head><body></body></html>`);
    expect(out.indexOf("Content-Security-Policy")).toBeLessThan(out.indexOf("<script"));
  });

  it("leaves a leading <meta charset> first, so it stays within the document's first 1024 bytes", () => {
    const gatsby = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head><body></body></html>`;
    expect(withMetaPolicy(gatsby, csp)).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${META}<script>x()</script></head><body></body></html>`,
    );
    const redirectPage = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>t</title>\n<script>y()</script>`;
    expect(withMetaPolicy(redirectPage, csp)).toBe(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">${META}\n<title>t</title>\n<script>y()</script>`,
    );
    const manyHashes = contentSecurityPolicy(Array.from({ length: 20 }, (_, i) => sha256(`s${i}`)));
    const out = withMetaPolicy(gatsby, manyHashes);
    expect(Buffer.byteLength(out.slice(0, out.indexOf("<meta charSet") + '<meta charSet="utf-8"/>'.length))).toBeLessThan(1024);
  });

  it("handles a <head> with attributes and adds only one meta element, however often it runs", () => {
    const out = withMetaPolicy(`<html><head data-x="1"><title>t</title></head></html>`, csp);
    expect(out.startsWith(`<html><head data-x="1">${META}`)).toBe(true);
    expect(withMetaPolicy(withMetaPolicy(out, csp), csp)).toBe(out);
    expect(withMetaPolicy(out, contentSecurityPolicy([H2])).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("does not carry frame-ancestors in the meta element", () => {
    expect(withMetaPolicy("<head></head>", csp)).not.toContain("frame-ancestors");
  });

  it("leaves the rest of the document unchanged", () => {
    const html = `<html><head></head><body><script>y()</script></body></html>`;
    const out = withMetaPolicy(html, csp);
    expect(out.replace(META, "")).toBe(html);
  });

  it("stops the build when a page has no <head> (a <header> is not one), naming the page", () => {
    for (const html of ["<html><body><p>moved</p></body></html>", `<html><body><header><script>z()</script></header></body></html>`]) {
      expect(() => withMetaPolicy(html, csp, "public/x/index.html")).toThrow(BrokenAssumption);
      expect(() => withMetaPolicy(html, csp, "public/x/index.html")).toThrow(/every page has a <head> element .* but public\/x\/index\.html has none/);
    }
  });

  it("stops the build when a script or a resource comes before <head>, where the policy would not cover it", () => {
    for (const early of [`<script>a()</script>`, `<link rel="stylesheet" href="/a.css">`, `<base href="https://x.test/">`])
      expect(() => withMetaPolicy(`<!DOCTYPE html><html>${early}<head></head></html>`, csp, "public/y.html")).toThrow(
        /public\/y\.html has a script or a resource before it/,
      );
  });
});
