// The inline half of the early-input buffer (early-input.ts), first in every page's head. It runs before any
// other script, so the page gets the source of one self-contained function: `recordEarlyInput` reads nothing
// from outside its arguments, and uses only syntax every browser the site supports runs as it is.
import { EARLY_ATTR, LABEL_CLOSED_ATTR, LABEL_OPEN_ATTR, LANG_SWITCH_ATTR } from "./early-input";

/** The attributes it looks for, passed in rather than read from the module around it. */
interface Marks {
  early: string;
  langSwitch: string;
  labelOpen: string;
  labelClosed: string;
}

/**
 * Records and stops clicks and submits on a marked control until the app takes its element over
 * (`window.__early.r`), keeps a popover invoker's aria-label in step with the popover, and carries the page's
 * query across the language switch.
 */
function recordEarlyInput(w: Window, d: Document, m: Marks): void {
  const early: NonNullable<Window["__early"]> = { q: [], r: [] };
  w.__early = early;
  const owned = (control: Element) => early.r.some((root) => root.contains(control));
  const record = (v: Event) => {
    const target = v.target as Element;
    const link = v.type === "click" && target.closest ? (target.closest(`a[${m.langSwitch}]`) as HTMLAnchorElement | null) : null;
    if (link && !link.search) link.search = location.search;
    let control: Element | null;
    if (v.type === "submit") control = target.matches && target.matches(`form[${m.early}]`) ? target : null;
    else control = target.closest ? target.closest(`[${m.early}]:not(form)`) : null;
    if (!control || owned(control)) return;
    v.preventDefault();
    v.stopPropagation();
    early.q.push([control, v.type as "click" | "submit", (v as SubmitEvent).submitter || null]);
  };
  w.addEventListener("click", record, true);
  w.addEventListener("submit", record, true);
  d.addEventListener(
    "toggle",
    (v) => {
      const popover = v.target as Element;
      if (!popover.id) return;
      const invoker = d.querySelector(`[popovertarget="${popover.id}"]`);
      if (!invoker || owned(invoker)) return;
      const label = invoker.getAttribute((v as ToggleEvent).newState === "open" ? m.labelOpen : m.labelClosed);
      if (label) invoker.setAttribute("aria-label", label);
    },
    true,
  );
}

const MARKS: Marks = { early: EARLY_ATTR, langSwitch: LANG_SWITCH_ATTR, labelOpen: LABEL_OPEN_ATTR, labelClosed: LABEL_CLOSED_ATTR };

/** The function's source called with the page's window, document and marks; its lines joined, comments aside. */
export const EARLY_INPUT_SCRIPT = `(${recordEarlyInput.toString().replace(/\n\s*/g, " ")})(window,document,${JSON.stringify(MARKS)})`;
