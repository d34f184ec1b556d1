// No imports, on purpose: app.ts yields with this before evaluating anything else, react-dom included.

interface Scheduler {
  yield?: () => Promise<void>;
}

/** scheduler.yield() where available; else a message, which unlike setTimeout is not clamped or throttled. */
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
