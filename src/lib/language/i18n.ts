/**
 * The site's two languages: English at the root, Arabic under /ar. Every page has its path in the
 * English tree; its Arabic twin is the same path behind the prefix. Nothing here guesses a visitor's
 * language: the language is the one the address names.
 */
export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export interface LangInfo {
  /** BCP 47 tag for lang="" and hreflang. */
  readonly tag: string;
  readonly dir: "ltr" | "rtl";
  /** Intl locale for numbers and dates; ar-AE with Latin digits and the Gregorian calendar, as the UAE writes them. */
  readonly locale: string;
  /** Open Graph's og:locale. */
  readonly ogLocale: string;
  /** The language's own name, for the language switch. */
  readonly name: string;
  /** The path prefix: "" for English, "/ar" for Arabic. */
  readonly prefix: string;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  en: { tag: "en", dir: "ltr", locale: "en-AE", ogLocale: "en_US", name: "English", prefix: "" },
  ar: { tag: "ar", dir: "rtl", locale: "ar-AE", ogLocale: "ar_AE", name: "العربية", prefix: "/ar" },
};

/** What every page's context says about its language (gatsby/pages/create-pages.ts): its own, and those its twins exist in. */
export interface LangContext {
  lang: Lang;
  langs: Lang[];
}

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value);

/** The language a path belongs to: /ar and everything under /ar/ is Arabic. */
export function langOfPath(pathname: string): Lang {
  return /^\/ar(?:\/|$|\?|#)/.test(pathname) ? "ar" : "en";
}

/** The English path of any page path: /ar/about -> /about, /ar -> /. */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) !== "ar") return pathname;
  const rest = pathname.slice("/ar".length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * A page's one URL path: with a trailing slash (/about/, /ar/), as Gatsby names its pages with
 * `trailingSlash: "always"` (gatsby-config.ts) and as every host serves about/index.html without a
 * redirect. The query and fragment are kept; a file (/rss.xml, /images/a.png) is left as it is.
 */
export function canonicalPath(path: string): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return `${pathname}/${at === -1 ? "" : path.slice(at)}`;
}

/**
 * The path of a page in `lang`, in its one form, from its path in either language and either form:
 * /about -> /ar/about/, / -> /ar/. Paths that are not pages of the site (https://, mailto:, #anchors,
 * files such as /rss.xml) pass through unchanged, so any link can go through it.
 */
export function localePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const base = canonicalPath(basePath(path));
  if (lang === "en" || !isPagePath(base)) return base;
  return `/ar${base}`;
}

/** Files the build writes at the root for both languages: feeds, icons, images, the sitemap; and the CMS. */
function isPagePath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/, "");
  if (/^\/(?:static|images|icons|admin|page-data)(?:\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * A YYYY-MM-DD date as readers of `lang` write it: "Jan 5, 2025" or "5 يناير 2025". Formatted in UTC, so
 * the day never shifts. What is not a date yet (a CMS preview while the editor types) is returned as it is.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  if (lang === "en") return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
  return new Intl.DateTimeFormat(LANG_INFO.ar.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
    calendar: "gregory",
  }).format(date);
}
