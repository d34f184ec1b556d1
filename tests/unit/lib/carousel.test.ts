import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, shouldAutoAdvance, type AutoAdvanceConditions } from "../../../src/lib/browser/carousel";

describe("nextIndex and previousIndex", () => {
  // Forward and back by one, wrapping at both ends; one item stays put; no items gives 0.
  it.each([
    [0, 3, 1, 2],
    [1, 3, 2, 0],
    [2, 3, 0, 1],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("at %i of %i items: next is %i, previous is %i", (current, count, next, previous) => {
    expect(nextIndex(current, count)).toBe(next);
    expect(previousIndex(current, count)).toBe(previous);
  });

  it("is undone by nextIndex at every position", () => {
    for (let i = 0; i < 5; i++) expect(nextIndex(previousIndex(i, 5), 5)).toBe(i);
  });
});

describe("shouldAutoAdvance", () => {
  const rotating: AutoAdvanceConditions = { count: 3, pageVisible: true, pausedByUser: false, hovered: false, focused: false, reducedMotion: false };

  it("rotates when several items are shown, the page is visible and nobody interferes", () => {
    expect(shouldAutoAdvance(rotating)).toBe(true);
  });

  it.each<[string, Partial<AutoAdvanceConditions>]>([
    ["the tab is hidden", { pageVisible: false }],
    ["the user paused it", { pausedByUser: true }],
    ["the pointer is over it", { hovered: true }],
    ["focus is inside it", { focused: true }],
    ["the user prefers reduced motion", { reducedMotion: true }],
    ["there is a single item", { count: 1 }],
    ["there are no items", { count: 0 }],
  ])("stops when %s", (_reason, change) => {
    expect(shouldAutoAdvance({ ...rotating, ...change })).toBe(false);
  });

  it("rotates with just two items", () => {
    expect(shouldAutoAdvance({ ...rotating, count: 2 })).toBe(true);
  });

  it("does not rotate if any single condition of the truth table fails", () => {
    const flags = ["pageVisible", "pausedByUser", "hovered", "focused", "reducedMotion"] as const;
    for (let mask = 0; mask < 1 << flags.length; mask++) {
      const c: AutoAdvanceConditions = { ...rotating };
      flags.forEach((f, i) => {
        c[f] = Boolean(mask & (1 << i));
      });
      const expected = c.pageVisible && !c.pausedByUser && !c.hovered && !c.focused && !c.reducedMotion;
      expect(shouldAutoAdvance(c)).toBe(expected);
      expect(shouldAutoAdvance({ ...c, count: 1 })).toBe(false);
    }
  });
});

describe("CAROUSEL_INTERVAL_MS", () => {
  it("advances every five seconds", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });
});
