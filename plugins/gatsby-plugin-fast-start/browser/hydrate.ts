import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { nextTask } from "./next-task";

/**
 * In a transition, so React 18 time-slices hydration (default priority does not). Creating the root starts a
 * task of its own rather than lengthening Gatsby's data-loading one. Settles once hydration has started.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | Document | DocumentFragment | null, rootNotFound: string): Promise<void> {
  if (!container || container instanceof DocumentFragment) throw new Error(rootNotFound);
  return nextTask().then(() => {
    React.startTransition(() => {
      hydrateRoot(container, element);
    });
  });
}
