// Hydrates each page in time slices (browser/hydrate.ts), so hydration adds no long task.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#replaceHydrateFunction
import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./browser/hydrate";
import type { FastStartOptions } from "./options";

// Gatsby types this hook with react-dom's legacy Renderer; at run time it passes (element, container).
type Hydrate = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = (_args, options) => {
  const { enabled, rootNotFoundMessage } = options as unknown as FastStartOptions;
  // Switched off, Gatsby hydrates as it does by default.
  if (enabled === false) return undefined as unknown as Hydrate;
  return ((element: React.ReactNode, container: Element | null) => hydrateInTransition(element, container, rootNotFoundMessage)) as unknown as Hydrate;
};
