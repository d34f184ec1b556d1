import * as React from "react";
import { render, screen } from "@testing-library/react";
import { PageVisibilityProvider, usePageVisible } from "../../../src/hooks/use-page-visible";
import { mockVisibility, presetVisibility, restoreVisibility, setVisibility } from "./visibility-helper";

function Probe() {
  return <p data-testid="flag">{usePageVisible() ? "visible" : "hidden"}</p>;
}

const renderApp = () =>
  render(
    <PageVisibilityProvider>
      <Probe />
    </PageVisibilityProvider>,
  );

describe("PageVisibilityProvider and usePageVisible", () => {
  let blur: jest.Mock;
  let focus: jest.Mock;

  beforeEach(() => {
    mockVisibility();
    blur = jest.fn();
    focus = jest.fn();
    window.addEventListener("blur", blur);
    window.addEventListener("focus", focus);
  });

  afterEach(() => {
    restoreVisibility();
    window.removeEventListener("blur", blur);
    window.removeEventListener("focus", focus);
    jest.restoreAllMocks();
  });

  it("starts visible, with no page-inactive class and no synthetic events", () => {
    renderApp();
    expect(screen.getByTestId("flag")).toHaveTextContent("visible");
    expect(document.body).not.toHaveClass("page-inactive");
    expect(blur).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
  });

  it("on hide: body gets page-inactive, window gets a blur event and usePageVisible() is false", () => {
    renderApp();
    setVisibility("hidden");
    expect(document.body).toHaveClass("page-inactive");
    expect(blur).toHaveBeenCalledTimes(1);
    expect(focus).not.toHaveBeenCalled();
    expect(screen.getByTestId("flag")).toHaveTextContent("hidden");
  });

  it("on show again: the class goes, window gets a focus event and the flag is true", () => {
    renderApp();
    setVisibility("hidden");
    setVisibility("visible");
    expect(document.body).not.toHaveClass("page-inactive");
    expect(focus).toHaveBeenCalledTimes(1);
    expect(blur).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("flag")).toHaveTextContent("visible");
  });

  it("follows several hide/show cycles, one event each", () => {
    renderApp();
    for (let i = 0; i < 3; i++) {
      setVisibility("hidden");
      setVisibility("visible");
    }
    expect(blur).toHaveBeenCalledTimes(3);
    expect(focus).toHaveBeenCalledTimes(3);
    expect(document.body).not.toHaveClass("page-inactive");
  });

  it("gives every reader the same flag", () => {
    render(
      <PageVisibilityProvider>
        <Probe />
        <Probe />
      </PageVisibilityProvider>,
    );
    setVisibility("hidden");
    expect(screen.getAllByTestId("flag").map((p) => p.textContent)).toEqual(["hidden", "hidden"]);
    expect(blur).toHaveBeenCalledTimes(1);
  });

  it("starts inactive when the tab is already hidden at mount", () => {
    presetVisibility("hidden");
    renderApp();
    expect(document.body).toHaveClass("page-inactive");
    expect(screen.getByTestId("flag")).toHaveTextContent("hidden");
    expect(blur).toHaveBeenCalledTimes(1);
  });
});
