import * as React from "react";

/**
 * A component whose code is a chunk of its own, outside the page's start-up scripts: for a section
 * whose controls work without JavaScript (a form that posts, a link), so the page is complete before
 * its code arrives. The server renders it like any other. In the browser, React 18 keeps the server's
 * HTML of a Suspense boundary whose code has not loaded, hydrates the rest of the page, requests the
 * chunk and hydrates the section when it arrives; a submit made before then is held and replayed by
 * the early-input script (src/lib/forms/early-input.ts), as on the rest of the page before hydration. On a
 * later page of the visit, reached without a page load, the section appears once its chunk is in.
 */
export function deferredHydration<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.MemoExoticComponent<(props: P) => React.JSX.Element> {
  // React.lazy's type asks for a component of any props; the loader's own type keeps them checked.
  const Lazy = React.lazy(load) as unknown as React.ComponentType<P>;
  // React gives up on hydrating a boundary that receives an update while its code is still loading,
  // and draws it again from scratch (error 421): a parent that re-renders with the same props, as the
  // layout does when Gatsby moves to another page, must not reach it.
  return React.memo(function Deferred(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </React.Suspense>
    );
  });
}
