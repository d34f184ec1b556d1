import { checkRoutes, DEDICATED_SERVICE_IDS } from "../../../src/lib/routing/routes";
import routeList from "../../routes.json";

const alias = (path: string, canonical: string) => ({ path, canonical });
const redirect = (from: string, to: string) => ({ from, to });

it("names every service page of the specification's table as a dedicated page", () => {
  const named = routeList.spec.filter((route) => route.startsWith("/services/")).map((route) => route.slice("/services/".length));
  expect([...DEDICATED_SERVICE_IDS].sort()).toEqual(named.sort());
});

describe("checkRoutes", () => {
  it("reports a path claimed twice, naming both claims", () => {
    expect(checkRoutes([alias("/p/", "/p/"), alias("/q/", "/p/")], [redirect("/q/", "/legal/")])).toEqual([
      "/q/ is claimed twice: by the alias of /p/ and by the redirect to /legal/",
    ]);
  });

  it("reports a redirect chain and an alias whose canonical is not one of its paths, every problem in one run", () => {
    expect(checkRoutes([alias("/privacy/", "/privacy-policy/")], [redirect("/blog/", "/news/"), redirect("/news/", "/insights/")])).toEqual([
      "the redirect /blog/ -> /news/ leads to another redirect",
      "the alias /privacy/ names /privacy-policy/ as canonical, which is not one of its paths",
    ]);
  });

  it.each(["/", "/ar/insights/", "/a.b/c_d/e~f-g/"])("takes %s as a plain page path", (good) => {
    expect(checkRoutes([], [redirect("/old/", good)])).toEqual([]);
  });

  it.each([
    ["/blog", "no trailing slash"],
    ["//blog/", "two leading slashes (another host)"],
    ["/blog/*", "a splat"],
    ["/blog/:slug/", "a placeholder"],
    ["/blog;/", "a semicolon (ends an nginx directive)"],
    ["https://example.com/blog/", "another host"],
  ])("refuses %s (%s) on either side of a redirect, naming it", (bad) => {
    expect(checkRoutes([], [redirect(bad, "/insights/")])).toEqual([expect.stringContaining(`${JSON.stringify(bad)}, which is not a plain page path`)]);
    expect(checkRoutes([], [redirect("/old/", bad)])).toHaveLength(1);
  });
});
