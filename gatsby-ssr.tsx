// Server rendering: the same shell as the browser, and the document's language.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import type { GatsbySSR } from "gatsby";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
