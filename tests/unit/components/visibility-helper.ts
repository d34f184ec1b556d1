// Drives document.visibilityState for the page-visibility flag, which keeps its state once per page: between tests, the event back to a visible tab.
import { act } from "@testing-library/react";

let state: DocumentVisibilityState = "visible";

/** The state a component will find when it mounts, without an event. */
export function presetVisibility(next: DocumentVisibilityState): void {
  state = next;
}

/** The tab becomes visible or hidden: the browser fires visibilitychange on the document. */
export function setVisibility(next: DocumentVisibilityState): void {
  state = next;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Call in beforeEach: the tab is visible and document.visibilityState follows setVisibility. */
export function mockVisibility(): void {
  jest.spyOn(document, "visibilityState", "get").mockImplementation(() => state);
  setVisibility("visible");
}

/** Call in afterEach before restoring mocks: back to a visible tab with no leftovers. */
export function restoreVisibility(): void {
  setVisibility("visible");
  document.body.classList.remove("page-inactive");
}
