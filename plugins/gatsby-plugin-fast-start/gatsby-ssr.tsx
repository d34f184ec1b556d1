// Puts the early-input script first in every head (early-input.ts) and drops gatsby-plugin-image's head tags (image-head.ts).
import type { GatsbySSR } from "gatsby";
import * as React from "react";
import { EARLY_INPUT_SCRIPT } from "./early-input-script";
import { withoutGatsbyImageHead } from "./image-head";

// First in the head (this plugin is first in the site's list), so it listens before any control can be seen.
// A correction, so FAST_START=off keeps it: Gatsby's own scripts also arrive after the HTML a visitor can use.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />]);
};

/** The switch comes as a plugin option: in the SSR bundle webpack leaves only GATSBY_ variables in process.env. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }, options) => {
  if ((options as { enabled?: boolean } | undefined)?.enabled === false) return;
  replaceHeadComponents(withoutGatsbyImageHead(getHeadComponents() as React.ReactNode[]));
};
