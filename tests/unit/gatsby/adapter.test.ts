/**
 * @jest-environment node
 */
import type { IRedirectRoute, IStaticRoute, RoutesManifest } from "gatsby";
import { ADAPTER_NAME, checkRoutesManifest, gatsbyHeaders, staticHostsAdapter } from "../../../gatsby/hosting/adapter";
import { COMMON_HEADERS } from "../../../gatsby/hosting/security-headers";
import config from "../../../gatsby-config";
import { REDIRECTS } from "../../../src/lib/routing/routes";

type Header = { key: string; value: string };
type HeadersMatcher = (path: string, defaults: Header[]) => Header[];

// Gatsby's own code, as it runs when an adapter asks for the routes: the site relies on how it
// merges its default headers with the `headers` option, so an upgrade that changes it fails here.
const { createHeadersMatcher } = require("gatsby/dist/utils/adapter/create-headers") as {
  createHeadersMatcher: (headers: ReturnType<typeof gatsbyHeaders>, pathPrefix: string) => HeadersMatcher;
};
const { MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS, BASE_HEADERS } = require("gatsby/dist/utils/adapter/constants") as Record<string, Header[]>;
const { gatsbyConfigSchema } = require("gatsby/dist/joi-schemas/joi") as {
  gatsbyConfigSchema: { validate: (value: unknown) => { error?: Error } };
};

// As Gatsby lists them with trailingSlash "always": pages with their slash, files as they are.
const PATHS = ["/", "/about/", "/insights/tag/ai-integration/", "/page-data/index/page-data.json", "/app-0123456789abcdef0123.js", "/static/abc/photo.webp"];

const staticRoute = (path: string, headers: Header[]): IStaticRoute => ({ type: "static", path, filePath: `public${path}`, headers });
const redirectRoute = (path: string, toPath: string, extra: Partial<IRedirectRoute> = {}): IRedirectRoute => ({
  type: "redirect",
  path,
  toPath,
  status: 301,
  force: true,
  headers: [...BASE_HEADERS!],
  ...extra,
});

describe("the headers option with Gatsby's own merge", () => {
  const matcher = createHeadersMatcher(gatsbyHeaders(COMMON_HEADERS), "");

  it("gives every path each header once, with the site's values instead of Gatsby's defaults", () => {
    for (const path of PATHS)
      for (const defaults of [MUST_REVALIDATE_HEADERS!, PERMAMENT_CACHING_HEADERS!]) {
        const merged = matcher(path, defaults);
        const names = merged.map((h) => h.key.toLowerCase());
        expect([path, names.filter((n, i) => names.indexOf(n) !== i)]).toEqual([path, []]);
        for (const [k, v] of COMMON_HEADERS) expect([path, merged.find((h) => h.key.toLowerCase() === k.toLowerCase())?.value]).toEqual([path, v]);
      }
  });

  it("would keep Gatsby's default same-origin Referrer-Policy, which no option removes, beside the site's if the names were not lower case", () => {
    expect(MUST_REVALIDATE_HEADERS).toContainEqual({ key: "referrer-policy", value: "same-origin" });
    const capitalised = [{ source: "/*", headers: COMMON_HEADERS.map(([key, value]) => ({ key, value })) }];
    const merged = createHeadersMatcher(capitalised, "")("/about/", MUST_REVALIDATE_HEADERS!);
    expect(checkRoutesManifest([staticRoute("/about/", merged)], [], COMMON_HEADERS)).toContainEqual(expect.stringContaining("referrer-policy 2 times"));
  });
});

describe("checkRoutesManifest", () => {
  const matcher = createHeadersMatcher(gatsbyHeaders(COMMON_HEADERS), "");
  const good: RoutesManifest = [
    ...PATHS.map((p) => staticRoute(p, matcher(p, MUST_REVALIDATE_HEADERS!))),
    redirectRoute("/blog/", "/insights/", { headers: matcher("/blog/", BASE_HEADERS!) }),
    { type: "function", path: "/api/x", functionId: "x" },
  ];

  it("accepts routes that agree with the table and the common headers", () => {
    expect(checkRoutesManifest(good, [{ from: "/blog/", to: "/insights/" }], COMMON_HEADERS)).toEqual([]);
    expect(checkRoutesManifest(good, REDIRECTS.slice(0, 1), COMMON_HEADERS)).toEqual([]);
  });

  it("reports a path with Gatsby's value of a common header", () => {
    const errors = checkRoutesManifest([staticRoute("/", MUST_REVALIDATE_HEADERS!)], [], COMMON_HEADERS);
    expect(errors).toContain("/ would get referrer-policy: same-origin instead of strict-origin-when-cross-origin");
    expect(errors).toContain("/ would get no strict-transport-security");
  });

  it("reports a redirect of the table that Gatsby lacks, or has as temporary or unforced", () => {
    const routes = good.filter((r) => r.type !== "redirect");
    const table = [{ from: "/blog/", to: "/insights/" }];
    expect(checkRoutesManifest(routes, table, COMMON_HEADERS)).toEqual(["Gatsby has no redirect for /blog/ (createRedirect in gatsby/pages/create-pages.ts)"]);
    const headers = matcher("/blog/", BASE_HEADERS!);
    for (const wrong of [
      redirectRoute("/blog/", "/insights/", { status: 302, headers }),
      redirectRoute("/blog/", "/insights/", { force: false, headers }),
      redirectRoute("/blog/", "/insights", { headers }),
    ])
      expect(checkRoutesManifest([...routes, wrong], table, COMMON_HEADERS)).toEqual([expect.stringContaining("not to /insights/ with a forced 301")]);
  });

  it("reports a redirect that is not in the table", () => {
    expect(checkRoutesManifest(good, [], COMMON_HEADERS)).toEqual(["Gatsby redirects /blog/, which is not in REDIRECTS (src/lib/routing/routes.ts)"]);
  });

  it("takes the paths of redirects exactly, as Gatsby keeps them: /blog is not the table's /blog/", () => {
    const routes = [...good.filter((r) => r.type !== "redirect"), redirectRoute("/blog", "/insights/", { headers: matcher("/blog", BASE_HEADERS!) })];
    expect(checkRoutesManifest(routes, [{ from: "/blog/", to: "/insights/" }], COMMON_HEADERS)).toEqual([
      "Gatsby has no redirect for /blog/ (createRedirect in gatsby/pages/create-pages.ts)",
      "Gatsby redirects /blog, which is not in REDIRECTS (src/lib/routing/routes.ts)",
    ]);
  });
});

describe("gatsby-config.ts", () => {
  it("names the site's adapter, so Gatsby installs none, and puts the common headers in Gatsby's headers option", () => {
    expect(config.adapter?.name).toBe(ADAPTER_NAME);
    expect(config.headers).toEqual(gatsbyHeaders(COMMON_HEADERS));
  });

  it("passes Gatsby's own validation of the config", () => {
    expect(gatsbyConfigSchema.validate(config).error).toBeUndefined();
  });

  it("fails the build when Gatsby's routes disagree", () => {
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
    const adapter = staticHostsAdapter(REDIRECTS, COMMON_HEADERS);
    void adapter.adapt({ routesManifest: [], reporter } as unknown as Parameters<typeof adapter.adapt>[0]);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("Gatsby has no redirect for /blog/ "));
  });
});
