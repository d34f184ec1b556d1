import { checkRoutes, DEDICATED_SERVICE_IDS } from "../../../src/lib/routing/routes";
import routeList from "../../routes.json";

describe("the shipped route tables", () => {
  it("name every service page of the specification's table as a dedicated page", () => {
    const named = routeList.spec.filter((route) => route.startsWith("/services/")).map((route) => route.slice("/services/".length));
    expect([...DEDICATED_SERVICE_IDS].sort()).toEqual(named.sort());
  });
});

describe("checkRoutes", () => {
  it.each([
    [
      "an alias and a redirect",
      [
        { path: "/p/", canonical: "/p/" },
        { path: "/q/", canonical: "/p/" },
      ],
      [{ from: "/q/", to: "/legal/" }],
      ["/q/ is claimed twice", "the alias of /p/", "the redirect to /legal/"],
    ],
    [
      "two redirects",
      [],
      [
        { from: "/blog/", to: "/insights/" },
        { from: "/blog/", to: "/news/" },
      ],
      ["/blog/ is claimed twice", "/insights/", "/news/"],
    ],
    [
      "two aliases",
      [
        { path: "/a/", canonical: "/a/" },
        { path: "/a/", canonical: "/a/" },
      ],
      [],
      ["/a/ is claimed twice"],
    ],
  ])("reports a path claimed by %s, naming both", (_, aliases, redirects, parts) => {
    const errors = checkRoutes(aliases, redirects);
    expect(errors).toHaveLength(1);
    for (const part of parts) expect(errors[0]).toContain(part);
  });

  it("reports a redirect chain and an alias whose canonical is not one of its paths, every problem in one run", () => {
    expect(
      checkRoutes(
        [{ path: "/privacy/", canonical: "/privacy-policy/" }],
        [
          { from: "/blog/", to: "/news/" },
          { from: "/news/", to: "/insights/" },
        ],
      ),
    ).toEqual([
      "the redirect /blog/ -> /news/ leads to another redirect",
      "the alias /privacy/ names /privacy-policy/ as canonical, which is not one of its paths",
    ]);
  });
});

describe("redirect paths", () => {
  it.each(["/", "/insights/", "/ar/insights/", "/a.b/c_d/e~f-g/"])("take %s as a plain page path", (good) => {
    expect(checkRoutes([], [{ from: "/old/", to: good }])).toEqual([]);
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
