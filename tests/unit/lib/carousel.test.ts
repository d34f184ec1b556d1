import { nextIndex, previousIndex, shouldAutoAdvance, type AutoAdvanceConditions } from "../../../src/lib/browser/carousel";

it.each([
  [0, 3, 1, 2],
  [2, 3, 0, 1],
  [0, 1, 0, 0],
  [0, 0, 0, 0],
])("at %i of %i items: next is %i, previous is %i", (current, count, next, previous) => {
  expect(nextIndex(current, count)).toBe(next);
  expect(previousIndex(current, count)).toBe(previous);
});

const rotating: AutoAdvanceConditions = { count: 3, pageVisible: true, pausedByUser: false, hovered: false, focused: false, reducedMotion: false };

it.each<[string, boolean, Partial<AutoAdvanceConditions>]>([
  ["nobody interferes", true, {}],
  ["there are just two items", true, { count: 2 }],
  ["the tab is hidden", false, { pageVisible: false }],
  ["the user paused it", false, { pausedByUser: true }],
  ["the pointer is over it", false, { hovered: true }],
  ["focus is inside it", false, { focused: true }],
  ["the user prefers reduced motion", false, { reducedMotion: true }],
  ["there is a single item", false, { count: 1 }],
  ["there are no items", false, { count: 0 }],
])("when %s, the carousel rotates by itself: %s", (_reason, expected, change) => {
  expect(shouldAutoAdvance({ ...rotating, ...change })).toBe(expected);
});
