// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/ (gatsby-plugin-fast-start hydrates the page)
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { MANIFEST_PATH } from "./src/lib/head/discovery";
import { langOfPath } from "./src/lib/language/i18n";
import { loadMessages } from "./src/lib/language/messages-by-lang";

// Gatsby waits for this promise before it renders, though its type says the API returns nothing: a register row
// of plugins/gatsby-plugin-fast-start/README.md. A document keeps its address's language (links stay in it; the
// switch is a full load). The chunk is already loaded with the start-up scripts (gatsby/hosting/prepare.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => loadMessages(langOfPath(window.location.pathname));

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

// The specification: every route change starts at the top; a query-only change or an anchor keeps its place.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const { pathname, hash } = routerProps.location;
  if (hash) return true;
  if (prevRouterProps && prevRouterProps.location.pathname === pathname) return false;
  window.scrollTo(0, 0);
  return false;
};

// Chrome fetches the manifest and its icon at load, and Lighthouse counts requests ending before the largest
// paint towards it; linked after hydration instead. Without scripts, gatsby-ssr.tsx's <noscript> copy links it.
function linkManifest() {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_PATH;
  document.head.append(link);
}

// Analytics load when idle, from a chunk that builds without the variable never request.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  linkManifest();
  const flag = process.env.GATSBY_VERCEL_ANALYTICS;
  if (flag) void import(/* webpackChunkName: "analytics" */ "./src/lib/browser/analytics").then((analytics) => analytics.loadAnalyticsWhenIdle(flag));
};
