import * as React from "react";

/**
 * A section whose controls work without JavaScript, in its own chunk outside the start-up scripts. React 18
 * keeps the server HTML of a Suspense boundary until its code loads, then hydrates it; early input is replayed.
 */
export function deferredHydration<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.MemoExoticComponent<(props: P) => React.JSX.Element> {
  const Lazy = React.lazy(load) as unknown as React.ComponentType<P>;
  // An update to a boundary still loading its code makes React discard its server HTML (error 421), so a
  // parent re-rendering with the same props (the layout on navigation) must not reach it.
  return React.memo(function Deferred(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </React.Suspense>
    );
  });
}
