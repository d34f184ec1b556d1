/** @jest-environment node */
// The policies' content and the rules' size. What the hosts send from public/_headers is tested on their
// engines and nginx (tests/e2e/csp.spec.ts, hosts.spec.ts), the meta policy of every built page by
// tests/e2e/build-contract.spec.ts, and the policies as the browser enforces them by csp-browser.spec.ts.
import { ADMIN_HEADERS, ADMIN_PATH } from "../../../gatsby/cms/admin";
import {
  ADMIN_CSP,
  HEADER_RULE_LIMIT,
  MAPS_SCRIPT_ORIGINS,
  SITE_DIRECTIVES,
  contentSecurityPolicy,
  documentPatterns,
  headerRuleCount,
  inlineScripts,
  metaPolicy,
  netlifyHeaders,
  patternMatches,
  sha256,
  siteDirectives,
  withMetaPolicy,
  type PagePolicy,
} from "../../../gatsby/hosting/security-headers";

/** A policy as a map of directive name to its list of sources. */
function directives(csp: string): Map<string, string[]> {
  const parts = csp.split("; ").map((d) => d.split(" "));
  const map = new Map(parts.map(([name, ...sources]) => [name!, sources]));
  expect(map.size).toBe(parts.length); // every directive once
  return map;
}

const H1 = sha256("console.log(1)");
const H2 = sha256("window.x = 2");

it.each([
  ["plain inline scripts, exactly as written", "<head><script>var a = 1;</script></head><body><script>\n  b();\n</script>", ["var a = 1;", "\n  b();\n"]],
  [
    "no script with a src, however written",
    `<script src="/a.js"></script><script async src='/b.js'></script><script defer src=/c.js></script><script src = "/d.js"></script><script SRC="/e.js"></script><script>i()</script>`,
    ["i()"],
  ],
  [
    "no JSON-LD or other data block, whatever the quoting and case of its type",
    `<script type="application/ld+json">{}</script><script type=application/json>{}</script><script TYPE='Text/Template'><p></p></script><script type="Application/LD+JSON">{}</script>`,
    [],
  ],
  [
    "module scripts and JavaScript MIME types",
    `<script type="module">m()</script><script type="text/javascript">a()</script><script type="application/javascript">b()</script><script type="MODULE">c()</script>`,
    ["m()", "a()", "b()", "c()"],
  ],
  [
    "scripts with other attributes, data-src and data-type included",
    `<script data-src="x">a()</script><script data-type="application/ld+json">b()</script><script id="gatsby-script-loader">/*<![CDATA[*/c()/*]]>*/</script>`,
    ["a()", "b()", "/*<![CDATA[*/c()/*]]>*/"],
  ],
  ["empty scripts, and no <noscript>", "<script></script><noscript><p>No JS</p></noscript>", [""]],
])("inlineScripts returns %s", (_, html, scripts) => {
  expect(inlineScripts(html)).toEqual(scripts);
});

