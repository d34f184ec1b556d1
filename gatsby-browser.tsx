// Browser APIs: global styles, the shell around every page and scroll behaviour.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { loadAnalyticsWhenIdle } from "./src/lib/analytics";
import { hydrateInTransition } from "./src/lib/hydrate";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

// Keeps hydration free of long tasks (Total Blocking Time); see src/lib/hydrate.ts.
// Gatsby types this hook with react-dom's legacy Renderer; at run time it passes (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// The specification: every route change starts at the top. A change of query
// string alone (the Insights filters) or a jump to an anchor keeps its place.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const { pathname, hash } = routerProps.location;
  if (hash) return true;
  if (prevRouterProps && prevRouterProps.location.pathname === pathname) return false;
  window.scrollTo(0, 0);
  return false;
};

// Analytics wait for an idle moment after the first render, and only on builds that enable them.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  loadAnalyticsWhenIdle(process.env.GATSBY_VERCEL_ANALYTICS);
};
