// Server rendering: the same shell as the browser, the document's language and the no-JavaScript styles.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { LANG_INFO, langOfPath } from "./src/lib/i18n";
import { EARLY_INPUT_SCRIPT } from "./src/lib/early-input-script";
import { MESSAGES_BY_LANG } from "./src/lib/all-messages";
import { provideMessages } from "./src/lib/messages-by-lang";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { renderSeoTagsAtOnce } from "./src/components/seo";
import SeoTags from "./src/components/seo-tags";

// The server renders pages in every language, so both tables of interface words are at hand from the
// start, and it writes every head: the browser loads only its page's words (gatsby-browser.tsx), and
// the head's tags once it needs them (src/components/seo.tsx).
provideMessages(MESSAGES_BY_LANG);
renderSeoTagsAtOnce(SeoTags);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

// Without JavaScript, inactive slides are shown and controls that need scripts are hidden (the menu,
// the accordions and the Insights filters are native and need none). The rules join Tailwind's base
// layer: an important rule outside any layer would lose to preflight's layered `[hidden] { display: none !important }`.
const NO_SCRIPT_CSS = "@layer base{[data-nojs-show][hidden]{display:block!important}[data-js-only]{display:none!important}}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const info = LANG_INFO[langOfPath(pathname)];
  setHtmlAttributes({ lang: info.tag, dir: info.dir });
  setHeadComponents([
    // First in the head, so it listens before any control can be seen (src/lib/early-input.ts).
    <script key="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />,
    <noscript key="no-script-styles">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
