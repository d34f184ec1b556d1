/**
 * @jest-environment node
 */
// Vercel's engine does not run offline (docs/deploying.md), so the routes the build writes into
// .vercel/output/config.json are checked with Vercel's own route validator, @vercel/routing-utils:
// its routes schema (applied with ajv, which that package leaves to its user) and normalizeRoutes,
// which compiles every `src` the way Vercel's router does.
import Ajv from "ajv";
import { normalizeRoutes, routesSchema } from "@vercel/routing-utils";
import { vercelConfig, type VercelConfig } from "../../../gatsby/hosting/host-rules";
import { ADMIN_HEADERS, ADMIN_PATH } from "../../../gatsby/cms/admin";
import { ADMIN_CSP } from "../../../gatsby/hosting/security-headers";
import { REDIRECTS } from "../../../src/lib/routing/routes";

const PAGES = [
  { path: "/", csp: "script-src 'self'" },
  { path: "/about/", csp: "script-src 'self'" },
  { path: ADMIN_PATH, csp: ADMIN_CSP, headers: ADMIN_HEADERS },
];

/** What Vercel's Gatsby builder writes before the site's post-build step: its filesystem handle and 404 route. */
const BUILDERS: VercelConfig = {
  version: 3,
  routes: [
    { src: "^/(.*)/$", headers: { Location: "/$1" }, status: 308, continue: true },
    { handle: "filesystem" },
    { src: "^/(.*)$", status: 404, dest: "/404.html" },
  ],
};

/** The validator's complaints about a routes array; none for routes Vercel accepts. */
function complaints(routes: unknown[]): string[] {
  const { error } = normalizeRoutes(routes as Parameters<typeof normalizeRoutes>[0]);
  const schema = new Ajv().compile(routesSchema);
  return [
    ...(error ? [error.message, ...(error.errors ?? [])] : []),
    ...(schema(routes) ? [] : (schema.errors ?? []).map((e) => `${e.dataPath} ${e.message}`)),
  ];
}

describe("the Vercel routes the build writes", () => {
  it("are accepted by Vercel's route validator, on their own and merged into the builder's", () => {
    expect(complaints(vercelConfig(PAGES, REDIRECTS).routes)).toEqual([]);
    expect(complaints(vercelConfig(PAGES, REDIRECTS, BUILDERS).routes)).toEqual([]);
  });

  it("the validator is not a formality: a route it cannot compile is refused", () => {
    expect(complaints([{ src: "^/(", dest: "/x" }]).join("\n")).toMatch(/invalid `src`/);
    expect(complaints([{ src: "/a", nonsense: true }]).join("\n")).toMatch(/additional properties/);
    expect(complaints([{ src: "/a", status: "301" }]).join("\n")).toMatch(/status should be integer/);
  });
});