it("sha256 is the CSP source of the UTF-8 text's SHA-256", () => {
  expect(sha256("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  expect(sha256("é")).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
});

describe("contentSecurityPolicy", () => {
  const d = directives(contentSecurityPolicy([H1, H2, H1]));

  it("allows scripts from the site, the page's hashes (once each) and the map only, and never eval", () => {
    expect(d.get("script-src")).toEqual(["'self'", H1, H2, ...MAPS_SCRIPT_ORIGINS]);
    expect(directives(contentSecurityPolicy([])).get("script-src")).toEqual(["'self'", ...MAPS_SCRIPT_ORIGINS]);
    expect(contentSecurityPolicy([H1])).not.toMatch(/unsafe-eval|script-src-(?:elem|attr)/);
  });

  it("allows inline styles (Gatsby inlines its CSS) and what the map needs, and nothing by default but the site", () => {
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("style-src")!.slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https://maps.googleapis.com", "https://maps.gstatic.com"]));
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://maps.googleapis.com"]));
    expect(d.get("font-src")).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(d.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("has the site-wide directives verbatim, as /admin's policy does, and the site-wide policy nothing else", () => {
    for (const csp of [contentSecurityPolicy([]), contentSecurityPolicy([H1, H2]), ADMIN_CSP])
      expect(csp.split("; ")).toEqual(expect.arrayContaining([...SITE_DIRECTIVES]));
    // Both policies are enforced: a fetch directive here would block every page's hashes and sources.
    expect(Object.fromEntries(directives(SITE_DIRECTIVES.join("; ")))).toEqual({
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("adds the forms' origins to form-action and connect-src, and nowhere else", () => {
    const ORIGIN = "https://api.example.com";
    const plain = directives(contentSecurityPolicy([H1]));
    for (const [name, sources] of directives(contentSecurityPolicy([H1], [ORIGIN])))
      expect([name, sources]).toEqual([name, ["form-action", "connect-src"].includes(name) ? [...plain.get(name)!, ORIGIN] : plain.get(name)]);
    expect(siteDirectives([ORIGIN])).toEqual(SITE_DIRECTIVES.map((d) => (d.startsWith("form-action") ? `${d} ${ORIGIN}` : d)));
  });
});

const ADMIN: PagePolicy = { path: ADMIN_PATH, csp: ADMIN_CSP, headers: ADMIN_HEADERS };
const PATHS = ["/", "/about/", "/insights/", "/insights/an-article/", "/privacy/", "/privacy-policy/", "/404.html"];
const PAGES: PagePolicy[] = [...PATHS.map((path) => ({ path, csp: contentSecurityPolicy([H1]) })), ADMIN];

it("netlifyHeaders keeps the site's sections, its articles and its bundles within Cloudflare's limit", () => {
  const SECTIONS = ["about", "blog", "careers", "case-studies", "contact", "faq", "guides", "insights", "privacy", "services"];
  const sections = SECTIONS.map((s) => ({ path: `/${s}/`, csp: "x" }));
  const articles = Array.from({ length: 1000 }, (_, i) => ({ path: `/insights/item-${i}/`, csp: contentSecurityPolicy([sha256(`${i}`)]) }));
  const bundles = Array.from({ length: 40 }, (_, i) => `component---${i}-0123456789abcdef0123.js`);
  expect(headerRuleCount(netlifyHeaders([...PAGES, ...sections, ...articles], bundles))).toBeLessThanOrEqual(HEADER_RULE_LIMIT);
});

describe("documentPatterns", () => {
  it("is / and one prefix per section, a longer one left to a shorter one that covers it, so no path matches two", () => {
    const patterns = documentPatterns([...PAGES, { path: "/a-b/", csp: "x" }, { path: "/a-bc/d/", csp: "x" }, { path: "/ab/", csp: "x" }]);
    expect(patterns).toEqual(["/", "/404.html*", "/a-b*", "/ab*", "/insights*", "/privacy*"]);
    for (const url of ["/", "/a-b/", "/a-bc/d/", "/ab/", "/about/", "/about", "/privacy-policy/", "/insights/tag/ai/"])
      expect([url, patterns.filter((p) => patternMatches(p, url))]).toHaveProperty("1.length", 1);
    expect([patternMatches("/", "/about"), patternMatches("/404.html*", "/404xhtml")]).toEqual([false, false]);
  });

  it("stops the build when a section's pattern would also match a page with headers of its own", () => {
    expect(() => documentPatterns([...PAGES, { path: "/ad/", csp: "x" }])).toThrow(/the pattern \/ad\* .* also matches \/admin\//);
    expect(() => documentPatterns([...PAGES, { path: "/admin/help/", csp: "x" }])).toThrow(/also matches \/admin\//);
    expect(() => documentPatterns([...PAGES, { path: "/admins/", csp: "x" }])).not.toThrow();
  });
});

it("metaPolicy drops the directives a meta element may not carry", () => {
  const csp = "default-src 'self'; frame-ancestors 'none'; report-uri /csp; report-to csp; sandbox allow-scripts; object-src 'none'";
  expect(metaPolicy(csp)).toBe("default-src 'self'; object-src 'none'");
});

describe("withMetaPolicy", () => {
  const csp = contentSecurityPolicy([H1]);
  const META = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"/>`;

  it("puts the meta element first in <head>, before any script, and changes nothing else", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>t</title><script>x()</script></head><body><script>y()</script></body></html>`;
    expect(withMetaPolicy(html, csp)).toBe(html.replace("<head>", `<head>${META}`));
  });

  it("leaves a leading <meta charset> first, so it stays within the document's first 1024 bytes", () => {
    const gatsby = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head></html>`;
    expect(withMetaPolicy(gatsby, csp)).toBe(gatsby.replace("/>", `/>${META}`));
    const redirectPage = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>t</title>\n<script>y()</script>`;
    expect(withMetaPolicy(redirectPage, csp)).toBe(redirectPage.replace('"utf-8">', `"utf-8">${META}`));
  });

  it("handles a <head> with attributes and keeps one meta element, however often it runs", () => {
    const out = withMetaPolicy(`<html><head data-x="1"><title>t</title></head></html>`, csp);
    expect(out.startsWith(`<html><head data-x="1">${META}`)).toBe(true);
    expect(withMetaPolicy(out, csp)).toBe(out);
    expect(withMetaPolicy(out, contentSecurityPolicy([H2])).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it.each([
    ["<html><body><p>moved</p></body></html>", /public\/x\.html has no <head> element/],
    ["<html><body><header><script>z()</script></header></body></html>", /public\/x\.html has no <head> element/],
    ...[`<script>a()</script>`, `<link rel="stylesheet" href="/a.css">`, `<base href="https://x.test/">`].map((early) => [
      `<!DOCTYPE html><html>${early}<head></head></html>`,
      /public\/x\.html has a script or a resource before its <head>/,
    ]),
  ] as [string, RegExp][])("stops the build for %s, where the policy would not cover the page", (html, message) => {
    expect(() => withMetaPolicy(html, csp, "public/x.html")).toThrow(message);
  });
});
