import * as React from "react";

/**
 * A Suspense boundary that never suspends. React 18 hydrates each server-rendered
 * boundary as its own unit of work and commit, so a page split into boundaries
 * hydrates in several short tasks instead of one long one (Total Blocking Time).
 */
export default function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
