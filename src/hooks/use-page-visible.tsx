import * as React from "react";

// One listener for the whole app, however many components read the flag: Gatsby applies
// wrapRootElement to the page and to its <Head>, so a per-provider listener would fire twice.
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

/** Listens once per page; every call brings the flag up to date, so a component mounting sees the tab as it is. */
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

/**
 * Follows the tab's visibility for the whole app: on hide the window gets a blur event
 * and the body the class page-inactive, on show a focus event and the class goes.
 */
export function usePageVisible(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => visible,
    () => true,
  );
}

/** Starts following visibility as soon as the app mounts, before any component asks. */
export function PageVisibilityProvider({ children }: { children: React.ReactNode }) {
  usePageVisible();
  return <>{children}</>;
}
