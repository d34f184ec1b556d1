// gatsby-plugin-image's server rendering (its onRenderBody) adds a wrapper style, a no-script
// style and a module script that listens to every image's load event, all for GatsbyImage's
// fade-in. The site renders images with its own <picture> (src/components/ui/picture.tsx), so on
// every page these only cost parsing and a listener; the plugin stays for its image data resolver.
// gatsby-ssr.tsx drops them in onPreRenderHTML, after every plugin's onRenderBody has run.
import { isValidElement, type ReactNode } from "react";
import { BrokenAssumption } from "./assumption";

/** The keys gatsby-plugin-image 3 gives its head components. */
export const GATSBY_IMAGE_HEAD_KEYS: ReadonlySet<string> = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

const isImageHead = (c: ReactNode) => isValidElement(c) && typeof c.key === "string" && GATSBY_IMAGE_HEAD_KEYS.has(c.key);

/**
 * The head components without gatsby-plugin-image's, the others in their order. The plugin adds
 * them to every page, so a head without any of them means it renamed or moved them.
 */
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
