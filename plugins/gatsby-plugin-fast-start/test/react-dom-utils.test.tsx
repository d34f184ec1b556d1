// The replacement of Gatsby's react-dom-utils (plugins/gatsby-plugin-fast-start/webpack.ts): the same API, with `render`
// in a transition so that the page's Head is rendered in time slices.
import fs from "node:fs";
import path from "node:path";
import * as React from "react";
import { act } from "@testing-library/react";
import { reactDOMUtils } from "../browser/react-dom-utils";

const GATSBY_CACHE_DIR = path.join(__dirname, "../../../node_modules/gatsby/cache-dir");

const mockStartTransition = jest.fn();
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      mockStartTransition();
      actual.startTransition(scope);
    },
  };
});

it("renders inside a transition, and into the same root each time", async () => {
  const transition = mockStartTransition;
  const container = document.createElement("div");
  const { render } = reactDOMUtils();

  await act(async () => render(<title>First</title>, container));
  expect(transition).toHaveBeenCalledTimes(1);
  expect(container.innerHTML).toBe("<title>First</title>");

  await act(async () => render(<title>Second</title>, container));
  expect(transition).toHaveBeenCalledTimes(2);
  expect(container.innerHTML).toBe("<title>Second</title>");
});

it("hydrates server-rendered markup without replacing it", async () => {
  const container = document.createElement("div");
  container.innerHTML = "<p>Server</p>";
  const paragraph = container.firstChild;
  await act(async () => {
    reactDOMUtils().hydrate(<p>Server</p>, container);
  });
  expect(container.firstChild).toBe(paragraph);
});

// The replacement applies only while Gatsby imports the module under these names.
it.each([
  ["production-app.js", 'from "./react-dom-utils"'],
  ["head/head-export-handler-for-browser.js", 'from "../react-dom-utils"'],
])("Gatsby's %s imports react-dom-utils as the alias expects", (file, importFrom) => {
  const source = fs.readFileSync(path.join(GATSBY_CACHE_DIR, file), "utf8");
  expect(source).toContain(`import { reactDOMUtils } ${importFrom}`);
});

it("has the exports of Gatsby's own module", () => {
  const source = fs.readFileSync(path.join(GATSBY_CACHE_DIR, "react-dom-utils.js"), "utf8");
  expect(source).toContain("export function reactDOMUtils()");
  expect(source).toContain("return { render, hydrate }");
  expect(Object.keys(reactDOMUtils()).sort()).toEqual(["hydrate", "render"]);
});
