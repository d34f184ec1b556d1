// gatsby-plugin-image's onRenderBody adds styles and a load-listening module script for GatsbyImage's fade-in,
// which the site's <picture> never uses; gatsby-ssr.tsx drops them in onPreRenderHTML.
import { isValidElement, type ReactNode } from "react";
import { BrokenAssumption } from "./assumption";

/** The keys gatsby-plugin-image 3 gives its head components. */
export const GATSBY_IMAGE_HEAD_KEYS: ReadonlySet<string> = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

const isImageHead = (c: ReactNode) => isValidElement(c) && typeof c.key === "string" && GATSBY_IMAGE_HEAD_KEYS.has(c.key);

/** The plugin adds them to every page, so a head without any means it renamed or moved them. */
export function withoutGatsbyImageHead(head: readonly ReactNode[]): ReactNode[] {
  const kept = head.filter((c) => !isImageHead(c));
  if (kept.length === head.length)
    throw new BrokenAssumption(
      "plugins/gatsby-plugin-fast-start/image-head.ts",
      "gatsby-plugin-image",
      `gatsby-plugin-image adds its head components to every page under the keys ${[...GATSBY_IMAGE_HEAD_KEYS].join(", ")}`,
      "a page's head has none of them",
    );
  return kept;
}
