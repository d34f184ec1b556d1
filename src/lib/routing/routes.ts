/** Aliases and redirects, as data so gatsby-node and tests share them. */
export interface Alias {
  readonly path: string;
  readonly canonical: string;
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

export const PRIVACY_PATHS: readonly Alias[] = [
  { path: "/privacy-policy/", canonical: "/privacy-policy/" },
  { path: "/privacy/", canonical: "/privacy-policy/" },
];

/** The one redirect table: the build writes each row for every host and Gatsby, plus a fallback page. */
export const REDIRECTS: readonly Redirect[] = [
  { from: "/blog/", to: "/insights/" },
  { from: "/ar/blog/", to: "/ar/insights/" },
];

/** Most specific first; every host's rules and the test server follow this table. */
export const NOT_FOUND_PAGES: readonly { readonly prefix: string; readonly page: string }[] = [
  { prefix: "/ar/", page: "/ar/404.html" },
  { prefix: "/", page: "/404.html" },
];

/** Permanent: search engines move the old path's standing to the new one. */
export const REDIRECT_STATUS = 301;

/** Safe in every host's rule syntax (`*` and `:name` are splats to Netlify and Cloudflare), trailing slash. */
export const PLAIN_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/**
 * Pages that only say what happened, never indexed nor in the sitemap: where a form sent without
 * JavaScript leads, and the guides' placeholder downloads (each a page of content/pages.{lang}.json).
 */
export const NOTICE_PAGES = [
  { path: "/contact/thanks/", slug: "contact-thanks", newsletter: false },
  { path: "/newsletter/thanks/", slug: "newsletter-thanks", newsletter: false },
  { path: "/guides/coming-soon/", slug: "guide-coming-soon", newsletter: true },
] as const;

/** Named by the specification; each exists even if content drops its service. */
export const DEDICATED_SERVICE_IDS = ["digital-transformation", "marketing", "tech-consulting", "ai-integration"] as const;

/** Refuses tables that would silently shadow each other or that a host's rule files could not carry. */
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
