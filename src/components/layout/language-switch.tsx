import * as React from "react";
import { useLang } from "../../hooks/use-lang";
import { LANG_INFO, LANGS, basePath, localePath, type Lang } from "../../lib/language/i18n";
import { LANG_SWITCH } from "../../../plugins/gatsby-plugin-fast-start/browser";

export interface LanguageSwitchProps {
  pathname: string;
  search?: string;
  /** The context's langs. */
  langs: readonly Lang[];
  className?: string;
}

/**
 * A plain link named in its own language, keeping the query (the early-input script adds it before hydration).
 * A page in one language only links to its section's listing. A full page load: language and direction change.
 */
export default function LanguageSwitch({ pathname, search = "", langs, className = "" }: LanguageSwitchProps) {
  const lang = useLang();
  // Set after hydration, so hydration matches the server's attributes.
  const [query, setQuery] = React.useState("");
  React.useEffect(() => setQuery(search), [search]);
  const other = LANGS.find((l) => l !== lang)!;
  const base = basePath(pathname.replace(/\/+$/, "") || "/");
  const section = `/${base.split("/")[1] ?? ""}`;
  const href = `${localePath(langs.includes(other) ? base : section, other)}${query}`;
  const { tag, name } = LANG_INFO[other];
  return (
    <a href={href} lang={tag} hrefLang={tag} {...LANG_SWITCH} className={className}>
      {name}
    </a>
  );
}
