import * as React from "react";

const mockCalls: { args: unknown[]; inTransition: boolean }[] = [];
const mockState = { inTransition: false };

jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    startTransition: (callback: () => void) => {
      mockState.inTransition = true;
      try {
        actual.startTransition(callback);
      } finally {
        mockState.inTransition = false;
      }
    },
  };
});

jest.mock("react-dom/client", () => ({
  hydrateRoot: (...args: unknown[]) => {
    mockCalls.push({ args, inTransition: mockState.inTransition });
  },
}));

// Imported after the mocks are declared (babel-jest hoists jest.mock above imports).
import { hydrateInTransition } from "../browser/hydrate";
const ROOT_NOT_FOUND = "Root element not found";

beforeEach(() => {
  mockCalls.length = 0;
});

it.each([
  ["is missing", null],
  ["is a document fragment, which cannot be hydrated", document.createDocumentFragment()],
])("throws the site's message when the container %s", (_, container) => {
  expect(() => hydrateInTransition(<p>x</p>, container, ROOT_NOT_FOUND)).toThrow(new Error(ROOT_NOT_FOUND));
});

it.each([
  ["an element", document.createElement("div")],
  ["the document itself", document],
])("hydrates the page into %s inside a transition, in a later task than the call", async (_, container) => {
  const element = <p>hello</p>;
  const started = hydrateInTransition(element, container, ROOT_NOT_FOUND);
  // Gatsby calls this from the app chunk's start-up; nothing heavy may run in that task.
  expect(mockCalls).toEqual([]);
  await started;
  expect(mockCalls).toEqual([{ args: [container, element], inTransition: true }]);
});
