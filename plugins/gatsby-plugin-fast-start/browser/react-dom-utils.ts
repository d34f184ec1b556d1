// Replaces Gatsby's .cache/react-dom-utils in the browser build (plugins/gatsby-plugin-fast-start/webpack.ts), with the same
// API. Gatsby renders a page's Head export into a hidden element of its own React root, from an
// effect, after every page render: on the first load that is once the page has hydrated. An update
// from an effect has React's default priority, which React 18 renders in one task without
// yielding, so the head's render was one long task on every page. Rendered in a
// transition, it yields to the browser every few milliseconds like the page's own hydration.
// (Gatsby calls `render` for nothing else once `replaceHydrateFunction` hydrates the page.)
import * as React from "react";
import * as ReactDOMClient from "react-dom/client";

type Root = ReactDOMClient.Root;

const roots = new WeakMap<Element, Root>();

export function reactDOMUtils() {
  const render = (element: React.ReactNode, container: Element): void => {
    let root = roots.get(container);
    if (!root) {
      root = ReactDOMClient.createRoot(container);
      roots.set(container, root);
    }
    const created = root;
    React.startTransition(() => created.render(element));
  };
  const hydrate = (element: React.ReactNode, container: Element): Root => ReactDOMClient.hydrateRoot(container, element);
  return { render, hydrate };
}
