// Server rendering: the same shell as the browser, the document's language and the no-JavaScript styles.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { withoutGatsbyImageHead } from "./gatsby/image-head";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

// Without JavaScript, collapsed answers and inactive slides are shown and controls that need scripts
// are hidden. The rules join Tailwind's base layer: an important rule outside any layer would lose
// to preflight's layered `[hidden] { display: none !important }`.
const NO_SCRIPT_CSS = "@layer base{[data-nojs-show][hidden]{display:block!important}[data-js-only],[data-menu-toggle]{display:none!important}}";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutGatsbyImageHead(getHeadComponents() as React.ReactNode[]));
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-script-styles">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
