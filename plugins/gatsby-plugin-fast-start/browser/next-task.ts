// No imports, on purpose: the browser entry (plugins/gatsby-plugin-fast-start/browser/app.ts) yields with this before it
// evaluates anything else, so importing it must not evaluate react-dom with it.

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
