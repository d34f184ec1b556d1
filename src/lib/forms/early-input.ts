/**
 * The early-input buffer: what a visitor does before the app is running is kept, not lost.
 *
 * The start-up scripts load after the first paint (plugins/gatsby-plugin-fast-start/defer-scripts.ts), so for a second or
 * two a page is visible and its controls are not yet React's. Controls that work in plain HTML
 * (links, GET forms, `<details>`, the Popover API) need nothing here. The rest carry the
 * attributes below, which EARLY_INPUT_SCRIPT (early-input-script.ts), inlined in every page's head
 * (and hashed into its CSP with the other inline scripts), reads by the same names:
 * - a click on a control with {...EARLY_INPUT}, or a submit of a form with it, is recorded and
 *   stopped (a submit's default would post the form and lose the page);
 * - a popover's toggle updates its invoker's `aria-label` from its popoverLabels(), the name React
 *   gives it once it runs; the browser exposes the invoker's expanded state itself;
 * - a click on the language switch ({...LANG_SWITCH}) carries the page's query to the other language.
 * Each component that owns such controls calls useEarlyInput() (src/hooks/use-early-input.ts) on
 * its outermost element. Once it has hydrated (its effects run), that element is taken over: the
 * script lets events inside it through from then on, and what it recorded there is replayed in
 * order, now reaching React's handlers, so each click and submit takes effect exactly once.
 *
 * Replaying from the component's own effect, not from a page-wide hook, is deliberate: React 18
 * hydrates each Suspense boundary separately, and a submit that reaches a boundary React has not
 * hydrated yet is queued by React without its default being prevented, so the form would post.
 */

export const EARLY_ATTR = "data-early";
export const LANG_SWITCH_ATTR = "data-lang-switch";
export const LABEL_OPEN_ATTR = "data-label-open";
export const LABEL_CLOSED_ATTR = "data-label-closed";

/** On a control or form whose input before the app runs is held and replayed. */
export const EARLY_INPUT = { [EARLY_ATTR]: "" } as const;
/** On the language switch's link. */
export const LANG_SWITCH = { [LANG_SWITCH_ATTR]: "" } as const;
/** On a popover's invoker: its name while the popover is open and while it is closed. */
export const popoverLabels = (open: string, closed: string) => ({ [LABEL_OPEN_ATTR]: open, [LABEL_CLOSED_ATTR]: closed });

type EarlyEvent = [control: Element, type: "click" | "submit", submitter: HTMLElement | null];

interface EarlyInput {
  /** What was recorded and not yet replayed, oldest first. */
  q: EarlyEvent[];
  /** Elements taken over by the app: events inside them pass through. */
  r: Element[];
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

/**
 * Takes `root` over from the early-input script and replays, in order, what the visitor did inside
 * it before: each recorded click is clicked again and each recorded submit requested again (with
 * the browser's own validation). Returns the function that gives it back (on unmount).
 */
export function takeOverEarlyInput(root: Element, win: Window = window): () => void {
  const early = win.__early;
  if (!early) return () => {};
  early.r.push(root);
  const mine = early.q.filter(([control]) => root.contains(control));
  early.q = early.q.filter((event) => !mine.includes(event));
  for (const [control, type, submitter] of mine) {
    if (type === "submit") {
      const form = control as HTMLFormElement;
      form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
    } else (control as HTMLElement).click();
  }
  return () => {
    early.r = early.r.filter((r) => r !== root);
  };
}
