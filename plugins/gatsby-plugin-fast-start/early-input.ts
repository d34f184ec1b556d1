/**
 * Input before hydration is kept, not lost: start-up scripts load after the first paint (defer-scripts.ts).
 * Plain-HTML controls (links, GET forms, <details>, popovers) need nothing. EARLY_INPUT_SCRIPT
 * (early-input-script.ts) reads these attributes: it records and stops clicks and submits inside
 * {...EARLY_INPUT}, keeps a popover invoker's aria-label in step, and carries the query across {...LANG_SWITCH}.
 * A component's useEarlyInput() takes its root over once hydrated and replays what was recorded there, once.
 * Replayed per component, not page-wide: React 18 hydrates each Suspense boundary separately and queues a
 * submit to an unhydrated one without preventing its default, so the form would post.
 */

export const EARLY_ATTR = "data-early";
export const LANG_SWITCH_ATTR = "data-lang-switch";
export const LABEL_OPEN_ATTR = "data-label-open";
export const LABEL_CLOSED_ATTR = "data-label-closed";

export const EARLY_INPUT = { [EARLY_ATTR]: "" } as const;
export const LANG_SWITCH = { [LANG_SWITCH_ATTR]: "" } as const;
/** On a popover's invoker. */
export const popoverLabels = (open: string, closed: string) => ({ [LABEL_OPEN_ATTR]: open, [LABEL_CLOSED_ATTR]: closed });

type EarlyEvent = [control: Element, type: "click" | "submit", submitter: HTMLElement | null];

interface EarlyInput {
  /** Recorded, not yet replayed, oldest first. */
  q: EarlyEvent[];
  /** Taken over by the app: events inside pass through. */
  r: Element[];
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

/** Replays submits with requestSubmit (the browser's own validation). Returns the release for unmount. */
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
