/**
 * Loaded on first send (src/hooks/use-form-delivery.ts), so no page carries it until then: the Insights
 * listing's first load is within a few hundred bytes of its budget.
 */
import { ELAPSED_FIELD, type FormDestination } from "./form-delivery";

export const SEND_TIMEOUT_MS = 15000;

/** URL-encoded to `/` for Netlify (what its form handler reads), JSON to an endpoint. */
export function deliveryRequest(destination: FormDestination, fields: readonly [string, string][]): { url: string; init: RequestInit } | null {
  switch (destination.kind) {
    case "none":
      return null;
    case "netlify":
      return {
        url: "/",
        init: { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams([...fields]).toString() },
      };
    case "endpoint":
      return {
        url: destination.url,
        init: {
          method: "POST",
          // No cookies: the endpoint is another site and needs none.
          credentials: "omit",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(Object.fromEntries(fields)),
        },
      };
  }
}

export type SendOutcome = { ok: true } | { ok: false; reason: "network" | "timeout" } | { ok: false; reason: "status"; status: number };

export async function deliver(
  destination: FormDestination,
  fields: readonly [string, string][],
  { fetchImpl = fetch, timeoutMs = SEND_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  const request = deliveryRequest(destination, fields);
  if (!request) return { ok: true };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(request.url, { ...request.init, signal: controller.signal });
    return response.ok ? { ok: true } : { ok: false, reason: "status", status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

export function looksLikeBot(honeypot: FormDataEntryValue | null, elapsedMs: number, minMs: number): boolean {
  return (typeof honeypot === "string" && honeypot !== "") || elapsedMs < minMs;
}

export function fieldsToSend(data: FormData, elapsedMs: number): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of data) if (typeof value === "string" && name !== ELAPSED_FIELD) fields.push([name, value]);
  fields.push([ELAPSED_FIELD, String(Math.round(elapsedMs))]);
  return fields;
}

/**
 * performance.now() time. A form in the page's HTML was usable once parsed, before hydration (early input is
 * replayed); after a client-side navigation, from mount. When unsure, the earlier time errs towards a person.
 */
export function usableSince(mountedAt: number, currentPath: string, documentEntry?: { name: string; domInteractive: number }): number {
  if (!documentEntry || documentEntry.domInteractive <= 0) return mountedAt;
  let documentPath: string;
  try {
    documentPath = new URL(documentEntry.name).pathname;
  } catch {
    return mountedAt;
  }
  return documentPath === currentPath ? Math.min(mountedAt, documentEntry.domInteractive) : mountedAt;
}

/** jsdom keeps none. */
export function documentEntry(): { name: string; domInteractive: number } | undefined {
  const entries = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return entries[0] as PerformanceNavigationTiming | undefined;
}
