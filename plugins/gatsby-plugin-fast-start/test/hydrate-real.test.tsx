import * as React from "react";
import { act } from "react";
import { hydrateInTransition } from "../browser/hydrate";

// Without mocks: the server markup really hydrates, keeps its nodes and becomes interactive.
function Counter() {
  const [n, setN] = React.useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      {`Clicked ${n}`}
    </button>
  );
}

describe("hydrateInTransition with React", () => {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    g.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    delete g.IS_REACT_ACT_ENVIRONMENT;
  });

  it("hydrates server-rendered markup without a mismatch and attaches handlers", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    // What the server renders for <Counter /> (React's renderToString output).
    container.innerHTML = '<button type="button">Clicked 0</button>';
    document.body.append(container);
    const button = container.querySelector("button")!;
    await act(async () => {
      await hydrateInTransition(<Counter />, container, "Root element not found");
    });
    // The same node is kept (hydrated, not re-created).
    expect(container.querySelector("button")).toBe(button);
    await act(async () => {
      button.click();
    });
    expect(button.textContent).toBe("Clicked 1");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    container.remove();
  });
});
