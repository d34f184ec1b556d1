import * as React from "react";
import { act } from "react";

// React and react-dom as they are, with a record of each hydrateRoot call and whether it ran in a transition.
const mockCalls: { args: unknown[]; inTransition: boolean }[] = [];
const mockState = { inTransition: false };

jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    startTransition: (callback: () => void) => {
      mockState.inTransition = true;
      actual.startTransition(callback);
      mockState.inTransition = false;
    },
  };
});

jest.mock("react-dom/client", () => {
  const actual = jest.requireActual<typeof import("react-dom/client")>("react-dom/client");
  return {
    ...actual,
    hydrateRoot: (...args: Parameters<typeof actual.hydrateRoot>) => {
      mockCalls.push({ args, inTransition: mockState.inTransition });
      return actual.hydrateRoot(...args);
    },
  };
});

// Imported after the mocks are declared (babel-jest hoists jest.mock above imports).
import { hydrateInTransition } from "../browser/hydrate";
const ROOT_NOT_FOUND = "Root element not found";

it.each([
  ["is missing", null],
  ["is a document fragment, which cannot be hydrated", document.createDocumentFragment()],
])("throws the site's message when the container %s", (_, container) => {
  expect(() => hydrateInTransition(<p>x</p>, container, ROOT_NOT_FOUND)).toThrow(new Error(ROOT_NOT_FOUND));
});

it("hydrates the server's markup in a transition, in a later task than the call, keeping its nodes and attaching handlers", async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  const container = document.createElement("div");
  // What the server renders for the element (React's renderToString output).
  container.innerHTML = '<button type="button">Go</button>';
  const button = container.querySelector("button")!;
  const onClick = jest.fn();
  const element = (
    <button type="button" onClick={onClick}>
      Go
    </button>
  );
  await act(async () => {
    const started = hydrateInTransition(element, container, ROOT_NOT_FOUND);
    // Gatsby calls this from the app chunk's start-up; nothing heavy may run in that task, its microtasks included.
    await Promise.resolve();
    expect(mockCalls).toEqual([]);
    await started;
  });
  expect(mockCalls).toEqual([{ args: [container, element], inTransition: true }]);
  expect(container.querySelector("button")).toBe(button);
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});
