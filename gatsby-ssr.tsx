// Server rendering: the same shell as the browser, the document's language, the no-JavaScript styles,
// the tab's icon, and a preload of each page's priority picture.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react";
import type { GatsbySSR } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { LANG_INFO, langOfPath } from "./src/lib/language/i18n";
import { MANIFEST_PATH } from "./src/lib/head/discovery";
import { MESSAGES_BY_LANG } from "./src/lib/language/all-messages";
import { MessagesProvider } from "./src/hooks/use-lang";
import { wrapPageElement as wrapPage, wrapRootElement as wrapRoot } from "./src/components/layout/wrappers";
import { SeoTagsProvider } from "./src/components/seo";
import SeoTags from "./src/components/seo-tags";
import { PreloadRecorder, preloadLink } from "./src/components/ui/picture-preload";

/** The tab's icon as a data: URL, from gatsby/pages/site-icon.ts. */
declare const __SITE_ICON__: string;

/** Each page's priority pictures, by its path, from its render to its <head> (onPreRenderHTML). */
const priorityPictures = new Map<string, Map<string, IGatsbyImageData>>();

// The server renders pages in every language, so both tables of interface words are at hand, and it
// writes every head at once: the browser loads only its page's words (gatsby-browser.tsx), and the
// head's tags once it needs them (src/components/seo.tsx).
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <MessagesProvider tables={MESSAGES_BY_LANG}>
    <SeoTagsProvider tags={SeoTags}>{wrapRoot({ element })}</SeoTagsProvider>
  </MessagesProvider>
);

// Recorded around the page, which wrapPageElement wraps and a Head (wrapped in wrapRootElement only) does not.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const pictures = new Map<string, IGatsbyImageData>();
  priorityPictures.set(props.location.pathname, pictures);
  const record = (image: IGatsbyImageData) => pictures.set(image.images.fallback?.src ?? "", image);
  return <PreloadRecorder.Provider value={record}>{wrapPage({ element, props })}</PreloadRecorder.Provider>;
};

// A page's largest paint is usually a picture (the home page's poster, the first service's): its
// download starts with the document's first bytes, from a preload first in <head> after the viewport
// (so that the right width is chosen), instead of when the parser reaches the <img> far below.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  const pictures = priorityPictures.get(pathname);
  priorityPictures.delete(pathname);
  if (pictures?.size) replaceHeadComponents([...[...pictures.values()].map(preloadLink), ...getHeadComponents()]);
};

// Without JavaScript, inactive slides are shown and controls that need scripts are hidden (the menu,
// the accordions and the Insights filters are native and need none). The rules join Tailwind's base
// layer: an important rule outside any layer would lose to preflight's layered `[hidden] { display: none !important }`.
const NO_SCRIPT_CSS = "@layer base{[data-nojs-show][hidden]{display:block!important}[data-js-only]{display:none!important}}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const info = LANG_INFO[langOfPath(pathname)];
  setHtmlAttributes({ lang: info.tag, dir: info.dir });
  setHeadComponents([
    <noscript key="no-script-styles">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
    <link key="icon" rel="icon" href={__SITE_ICON__} type="image/png" sizes="32x32" />,
    // Browsers with scripts get the manifest link once the page has hydrated (gatsby-browser.tsx).
    <noscript key="manifest">
      <link rel="manifest" href={MANIFEST_PATH} />
    </noscript>,
  ]);
};
