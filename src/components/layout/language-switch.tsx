import * as React from "react";
import { useLang } from "../../hooks/use-lang";
import { LANG_INFO, LANGS, basePath, localePath, type Lang } from "../../lib/language/i18n";
import { LANG_SWITCH } from "../../lib/forms/early-input";

export interface LanguageSwitchProps {
  /** The current page's path and query string. */
  pathname: string;
  search?: string;
  /** The languages the current page exists in (its context's langs). */
  langs: readonly Lang[];
  className?: string;
}

/**
 * The same page in the other language, as a plain link: 'العربية' on English pages, 'English' on
 * Arabic ones, named in its own language (lang and hreflang), with the query kept, so a search on
 * /insights?q=cloud carries over (the early-input script adds it to a click before the app runs). A page published in one language only (an untranslated article)
 * links to its section's listing in the other. It is a full page load: the document's language and
 * direction change with it. The language is never guessed from the browser's settings.
 */
export default function LanguageSwitch({ pathname, search = "", langs, className = "" }: LanguageSwitchProps) {
  const lang = useLang();
  // The query exists only in the browser: set after hydration, which keeps the server's attributes as they are.
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
