import type * as React from "react";
import { render } from "@testing-library/react";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

/** The server's HTML of the element, in a detached element to read. */
export function serverPage(element: React.ReactElement): HTMLElement {
  const page = document.createElement("div");
  page.innerHTML = renderToString(element);
  return page;
}

/** Hydrates the server's HTML of the element once `before` has done to it what a visitor does before the app runs. */
export function hydrateAfter(element: React.ReactElement, before: (page: HTMLElement) => void) {
  const container = document.body.appendChild(serverPage(element));
  before(container);
  return render(element, { container, hydrate: true });
}
