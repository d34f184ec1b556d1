import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { MESSAGES } from "./messages";

/**
 * Hydrates inside a transition, so React 18 renders in time slices and yields to the
 * browser every few milliseconds instead of blocking the main thread in one long task
 * (a default-priority hydration is not time-sliced). Visitors' clicks during hydration
 * are replayed once the target has hydrated.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!container || container instanceof DocumentFragment) throw new Error(MESSAGES.rootNotFound);
  React.startTransition(() => {
    hydrateRoot(container, element);
  });
}
