import * as React from "react";
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
 * react-dom is evaluated on demand, in a task of its own: imported at the top, its module
 * body (about a quarter of the start-up script work) would run inside the app chunk's
 * evaluation and make that one long task. Starting the hydration is a third task.
 * The returned promise settles once hydration has been started.
 */
export function hydrateInTransition(element: React.ReactNode, container: Element | Document | DocumentFragment | null): Promise<void> {
  if (!container || container instanceof DocumentFragment) throw new Error(MESSAGES.rootNotFound);
  return (async () => {
    await nextTask();
    const { hydrateRoot } = await import("react-dom/client");
    await nextTask();
    React.startTransition(() => {
      hydrateRoot(container, element);
    });
  })();
}
