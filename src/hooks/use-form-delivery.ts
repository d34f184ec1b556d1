import * as React from "react";
import { SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS, simulateSubmit } from "../lib/forms/forms";
import { HONEYPOT_FIELD, MIN_FILL_MS, type FormDestination, type FormName } from "../lib/forms/form-delivery";

/** The sending code, loaded on the first send to a destination (src/lib/forms/form-send.ts says why). */
const loadSender = () => import("../lib/forms/form-send");

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SubmitStatus = "idle" | "sending" | "success" | "error";

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
  // When the form mounted, and at which path: the send works out from these when it became usable
  // (usableSince, loaded with the sending code).
  const mounted = React.useRef({ at: 0, path: "" });

  React.useEffect(() => {
    mounted.current = { at: performance.now(), path: window.location.pathname };
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
        const sentAt = performance.now();
        const send = async () => {
          // A chunk that cannot load (the network is gone) is a failed send: the visitor keeps every field.
          const sender = await loadSender().catch(() => null);
          if (!sender) return { ok: false };
          const elapsed = sentAt - sender.usableSince(mounted.current.at, mounted.current.path, sender.documentEntry());
          if (sender.looksLikeBot(honeypot, elapsed, MIN_FILL_MS[form])) return { ok: true };
          return sender.deliver(destination, sender.fieldsToSend(data, elapsed));
        };
        [{ ok: accepted }] = await Promise.all([send(), wait(SUBMIT_DELAY_MS)]);
      }
      busy.current = false;
      setStatus(accepted ? "success" : "error");
    },
    [destination, form],
  );

  return { status, submit };
}
