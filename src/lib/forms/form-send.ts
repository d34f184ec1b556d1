/**
 * The sending itself, for a build whose forms have a destination: the request, the send with its
 * timeout, and the spam checks made before it. Loaded when a form is first sent
 * (src/hooks/use-form-delivery.ts), so the pages of a build that only simulates, and every page
 * until a visitor sends, carry none of it: the newsletter is on the Insights listing, whose first
 * load is within a few hundred bytes of its budget.
 */
import { ELAPSED_FIELD, type FormDestination } from "./form-delivery";

/** Longer than any endpoint answers a healthy request in; after it the visitor is told and can try again. */
export const SEND_TIMEOUT_MS = 15000;

/** The request that sends the fields: URL-encoded to `/` for Netlify (what its form handler reads), JSON to an endpoint. */
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

/** Sends the request and says whether the destination accepted it (2xx); gives up after `timeoutMs`. */
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

/** A bot's submission: the honeypot is filled, or the form was sent faster than a person could. */
export function looksLikeBot(honeypot: FormDataEntryValue | null, elapsedMs: number, minMs: number): boolean {
  return (typeof honeypot === "string" && honeypot !== "") || elapsedMs < minMs;
}

/** The fields a send carries: every field of the form as typed (files have no place here), with the time it took. */
export function fieldsToSend(data: FormData, elapsedMs: number): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of data) if (typeof value === "string" && name !== ELAPSED_FIELD) fields.push([name, value]);
  fields.push([ELAPSED_FIELD, String(Math.round(elapsedMs))]);
  return fields;
}

/**
 * When a form became usable, in performance.now() time. A form that came with the page's HTML was
 * usable once the document was parsed, before the app ran (what a visitor did then is replayed:
 * src/lib/forms/early-input.ts); one shown after a client-side navigation, from when it mounted. Taking the
 * earlier time when unsure errs towards treating a person as a person.
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

/** The document's own navigation entry, when the browser keeps one (jsdom does not). */
export function documentEntry(): { name: string; domInteractive: number } | undefined {
  const entries = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return entries[0] as PerformanceNavigationTiming | undefined;
}
