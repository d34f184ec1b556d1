/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import {
  HASHED_DIR,
  HASHED_FILE,
  IMMUTABLE,
  MAPS_SCRIPT_ORIGINS,
  contentSecurityPolicy,
  inlineScripts,
  metaPolicy,
  netlifyHeaders,
  REVALIDATE,
  sha256,
  withMetaPolicy,
  type PagePolicy,
} from "../../../gatsby/security-headers";

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

const PAGES: PagePolicy[] = [
  { path: "/", csp: contentSecurityPolicy([H1]) },
  { path: "/about", csp: contentSecurityPolicy([H2]) },
  { path: "/404.html", csp: contentSecurityPolicy([H1, H2]) },
];

describe("netlifyHeaders", () => {
  const HASHED = ["app-0123456789abcdef0123.js", "styles-abcdefabcdefabcdefab.css"];
  const text = netlifyHeaders(PAGES, HASHED);
  const rules = parseHeaders(text);
  const rule = (p: string) => rules.filter((r) => r.path === p);
  const header = (p: string, name: string) => rule(p).flatMap((r) => r.headers.filter(([k]) => k === name).map(([, v]) => v));

  it("sets the common security headers on /*", () => {
    expect(header("/*", "Strict-Transport-Security")).toEqual(["max-age=63072000; includeSubDomains"]);
    expect(header("/*", "X-Content-Type-Options")).toEqual(["nosniff"]);
    expect(header("/*", "Referrer-Policy")).toEqual(["strict-origin-when-cross-origin"]);
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
    expect(REVALIDATE).toBe("public, max-age=0, must-revalidate");
  });

  it("sets each header once for any path, however many rules match it (Netlify would join the values)", () => {
    const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(url);
    const urls = [...rules.map((r) => r.path.replace("*", "x/y.png")), "/no-such-page", "/static/abc/photo.webp", `/${HASHED[0]}`];
    for (const url of urls) {
      const names = rules.filter((r) => matches(r.path, url)).flatMap((r) => r.headers.map(([k]) => k.toLowerCase()));
      expect([url, names.filter((n, i) => names.indexOf(n) !== i)]).toEqual([url, []]);
      expect([url, names.filter((n) => n === "referrer-policy")]).toEqual([url, ["referrer-policy"]]);
    }
    expect(text).not.toMatch(/^\s*!/m);
  });

  it("puts one CSP on each exact page path, with that page's policy", () => {
    for (const p of PAGES) expect(header(p.path, "Content-Security-Policy")).toEqual([p.csp]);
    const withCsp = rules.filter((r) => r.headers.some(([k]) => k === "Content-Security-Policy"));
    expect(withCsp.map((r) => r.path)).toEqual(PAGES.map((p) => p.path));
  });

  it("puts each page's other headers on its own path: same-origin COOP unless the page needs another", () => {
    for (const p of PAGES) expect(header(p.path, "Cross-Origin-Opener-Policy")).toEqual(["same-origin"]);
    expect(header("/*", "Cross-Origin-Opener-Policy")).toEqual([]);
    const admin = parseHeaders(netlifyHeaders([{ path: "/admin", csp: "default-src 'self'", headers: [["X-Robots-Tag", "noindex"]] }]));
    expect(admin.find((r) => r.path === "/admin")?.headers).toEqual([
      ["Content-Security-Policy", "default-src 'self'"],
      ["X-Robots-Tag", "noindex"],
    ]);
  });

  it("puts no Content-Security-Policy on any wildcard path (hosts would join overlapping policies)", () => {
    for (const r of rules.filter((x) => x.path.includes("*") || x.path.includes(":") || (x.path.endsWith("/") && x.path !== "/"))) {
      expect(r.headers.map(([k]) => k)).not.toContain("Content-Security-Policy");
    }
  });

  it("writes a header value on one line (no line breaks inside a policy)", () => {
    for (const line of text.split("\n").filter((l) => l.includes("Content-Security-Policy"))) expect(line).toMatch(/^ {2}Content-Security-Policy: default-src/);
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

  it("puts the meta element right after <head>, before any script", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head><body></body></html>`;
    const out = withMetaPolicy(html, csp);
    expect(out).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"/><meta charSet="utf-8"/><script>x()</script></head><body></body></html>`,
    );
    expect(out.indexOf("Content-Security-Policy")).toBeLessThan(out.indexOf("<script"));
  });

  it("handles a <head> with attributes and adds only one meta element", () => {
    const out = withMetaPolicy(`<html><head data-x="1"><title>t</title></head></html>`, csp);
    expect(out.startsWith(`<html><head data-x="1"><meta http-equiv="Content-Security-Policy"`)).toBe(true);
    expect(out.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("does not carry frame-ancestors in the meta element", () => {
    expect(withMetaPolicy("<head></head>", csp)).not.toContain("frame-ancestors");
  });

  it("leaves the rest of the document unchanged", () => {
    const html = `<html><head></head><body><script>y()</script></body></html>`;
    const out = withMetaPolicy(html, csp);
    expect(out.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")).toBe(html);
  });
});
