import * as React from "react";

const mockCalls: { args: unknown[]; inTransition: boolean }[] = [];
const mockState = { inTransition: false };

jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    startTransition: jest.fn((callback: () => void) => {
      mockState.inTransition = true;
      try {
        actual.startTransition(callback);
      } finally {
        mockState.inTransition = false;
      }
    }),
  };
});

jest.mock("react-dom/client", () => ({
  hydrateRoot: jest.fn((...args: unknown[]) => {
    mockCalls.push({ args, inTransition: mockState.inTransition });
    return { render: jest.fn(), unmount: jest.fn() };
  }),
}));

// Imported after the mocks are declared (babel-jest hoists jest.mock above imports).
import { hydrateRoot } from "react-dom/client";
import { hydrateInTransition } from "../browser/hydrate";
const ROOT_NOT_FOUND = "Root element not found";

beforeEach(() => {
  mockCalls.length = 0;
  jest.mocked(hydrateRoot).mockClear();
  jest.mocked(React.startTransition).mockClear();
});

describe("hydrateInTransition", () => {
  it("throws 'Root element not found' when the container is missing", () => {
    expect(() => hydrateInTransition(<p>x</p>, null, ROOT_NOT_FOUND)).toThrow(new Error(ROOT_NOT_FOUND));
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it("throws for a document fragment, which cannot be hydrated", () => {
    expect(() => hydrateInTransition(<p>x</p>, document.createDocumentFragment(), ROOT_NOT_FOUND)).toThrow(ROOT_NOT_FOUND);
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it("hydrates the element into the container, in a later task than the call", async () => {
    const container = document.createElement("div");
    const element = <p>hello</p>;
    const started = hydrateInTransition(element, container, ROOT_NOT_FOUND);
    // Gatsby calls this from the app chunk's start-up; nothing heavy may run in that task.
    expect(hydrateRoot).not.toHaveBeenCalled();
    await started;
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(hydrateRoot).toHaveBeenCalledWith(container, element);
  });

  it("hydrates inside a transition", async () => {
    const container = document.createElement("div");
    await hydrateInTransition(<p>hello</p>, container, ROOT_NOT_FOUND);
    expect(React.startTransition).toHaveBeenCalledTimes(1);
    expect(mockCalls).toHaveLength(1);
    expect(mockCalls[0]!.inTransition).toBe(true);
    expect(mockCalls[0]!.args[0]).toBe(container);
  });

  it("accepts the document itself as container", async () => {
    await hydrateInTransition(<p>x</p>, document, ROOT_NOT_FOUND);
    expect(hydrateRoot).toHaveBeenCalledWith(document, expect.anything());
  });
});
