import * as React from "react";
import { render, screen } from "@testing-library/react";
import { PageVisibilityProvider, usePageVisible } from "../../../src/hooks/use-page-visible";
import { mockVisibility, presetVisibility, restoreVisibility, setVisibility } from "./visibility-helper";

function Probe() {
  return <p data-testid="flag">{usePageVisible() ? "visible" : "hidden"}</p>;
}

const blur = jest.fn();
const focus = jest.fn();
/** What a component and the page see: each reader's flag, the body's class, and the window's events so far. */
const seen = () => ({
  flags: screen.getAllByTestId("flag").map((p) => p.textContent),
  inactive: document.body.classList.contains("page-inactive"),
  blurs: blur.mock.calls.length,
  focuses: focus.mock.calls.length,
});
const renderReaders = () =>
  render(
    <PageVisibilityProvider>
      <Probe />
      <Probe />
    </PageVisibilityProvider>,
  );

beforeEach(() => {
  mockVisibility();
  blur.mockClear();
  focus.mockClear();
  window.addEventListener("blur", blur);
  window.addEventListener("focus", focus);
});
afterEach(() => {
  restoreVisibility();
  window.removeEventListener("blur", blur);
  window.removeEventListener("focus", focus);
  jest.restoreAllMocks();
});

it("starts visible with no event, then on each hide and show toggles page-inactive, fires one blur or focus and tells every reader", () => {
  renderReaders();
  expect(seen()).toEqual({ flags: ["visible", "visible"], inactive: false, blurs: 0, focuses: 0 });
  for (let cycle = 1; cycle <= 2; cycle++) {
    setVisibility("hidden");
    expect(seen()).toEqual({ flags: ["hidden", "hidden"], inactive: true, blurs: cycle, focuses: cycle - 1 });
    setVisibility("visible");
    expect(seen()).toEqual({ flags: ["visible", "visible"], inactive: false, blurs: cycle, focuses: cycle });
  }
});

it("starts inactive when the tab is already hidden at mount", () => {
  presetVisibility("hidden");
  renderReaders();
  expect(seen()).toEqual({ flags: ["hidden", "hidden"], inactive: true, blurs: 1, focuses: 0 });
});
