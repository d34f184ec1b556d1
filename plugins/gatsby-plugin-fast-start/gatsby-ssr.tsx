// Drops gatsby-plugin-image's head tags (image-head.ts).
import type { GatsbySSR } from "gatsby";
import type * as React from "react";
import { withoutGatsbyImageHead } from "./image-head";

/** The switch comes as a plugin option: in the SSR bundle webpack leaves only GATSBY_ variables in process.env. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }, options) => {
  if ((options as { enabled?: boolean } | undefined)?.enabled === false) return;
  replaceHeadComponents(withoutGatsbyImageHead(getHeadComponents() as React.ReactNode[]));
};
