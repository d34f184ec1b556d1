// The options the site passes in gatsby-config.ts, so the plugin names nothing of the site's.
export interface FastStartOptions {
  /** false when FAST_START=off (switch.ts); gatsby-ssr and gatsby-browser cannot read the variable. */
  enabled: boolean;
  /** The message hydration throws when the page has no root element (browser/hydrate.ts). */
  rootNotFoundMessage: string;
}
