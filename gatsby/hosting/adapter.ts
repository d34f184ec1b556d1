// An adapter that only checks Gatsby's routes agree with the rule files the build writes. Without one, Gatsby
// installs gatsby-adapter-netlify when NETLIFY is set, which appends `Referrer-Policy: same-origin` to
// _headers (no `headers` option removes it); Netlify would join it with ours and break the Maps key.
import type { IAdapter, IRedirectRoute, RoutesManifest } from "gatsby";
import { REDIRECT_STATUS, type Redirect } from "../../src/lib/routing/routes";

export function gatsbyHeaders(common: readonly (readonly [string, string])[]): { source: string; headers: { key: string; value: string }[] }[] {
  // Lower case: Gatsby merges its default headers (lower-case names) with these by exact name.
  return [{ source: "/*", headers: common.map(([key, value]) => ({ key: key.toLowerCase(), value })) }];
}

/** Each header once with the site's value (Gatsby's defaults lost), and exactly the table's redirects, forced. */
export function checkRoutesManifest(routes: RoutesManifest, redirects: readonly Redirect[], common: readonly (readonly [string, string])[]): string[] {
  const errors: string[] = [];
  const wanted = new Map(common.map(([k, v]) => [k.toLowerCase(), v]));
  for (const route of routes) {
    if (route.type === "function") continue;
    const seen = new Map<string, string[]>();
    for (const h of route.headers) seen.set(h.key.toLowerCase(), [...(seen.get(h.key.toLowerCase()) ?? []), h.value]);
    for (const [name, values] of seen) if (values.length > 1) errors.push(`${route.path} would get ${name} ${values.length} times (${values.join(" | ")})`);
    for (const [name, value] of wanted) {
      const got = seen.get(name);
      if (got && got.length === 1 && got[0] !== value) errors.push(`${route.path} would get ${name}: ${got[0]} instead of ${value}`);
      if (!got) errors.push(`${route.path} would get no ${name}`);
    }
  }
  const gatsbys = routes.filter((r): r is IRedirectRoute => r.type === "redirect");
  for (const r of redirects) {
    const found = gatsbys.find((g) => g.path === r.from);
    if (!found) errors.push(`Gatsby has no redirect for ${r.from} (createRedirect in gatsby/pages/create-pages.ts)`);
    else if (found.toPath !== r.to || found.status !== REDIRECT_STATUS || !found.force)
      errors.push(
        `Gatsby redirects ${r.from} to ${found.toPath} with ${found.status}${found.force ? " (forced)" : ""}, not to ${r.to} with a forced ${REDIRECT_STATUS}`,
      );
  }
  for (const g of gatsbys)
    if (!redirects.some((r) => r.from === g.path)) errors.push(`Gatsby redirects ${g.path}, which is not in REDIRECTS (src/lib/routing/routes.ts)`);
  return errors;
}

export const ADAPTER_NAME = "static-hosts (gatsby/hosting/adapter.ts)";

export function staticHostsAdapter(redirects: readonly Redirect[], common: readonly (readonly [string, string])[]): IAdapter {
  return {
    name: ADAPTER_NAME,
    adapt({ routesManifest, reporter }) {
      const errors = checkRoutesManifest(routesManifest, redirects, common);
      if (errors.length > 0) reporter.panicOnBuild(`Gatsby's routes disagree with the host rules the build wrote:\n  - ${errors.slice(0, 20).join("\n  - ")}`);
      else reporter.info(`Gatsby's ${routesManifest.length} routes agree with the host rules (the headers every path gets, ${redirects.length} redirect(s))`);
    },
  };
}
