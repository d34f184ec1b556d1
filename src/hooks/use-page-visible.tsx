import * as React from "react";

// Module-level: Gatsby applies wrapRootElement to the page and its <Head>, so a per-provider listener fires twice.
let visible = true;
let installed = false;
const subscribers = new Set<() => void>();

function sync(): void {
  const nowVisible = document.visibilityState !== "hidden";
  if (nowVisible === visible) return;
  visible = nowVisible;
  document.body.classList.toggle("page-inactive", !visible);
  window.dispatchEvent(new Event(visible ? "focus" : "blur"));
  subscribers.forEach((notify) => notify());
}

/** Every call refreshes the flag, so a mounting component sees the tab as it is. */
function install(): void {
  if (!installed) document.addEventListener("visibilitychange", sync);
  installed = true;
  sync();
}

function subscribe(notify: () => void): () => void {
  install();
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** On hide, the window gets a blur event and the body `page-inactive`; on show, a focus event. */
export function usePageVisible(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => visible,
    () => true,
  );
}

export function PageVisibilityProvider({ children }: { children: React.ReactNode }) {
  usePageVisible();
  return <>{children}</>;
}
