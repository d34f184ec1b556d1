import { accordionReducer, initialAccordion, isOpen, type AccordionEvent } from "../../../src/lib/browser/accordion";

/** Events as written: '+a' the pointer enters a, '-a' it leaves a, 'a' a click (or Enter, or Space) on a. */
const event = (e: string): AccordionEvent =>
  e.startsWith("+") ? { type: "enter", id: e.slice(1) } : e.startsWith("-") ? { type: "leave", id: e.slice(1) } : { type: "toggle", id: e };

/** The items open after the events, from the defaultOpen items; the plain cases are tests/unit/components/accordion.test.tsx's. */
function openAfter(single: boolean, events: string[], defaultOpen: string[] = []): string[] {
  const state = events.map(event).reduce(accordionReducer(single), initialAccordion(defaultOpen, single));
  return ["a", "b", "c"].filter((id) => isOpen(state, id));
}

describe.each([false, true])("accordion (single = %s)", (single) => {
  it.each<[string, string[], string[]]>([
    ["keeps a clicked item open after the pointer leaves", ["+a", "a", "-a"], ["a"]],
    ["closes a pinned item on a second click, even under the pointer", ["+a", "a", "a"], []],
    ["ignores a leave for an item other than the hovered one", ["+a", "-b"], ["a"]],
  ])("%s", (_rule, events, open) => {
    expect(openAfter(single, events)).toEqual(open);
  });
});

describe("multiple and single mode", () => {
  it.each<[string, boolean, string[], string[], string[]]>([
    ["multiple: keeps several pinned items open at once", false, ["a"], ["b", "c"], ["a", "b", "c"]],
    ["multiple: hovering another item does not close pinned ones", false, [], ["a", "+b"], ["a", "b"]],
    ["multiple: unpinning one item leaves the others open", false, [], ["a", "b", "a"], ["b"]],
    ["single: hovering another item closes the pinned one", true, [], ["a", "+b"], ["b"]],
    ["single: clicking an item while another is hovered shows only the clicked one", true, [], ["+a", "b"], ["b"]],
    ["single: a defaultOpen item can be closed by a click", true, ["a"], ["a"], []],
  ])("%s", (_rule, single, defaultOpen, events, open) => {
    expect(openAfter(single, events, defaultOpen)).toEqual(open);
  });

  it("single: never shows two items open through any mix of hover and clicks", () => {
    const events = ["+a", "a", "+b", "b", "-a", "+c", "a", "-c", "+b", "c"];
    for (let n = 0; n <= events.length; n++) expect(openAfter(true, events.slice(0, n), ["a", "b"]).length).toBeLessThanOrEqual(1);
  });
});
