// Browser APIs: global styles, the shell around every page and scroll behaviour (gatsby-plugin-fast-start
// hydrates the page).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { langOfPath } from "./src/lib/i18n";
import { loadMessages } from "./src/lib/messages-by-lang";

// The page's interface words, in its language only, before anything renders: Gatsby waits for this
// promise before it hydrates. A document keeps the language its address names (the server set
// <html lang> from the same path), since links stay in the page's language and the language switch
// is a full page load. The build lists the language's chunk with the start-up scripts
// (gatsby/hosting/prepare.ts), so this finds it already loaded.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => loadMessages(langOfPath(window.location.pathname));

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

// The specification: every route change starts at the top. A change of query
// string alone (the Insights filters) or a jump to an anchor keeps its place.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const { pathname, hash } = routerProps.location;
  if (hash) return true;
  if (prevRouterProps && prevRouterProps.location.pathname === pathname) return false;
  window.scrollTo(0, 0);
  return false;
};

// Analytics wait for an idle moment after the first render, and only on builds that enable them; their
// code is a chunk of its own, which a build without the variable never requests.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const flag = process.env.GATSBY_VERCEL_ANALYTICS;
  if (flag) void import(/* webpackChunkName: "analytics" */ "./src/lib/analytics").then((analytics) => analytics.loadAnalyticsWhenIdle(flag));
};
