/**
 * jsdom 20 has no Popover API. This stand-in gives the mobile menu's tests the parts of it the component relies on: showPopover/hidePopover,
 * `:popover-open`, a `toggle` event with newState, `display: none` while closed, and a `popovertarget` button's default action. The
 * browser tests (tests/e2e) exercise the real API in Chromium.
 */
const open = new WeakSet<Element>();
const OPEN_ATTRIBUTE = "data-stand-in-popover-open";

function setOpen(el: HTMLElement, next: boolean): void {
  if (open.has(el) === next) return;
  if (next) open.add(el);
  else open.delete(el);
  el.toggleAttribute(OPEN_ATTRIBUTE, next);
  el.dispatchEvent(Object.assign(new Event("toggle"), { oldState: next ? "closed" : "open", newState: next ? "open" : "closed" }));
}

export function installPopoverStandIn(): void {
  // Node-environment suites (@jest-environment node) have no DOM at all.
  if (typeof HTMLElement === "undefined" || typeof HTMLElement.prototype.showPopover === "function") return;
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    setOpen(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    setOpen(this, false);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ":popover-open" ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  // The invoker's default action runs after the event's listeners, unless one prevented it.
  window.addEventListener("click", (event) => {
    const invoker = event.defaultPrevented ? null : (event.target as Element | null)?.closest?.("[popovertarget]");
    const target = invoker && document.getElementById(invoker.getAttribute("popovertarget") ?? "");
    if (target) setOpen(target, !open.has(target));
  });
  const style = document.createElement("style");
  style.textContent = `[popover]:not([${OPEN_ATTRIBUTE}]) { display: none; }`;
  document.head.append(style);
}
