/**
 * Routes that are not one page per content record: aliases (one screen at a second
 * path, canonical at the first) and redirects. Data, so that gatsby-node and tests share them.
 */
export interface Alias {
  readonly path: string;
  readonly canonical: string;
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** The privacy screen answers at both paths; the footer links to the canonical one. */
export const PRIVACY_PATHS: readonly Alias[] = [
  { path: "/privacy-policy", canonical: "/privacy-policy" },
  { path: "/privacy", canonical: "/privacy-policy" },
];

export const REDIRECTS: readonly Redirect[] = [{ from: "/blog", to: "/insights" }];

/** The four service pages the specification names; each exists even if content drops its service. */
export const DEDICATED_SERVICE_IDS = ["digital-transformation", "marketing", "tech-consulting", "ai-integration"] as const;

/**
 * Refuses route tables that would silently shadow each other: a path claimed twice,
 * a redirect whose target is itself redirected, or an alias whose canonical is not a page.
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
  const paths = new Set(aliases.map((a) => a.path));
  for (const a of aliases) if (!paths.has(a.canonical)) errors.push(`the alias ${a.path} names ${a.canonical} as canonical, which is not one of its paths`);
  return errors;
}
