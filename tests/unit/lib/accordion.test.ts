import { accordionReducer, initialAccordion, isOpen, type AccordionEvent, type AccordionState } from "../../../src/lib/browser/accordion";

const enter = (id: string): AccordionEvent => ({ type: "enter", id });
const leave = (id: string): AccordionEvent => ({ type: "leave", id });
const toggle = (id: string): AccordionEvent => ({ type: "toggle", id });

function run(single: boolean, events: AccordionEvent[], start: AccordionState = initialAccordion([], single)): AccordionState {
  return events.reduce(accordionReducer(single), start);
}

const openIds = (state: AccordionState, ids = ["a", "b", "c"]) => ids.filter((id) => isOpen(state, id));

describe("initialAccordion", () => {
  it("starts with everything closed", () => {
    const s = initialAccordion();
    expect(openIds(s)).toEqual([]);
  });

  it("opens every defaultOpen item in multiple mode", () => {
    expect(openIds(initialAccordion(["a", "c"]))).toEqual(["a", "c"]);
  });

  it("opens only the first defaultOpen item in single mode", () => {
    expect(openIds(initialAccordion(["b", "c"], true))).toEqual(["b"]);
  });

  it("does not share the caller's array", () => {
    const defaults = ["a"];
    const s = run(false, [toggle("b")], initialAccordion(defaults));
    expect(defaults).toEqual(["a"]);
    expect(openIds(s)).toEqual(["a", "b"]);
  });
});

describe.each([false, true])("accordion (single = %s)", (single) => {
  it("opens an item while the pointer is over it", () => {
    expect(isOpen(run(single, [enter("a")]), "a")).toBe(true);
  });

  it("closes a hover-opened item when the pointer leaves", () => {
    expect(isOpen(run(single, [enter("a"), leave("a")]), "a")).toBe(false);
  });

  it("keeps a clicked item open after the pointer leaves", () => {
    const s = run(single, [enter("a"), toggle("a"), leave("a")]);
    expect(isOpen(s, "a")).toBe(true);
  });

  it("pins by click without any hover (keyboard)", () => {
    expect(isOpen(run(single, [toggle("a")]), "a")).toBe(true);
  });

  it("closes a pinned item on a second click, even while the pointer is still over it", () => {
    const s = run(single, [enter("a"), toggle("a"), toggle("a")]);
    expect(isOpen(s, "a")).toBe(false);
  });

  it("reopens on a third click", () => {
    expect(isOpen(run(single, [enter("a"), toggle("a"), toggle("a"), toggle("a")]), "a")).toBe(true);
  });

  it("ignores a leave for an item other than the hovered one", () => {
    const s = run(single, [enter("a"), leave("b")]);
    expect(isOpen(s, "a")).toBe(true);
  });
});

describe("multiple mode (the default)", () => {
  it("keeps several pinned items open at once", () => {
    const s = run(false, [toggle("a"), toggle("b"), toggle("c")]);
    expect(openIds(s)).toEqual(["a", "b", "c"]);
  });

  it("hovering another item does not close pinned ones", () => {
    const s = run(false, [toggle("a"), enter("b")]);
    expect(openIds(s)).toEqual(["a", "b"]);
  });

  it("unpinning one item leaves the others open", () => {
    const s = run(false, [toggle("a"), toggle("b"), toggle("a")]);
    expect(openIds(s)).toEqual(["b"]);
  });
});

describe("single mode", () => {
  it("pinning another item closes the previously pinned one", () => {
    const s = run(true, [toggle("a"), toggle("b")]);
    expect(openIds(s)).toEqual(["b"]);
  });

  it("hovering another item closes the pinned one", () => {
    const s = run(true, [toggle("a"), enter("b")]);
    expect(openIds(s)).toEqual(["b"]);
  });

  it("never shows two items open through any mix of hover and clicks", () => {
    const events = [enter("a"), toggle("a"), enter("b"), toggle("b"), leave("a"), enter("c"), toggle("a"), leave("c"), enter("b"), toggle("c")];
    const reducer = accordionReducer(true);
    let s = initialAccordion(["a", "b"], true);
    expect(openIds(s).length).toBeLessThanOrEqual(1);
    for (const e of events) {
      s = reducer(s, e);
      expect(openIds(s).length).toBeLessThanOrEqual(1);
    }
  });

  it("clicking an item while another is hovered shows only the clicked one", () => {
    // Pointer over a, keyboard (or touch) toggles b.
    const s = run(true, [enter("a"), toggle("b")]);
    expect(openIds(s)).toEqual(["b"]);
  });

  it("a defaultOpen item closes when another item is pinned", () => {
    const s = run(true, [toggle("c")], initialAccordion(["a"], true));
    expect(openIds(s)).toEqual(["c"]);
  });

  it("a defaultOpen item can be closed by a click", () => {
    const s = run(true, [toggle("a")], initialAccordion(["a"], true));
    expect(openIds(s)).toEqual([]);
  });
});
