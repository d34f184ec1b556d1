import * as React from "react";
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby";
import { useLang } from "../../hooks/use-lang";
import { localePath } from "../../lib/language/i18n";

/**
 * Gatsby's Link to the same page in the page's language: content and code name English paths
 * (/about), and an Arabic page links to /ar/about. A path already in a language keeps it.
 */
export function Link<TState>({ to, ...rest }: GatsbyLinkProps<TState>) {
  const lang = useLang();
  // GatsbyLinkProps carries a legacy string ref that React's types reject on the component; it is never set here.
  return <GatsbyLink {...(rest as Omit<GatsbyLinkProps<TState>, "to" | "ref">)} to={localePath(to, lang)} />;
}
