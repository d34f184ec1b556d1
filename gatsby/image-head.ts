// gatsby-plugin-image's server rendering (its onRenderBody) adds a wrapper style, a no-script
// style and a module script that listens to every image's load event, all for GatsbyImage's
// fade-in. The site renders images with its own <picture> (src/components/ui/picture.tsx), so on
// every page these only cost parsing and a listener; the plugin stays for its image data resolver.
// gatsby-ssr.tsx drops them in onPreRenderHTML, after every plugin's onRenderBody has run.
import { isValidElement, type ReactNode } from "react";

/** The keys gatsby-plugin-image 3 gives its head components. */
export const GATSBY_IMAGE_HEAD_KEYS: ReadonlySet<string> = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/** The head components without gatsby-plugin-image's, the others in their order. */
export function withoutGatsbyImageHead(head: readonly ReactNode[]): ReactNode[] {
  return head.filter((c) => !(isValidElement(c) && typeof c.key === "string" && GATSBY_IMAGE_HEAD_KEYS.has(c.key)));
}
