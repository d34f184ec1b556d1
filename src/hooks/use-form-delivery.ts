import * as React from "react";
import { SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS, simulateSubmit } from "../lib/forms/forms";
import { HONEYPOT_FIELD, MIN_FILL_MS, type FormDestination, type FormName } from "../lib/forms/form-delivery";

/** Loaded on first send (form-send.ts says why). */
const loadSender = () => import("../lib/forms/form-send");

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SubmitStatus = "idle" | "sending" | "success" | "error";

/**
 * idle -> sending -> thank-you (5 s) -> idle, or an error that leaves everything typed. No destination: the
 * specification's 1 s simulation. A bot (honeypot, or faster than MIN_FILL_MS) gets the same-looking success
 * and nothing is sent. Call before useEarlyInput, whose replay must find this effect's clock started.
 */
export function useFormDelivery(form: FormName, destination: FormDestination) {
  const [status, setStatus] = React.useState<SubmitStatus>("idle");
  const busy = React.useRef(false);
  // For usableSince, loaded with the sending code.
  const mounted = React.useRef({ at: 0, path: "" });

  React.useEffect(() => {
    mounted.current = { at: performance.now(), path: window.location.pathname };
  }, []);

  React.useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

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
          // A chunk that cannot load is a failed send.
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
