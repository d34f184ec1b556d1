/**
 * Routes that are not one page per content record: aliases (one screen at a second
 * path, canonical at the first) and redirects. Data, so that gatsby-node and tests share them.
 */
export interface Alias {
  readonly path: string;
  readonly canonical: string;
}

/** A permanent redirect. Every host gets it as its own rule (gatsby/hosting/host-rules.ts), and Gatsby as createRedirect. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** The privacy screen answers at both paths; the footer links to the canonical one. */
export const PRIVACY_PATHS: readonly Alias[] = [
  { path: "/privacy-policy/", canonical: "/privacy-policy/" },
  { path: "/privacy/", canonical: "/privacy-policy/" },
];

/**
 * The one redirect table: a new redirect (say /ar/blog to /ar/insights) is one more row, and the
 * build writes it for Netlify, Cloudflare Pages, Vercel, nginx and Gatsby, plus a fallback page.
 */
export const REDIRECTS: readonly Redirect[] = [
  { from: "/blog/", to: "/insights/" },
  { from: "/ar/blog/", to: "/ar/insights/" },
];

/**
 * The 404 page of each language: an unknown path under /ar/ gets the Arabic one. Most specific first;
 * every host's rules (gatsby/hosting/host-rules.ts) and the test server follow this table.
 */
export const NOT_FOUND_PAGES: readonly { readonly prefix: string; readonly page: string }[] = [
  { prefix: "/ar/", page: "/ar/404.html" },
  { prefix: "/", page: "/404.html" },
];

/** The 404 page for a path: the Arabic one under /ar, else the English one. */
export function notFoundPageFor(pathname: string): string {
  const path = pathname === "/ar" ? "/ar/" : pathname;
  return NOT_FOUND_PAGES.find((p) => path.startsWith(p.prefix))!.page;
}

/** Every redirect is permanent: search engines move the old path's standing to the new one. */
export const REDIRECT_STATUS = 301;

/**
 * A page path every host's rule syntax carries as it is: no spaces, quotes, `;`, `$`, braces or
 * wildcards (`*` and `:name` mean splats to Netlify and Cloudflare), in the one form of every page
 * path, with a trailing slash (/insights/).
 */
export const PLAIN_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/** The four service pages the specification names; each exists even if content drops its service. */
export const DEDICATED_SERVICE_IDS = ["digital-transformation", "marketing", "tech-consulting", "ai-integration"] as const;

/**
 * Refuses route tables that would silently shadow each other (a path claimed twice, a redirect
 * whose target is itself redirected, an alias whose canonical is not a page) or that a host's
 * rule files could not carry (a redirect path that is not a plain path).
 */
export function checkRoutes(aliases: readonly Alias[], redirects: readonly Redirect[]): string[] {
  const errors: string[] = [];
  const claimed = new Map<string, string>();
  const claim = (path: string, by: string) => {
    const prior = claimed.get(path);
    if (prior) errors.push(`${path} is claimed twice: by ${prior} and by ${by}`);
    else claimed.set(path, by);
  };
  for (const a of aliases) claim(a.path, `the alias of ${a.canonical}`);
  for (const r of redirects) claim(r.from, `the redirect to ${r.to}`);
  const from = new Set(redirects.map((r) => r.from));
  for (const r of redirects) if (from.has(r.to)) errors.push(`the redirect ${r.from} -> ${r.to} leads to another redirect`);
  for (const r of redirects)
    for (const p of [r.from, r.to])
      if (!PLAIN_PATH.test(p))
        errors.push(`the redirect ${r.from} -> ${r.to} has ${JSON.stringify(p)}, which is not a plain page path (/a/b/, with its trailing slash)`);
  const paths = new Set(aliases.map((a) => a.path));
  for (const a of aliases) if (!paths.has(a.canonical)) errors.push(`the alias ${a.path} names ${a.canonical} as canonical, which is not one of its paths`);
  return errors;
}
