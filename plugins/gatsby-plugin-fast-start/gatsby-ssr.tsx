// Server rendering: drops gatsby-plugin-image's head tags (image-head.ts), which every page would
// otherwise carry though no image needs them once the site's Picture renders native <picture>.
import type { GatsbySSR } from "gatsby";
import type * as React from "react";
import { withoutGatsbyImageHead } from "./image-head";

/**
 * The switch arrives as a plugin option (gatsby-config.ts sets `enabled` from FAST_START): this file
 * runs in Gatsby's server-rendering bundle, where webpack leaves only GATSBY_ variables in process.env.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }, options) => {
  if ((options as { enabled?: boolean } | undefined)?.enabled === false) return;
  replaceHeadComponents(withoutGatsbyImageHead(getHeadComponents() as React.ReactNode[]));
};
