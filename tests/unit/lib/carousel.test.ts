import { nextIndex, previousIndex, shouldAutoAdvance, type AutoAdvanceConditions } from "../../../src/lib/browser/carousel";

// Wrapping and each pause condition are tests/unit/components/testimonials.test.tsx's; here, the counts it does not render.
it("next and previous stay at 0 with no items", () => {
  expect([nextIndex(0, 0), previousIndex(0, 0)]).toEqual([0, 0]);
});

const rotating: AutoAdvanceConditions = { count: 3, pageVisible: true, pausedByUser: false, hovered: false, focused: false, reducedMotion: false };

it.each([
  [2, true],
  [1, false],
])("with %i items, the carousel rotates by itself: %s", (count, expected) => {
  expect(shouldAutoAdvance({ ...rotating, count })).toBe(expected);
});
