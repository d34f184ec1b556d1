import type * as React from "react";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

/** The server's HTML of the element, in a detached element to read. */
export function serverPage(element: React.ReactElement): HTMLElement {
  const page = document.createElement("div");
  page.innerHTML = renderToString(element);
  return page;
}
