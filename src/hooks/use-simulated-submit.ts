import * as React from "react";
import { SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS, simulateSubmit } from "../lib/forms";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SubmitStatus = "idle" | "sending" | "success";

/**
 * The life of a simulated form: idle, sending for 1 s (further submits ignored),
 * then a success message for 5 s, after which the status returns to idle and `onReset` runs.
 */
export function useSimulatedSubmit(onReset: () => void = () => {}) {
  const [status, setStatus] = React.useState<SubmitStatus>("idle");
  const busy = React.useRef(false);
  const resetRef = React.useRef(onReset);
  resetRef.current = onReset;

  React.useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => {
      resetRef.current();
      setStatus("idle");
    }, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  /**
   * Runs the simulated send. `silent` (a bot filled the honeypot) skips the send but
   * waits just as long and ends the same way, so nothing tells the bot it was caught.
   */
  const submit = React.useCallback(async ({ silent = false } = {}) => {
    if (busy.current) return;
    busy.current = true;
    setStatus("sending");
    await (silent ? wait(SUBMIT_DELAY_MS) : simulateSubmit());
    busy.current = false;
    setStatus("success");
  }, []);

  return { status, submit };
}
