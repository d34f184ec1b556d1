/** Form rules and timings from the specification (sections 5, 7 and 9). */

export const SUBMIT_DELAY_MS = 1000;
export const SUCCESS_MESSAGE_MS = 5000;

/** Text, at sign, text, dot, text: the newsletter's simple email rule. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The window event each simulated send fires, so tests (and a future real sender) can observe sends. */
export const SEND_EVENT = "simulated-send";

/** The simulated network call: waits, always succeeds, sends nothing. */
export function simulateSubmit(delay = SUBMIT_DELAY_MS): Promise<void> {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SEND_EVENT));
  return new Promise((resolve) => setTimeout(resolve, delay));
}
