import { checkRoutes, DEDICATED_SERVICE_IDS, PLAIN_PATH, PRIVACY_PATHS, REDIRECT_STATUS, REDIRECTS } from "../../../src/lib/routing/routes";

describe("the shipped route tables", () => {
  it("are clean", () => {
    expect(checkRoutes(PRIVACY_PATHS, REDIRECTS)).toEqual([]);
  });

  it("serve the privacy screen at /privacy-policy/ and /privacy/, canonical at /privacy-policy/", () => {
    expect(PRIVACY_PATHS.map((a) => a.path).sort()).toEqual(["/privacy-policy/", "/privacy/"]);
    for (const a of PRIVACY_PATHS) expect(a.canonical).toBe("/privacy-policy/");
  });

  it("redirect /blog/ to /insights/", () => {
    expect(REDIRECTS).toContainEqual({ from: "/blog/", to: "/insights/" });
  });
});

describe("checkRoutes", () => {
  it("reports a path claimed by an alias and a redirect, naming both", () => {
    const errors = checkRoutes(
      [
        { path: "/privacy-policy/", canonical: "/privacy-policy/" },
        { path: "/privacy/", canonical: "/privacy-policy/" },
      ],
      [{ from: "/privacy/", to: "/legal/" }],
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("/privacy/ is claimed twice");
    expect(errors[0]).toContain("the alias of /privacy-policy/");
    expect(errors[0]).toContain("the redirect to /legal/");
  });

  it("reports a path claimed by two redirects, naming both targets", () => {
    const errors = checkRoutes(
      [],
      [
        { from: "/blog/", to: "/insights/" },
        { from: "/blog/", to: "/news/" },
      ],
    );
    expect(errors).toEqual([expect.stringContaining("/blog/ is claimed twice")]);
    expect(errors[0]).toContain("/insights/");
    expect(errors[0]).toContain("/news/");
  });

  it("reports a path claimed by two aliases", () => {
    const errors = checkRoutes(
      [
        { path: "/a/", canonical: "/a/" },
        { path: "/a/", canonical: "/a/" },
      ],
      [],
    );
    expect(errors.some((e) => e.includes("/a/ is claimed twice"))).toBe(true);
  });

  it("reports a redirect chain", () => {
    const errors = checkRoutes(
      [],
      [
        { from: "/blog/", to: "/news/" },
        { from: "/news/", to: "/insights/" },
      ],
    );
    expect(errors).toEqual(["the redirect /blog/ -> /news/ leads to another redirect"]);
  });

  it("reports an alias whose canonical is not one of its paths", () => {
    const errors = checkRoutes([{ path: "/privacy/", canonical: "/privacy-policy/" }], []);
    expect(errors).toEqual(["the alias /privacy/ names /privacy-policy/ as canonical, which is not one of its paths"]);
  });

  it("reports every problem in one run", () => {
    const errors = checkRoutes(
      [{ path: "/x/", canonical: "/y/" }],
      [
        { from: "/x/", to: "/z/" },
        { from: "/z/", to: "/w/" },
      ],
    );
    expect(errors).toHaveLength(3);
  });
});

describe("DEDICATED_SERVICE_IDS", () => {
  it("are the four services the specification names", () => {
    expect([...DEDICATED_SERVICE_IDS]).toEqual(["digital-transformation", "marketing", "tech-consulting", "ai-integration"]);
  });
});

describe("redirect paths", () => {
  it("are plain paths every host's rules carry as they are, each with its trailing slash", () => {
    for (const r of REDIRECTS) {
      expect(r.from).toMatch(PLAIN_PATH);
      expect(r.to).toMatch(PLAIN_PATH);
      expect(r.from.endsWith("/")).toBe(true);
      expect(r.to.endsWith("/")).toBe(true);
    }
    expect(REDIRECT_STATUS).toBe(301);
  });

  it.each(["/", "/insights/", "/ar/insights/", "/a.b/c_d/e~f-g/"])("take %s as a plain page path", (good) => {
    expect(good).toMatch(PLAIN_PATH);
    expect(checkRoutes([], [{ from: "/old/", to: good }])).toEqual([]);
  });

  it("include the Arabic blog's redirect, of the same shape as the English one", () => {
    expect(REDIRECTS).toContainEqual({ from: "/ar/blog/", to: "/ar/insights/" });
    expect(checkRoutes(PRIVACY_PATHS, REDIRECTS)).toEqual([]);
  });

  it.each([
    ["/blog", "no trailing slash"],
    ["/ar/blog", "no trailing slash, under /ar"],
    ["/blog//", "two trailing slashes"],
    ["//blog/", "two leading slashes (another host)"],
    ["/blog/*", "a splat"],
    ["/blog/:slug/", "a placeholder"],
    ["/my blog/", "a space"],
    ["/blog;/", "a semicolon (ends an nginx directive)"],
    ["/blog{1}/", "braces (nginx regex quantifiers)"],
    ["/$blog/", "a dollar (an nginx variable)"],
    ["blog/", "no leading slash"],
    ["https://example.com/blog/", "another host"],
  ])("refuse %s (%s)", (bad) => {
    const errors = checkRoutes([], [{ from: bad, to: "/insights/" }]);
    expect(errors).toEqual([expect.stringContaining("is not a plain page path")]);
    expect(errors[0]).toContain(JSON.stringify(bad));
    expect(checkRoutes([], [{ from: "/old/", to: bad }])).toHaveLength(1);
  });
});
