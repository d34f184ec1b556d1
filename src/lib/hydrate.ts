import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { MESSAGES } from "./messages";

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the work before and after it are separate tasks and neither
 * blocks input or paint for their sum. scheduler.yield() where the browser has it; else a
 * message, which (unlike setTimeout) is neither clamped nor throttled in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === "undefined") {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Hydrates inside a transition, so React 18 renders in time slices and yields to the
 * browser every few milliseconds instead of blocking the main thread in one long task
 * (a default-priority hydration is not time-sliced). Visitors' clicks during hydration
 * are replayed once the target has hydrated.
 *
 * Gatsby calls this at the end of the task that loaded the page's data and component;
 * creating the root (which attaches React's listeners for every event) starts a task of
 * its own instead of lengthening that one. The returned promise settles once hydration
 * has been started.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | Document | DocumentFragment | null): Promise<void> {
  if (!container || container instanceof DocumentFragment) throw new Error(MESSAGES.rootNotFound);
  return nextTask().then(() => {
    React.startTransition(() => {
      hydrateRoot(container, element);
    });
  });
}
