// Browser APIs: global styles, the page's interface words, the shell around every page, scroll behaviour
// and what comes after the first render (gatsby-plugin-fast-start hydrates the page).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { MANIFEST_PATH } from "./src/lib/head/discovery";
import { langOfPath } from "./src/lib/language/i18n";
import { loadMessages } from "./src/lib/language/messages-by-lang";

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

// Chrome fetches a linked web app manifest, and then the icon it names, the moment the page has loaded,
// for an install prompt that no visitor needs before the page is on screen; on a busy phone the page's
// largest paint is often shown after that, and Lighthouse's model counts every request that ends
// before it towards it. Linked once the page has hydrated, the two come after the page's first paints.
// Without scripts, the copy gatsby-ssr.tsx puts in a <noscript> links it.
function linkManifest() {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_PATH;
  document.head.append(link);
}

// Analytics wait for an idle moment after the first render, and only on builds that enable them; their
// code is a chunk of its own, which a build without the variable never requests.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  linkManifest();
  const flag = process.env.GATSBY_VERCEL_ANALYTICS;
  if (flag) void import(/* webpackChunkName: "analytics" */ "./src/lib/browser/analytics").then((analytics) => analytics.loadAnalyticsWhenIdle(flag));
};
