/** At most three related services: the first others in content order. */
const MAX_RELATED_SERVICES = 3;

export function relatedServices<T extends { slug: string }>(all: readonly T[], slug: string, max = MAX_RELATED_SERVICES): T[] {
  return all.filter((s) => s.slug !== slug).slice(0, max);
}

/** The service a /services/{id} path names, tolerant of case and a trailing slash. */
export function serviceIdFromPath(pathname: string): string | null {
  const match = /^\/services\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    // A malformed escape such as /services/100% names no service; keep it as typed.
    return match[1]!.toLowerCase();
  }
}

/** The image the specification serves verbatim for each service. */
export const serviceImagePath = (slug: string): string => `/images/service-${slug}.png`;
