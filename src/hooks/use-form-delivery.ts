import * as React from "react";
import { SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS, simulateSubmit } from "../lib/forms";
import { deliver, fieldsToSend, HONEYPOT_FIELD, looksLikeBot, MIN_FILL_MS, usableSince, type FormDestination, type FormName } from "../lib/form-delivery";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SubmitStatus = "idle" | "sending" | "success" | "error";

/** The document's own navigation entry, when the browser keeps one (jsdom does not). */
function documentEntry(): { name: string; domInteractive: number } | undefined {
  const entries = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return entries[0] as PerformanceNavigationTiming | undefined;
}

/**
 * The life of a form: idle, sending (further submits ignored), then the thank-you for 5 s, after
 * which the status returns to idle; or, when a configured destination refuses or cannot be reached,
 * an error that leaves the form and everything typed in it as it was.
 *
 * - No destination: the specification's simulation, exactly as before: 1 s, always a success, and a
 *   filled honeypot skips the simulated send but ends the same way.
 * - A destination: the thank-you only once it accepted (2xx) and at least the same 1 s has passed.
 *   A bot (honeypot filled, or sent faster than MIN_FILL_MS) gets the same-looking success and
 *   nothing is sent.
 *
 * Call it before useEarlyInput in the component: its effect records when the form became usable,
 * and a submit made before hydration is replayed by useEarlyInput's effect, which runs after it.
 */
export function useFormDelivery(form: FormName, destination: FormDestination) {
  const [status, setStatus] = React.useState<SubmitStatus>("idle");
  const busy = React.useRef(false);
  const openedAt = React.useRef(0);

  React.useEffect(() => {
    openedAt.current = usableSince(performance.now(), window.location.pathname, documentEntry());
  }, []);

  React.useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  /** Sends the form's fields (validation has passed by now). */
  const submit = React.useCallback(
    async (element: HTMLFormElement) => {
      if (busy.current) return;
      busy.current = true;
      setStatus("sending");
      const data = new FormData(element);
      const honeypot = data.get(HONEYPOT_FIELD);
      let accepted = true;
      if (destination.kind === "none") {
        await (typeof honeypot === "string" && honeypot !== "" ? wait(SUBMIT_DELAY_MS) : simulateSubmit());
      } else {
        const elapsed = performance.now() - openedAt.current;
        if (looksLikeBot(honeypot, elapsed, MIN_FILL_MS[form])) await wait(SUBMIT_DELAY_MS);
        else [{ ok: accepted }] = await Promise.all([deliver(destination, fieldsToSend(data, elapsed)), wait(SUBMIT_DELAY_MS)]);
      }
      busy.current = false;
      setStatus(accepted ? "success" : "error");
    },
    [destination, form],
  );

  return { status, submit };
}
