/** Form rules and timings from the specification (sections 5, 7 and 9). */

export const SUBMIT_DELAY_MS = 1000;
export const SUCCESS_MESSAGE_MS = 5000;

/** Text, at sign, text, dot, text: the newsletter's simple email rule. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The performance mark each simulated send leaves, so tests and profiles can count sends. */
export const SEND_MARK = "simulated-send";

/** The simulated network call: waits, always succeeds, sends nothing. */
export function simulateSubmit(delay = SUBMIT_DELAY_MS): Promise<void> {
  if (typeof performance !== "undefined" && performance.mark) performance.mark(SEND_MARK);
  return new Promise((resolve) => setTimeout(resolve, delay));
}
