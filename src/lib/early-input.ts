/**
 * The early-input buffer: what a visitor does before the app is running is kept, not lost.
 *
 * The start-up scripts load after the first paint (gatsby/defer-scripts.ts), so for a second or
 * two a page is visible and its controls are not yet React's. Controls that work in plain HTML
 * (links, GET forms, `<details>`, the Popover API) need nothing here. The rest carry
 * `data-early` and are covered by EARLY_INPUT_SCRIPT, inlined in every page's head (and hashed
 * into its CSP with the other inline scripts):
 * - a click on a `[data-early]` control, or a submit of a `form[data-early]`, is recorded and
 *   stopped (a submit's default would post the form and lose the page);
 * - a popover's toggle updates its invoker's `aria-expanded` and `aria-label`
 *   (`data-label-open` / `data-label-closed`), the state React shows once it runs.
 * Once the app has rendered, replayEarlyInput() switches the buffer off and replays the record
 * in order: React hydrates a control's boundary synchronously when an event reaches it, so each
 * click and submit lands on a ready handler exactly once.
 */

/** The attribute that puts a control under the buffer. */
export const EARLY_INPUT_ATTRIBUTE = "data-early";

type EarlyEvent = [target: Element, type: "click" | "submit", submitter: HTMLElement | null];

interface EarlyInput {
  /** Switches the buffer off and hands over what it recorded, oldest first. */
  done(): EarlyEvent[];
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

// Written by hand in ES5 and kept under 1 KB: it runs before anything else on every page.
// prettier-ignore
export const EARLY_INPUT_SCRIPT = [
  "(function(w,d){var q=[],off=0;",
  "w.__early={done:function(){off=1;return q.splice(0)}};",
  "function rec(e){if(off)return;var t=e.target,c;",
  'if(e.type==="submit")c=t.matches&&t.matches("form[data-early]")?t:null;',
  'else c=t.closest&&t.closest("[data-early]:not(form)");',
  "if(!c)return;e.preventDefault();e.stopPropagation();q.push([c,e.type,e.submitter||null])}",
  'w.addEventListener("click",rec,true);w.addEventListener("submit",rec,true);',
  'd.addEventListener("toggle",function(e){var p=e.target;if(off||!p.id)return;',
  "var b=d.querySelector('[popovertarget=\"'+p.id+'\"]');if(!b)return;",
  'var o=e.newState==="open",l=b.getAttribute(o?"data-label-open":"data-label-closed");',
  'b.setAttribute("aria-expanded",String(o));if(l)b.setAttribute("aria-label",l)},true)',
  "})(window,document)",
].join("");

/**
 * Switches the buffer off and replays what the visitor did before the app ran: each recorded
 * click is clicked again and each recorded submit requested again (with the browser's own
 * validation), now reaching React's handlers. Safe to call more than once.
 */
export function replayEarlyInput(win: Window = window): void {
  const early = win.__early;
  if (!early) return;
  for (const [target, type, submitter] of early.done()) {
    if (!target.isConnected) continue;
    if (type === "submit") {
      const form = target as HTMLFormElement;
      form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
    } else (target as HTMLElement).click();
  }
}
