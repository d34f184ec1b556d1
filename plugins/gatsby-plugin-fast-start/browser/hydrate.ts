import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { nextTask } from "./next-task";

/**
 * Hydrates inside a transition, so React 18 renders in time slices and yields to the
 * browser every few milliseconds instead of blocking the main thread in one long task
 * (a default-priority hydration is not time-sliced). Visitors' clicks during hydration
 * are replayed once the target has hydrated.
 *
 * Gatsby calls this at the end of the task that loaded the page's data and component;
 * creating the root (which attaches React's listeners for every event) starts a task of
 * its own instead of lengthening that one. The returned promise settles once hydration
 * has been started. Without a container it throws `rootNotFound`, the site's start-up message.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | Document | DocumentFragment | null, rootNotFound: string): Promise<void> {
  if (!container || container instanceof DocumentFragment) throw new Error(rootNotFound);
  return nextTask().then(() => {
    React.startTransition(() => {
      hydrateRoot(container, element);
    });
  });
}
