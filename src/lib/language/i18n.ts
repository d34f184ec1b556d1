/** English at the root, Arabic under /ar. Nothing guesses a visitor's language: the address names it. */
export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export interface LangInfo {
  /** BCP 47 tag for lang="" and hreflang. */
  readonly tag: string;
  readonly dir: "ltr" | "rtl";
  /** Intl locale; ar-AE with Latin digits and the Gregorian calendar, as the UAE writes them. */
  readonly locale: string;
  readonly ogLocale: string;
  /** In the language itself, for the language switch. */
  readonly name: string;
  readonly prefix: string;
  /** What goes between the items of a list the interface joins (joinList): Arabic writes its own comma, «،». */
  readonly listSeparator: string;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  en: { tag: "en", dir: "ltr", locale: "en-AE", ogLocale: "en_US", name: "English", prefix: "", listSeparator: ", " },
  ar: { tag: "ar", dir: "rtl", locale: "ar-AE", ogLocale: "ar_AE", name: "العربية", prefix: "/ar", listSeparator: "، " },
};

/**
 * Words the interface puts side by side as a list (a case study's services, a job title and a company,
 * an address), with the language's comma between them: the one place that comma is chosen, so no
 * component writes a Latin comma into Arabic.
 */
export function joinList(items: readonly string[], lang: Lang): string {
  return items.join(LANG_INFO[lang].listSeparator);
}

/** Page context (gatsby/pages/create-pages.ts): `langs` are those its twins exist in. */
export interface LangContext {
  lang: Lang;
  langs: Lang[];
}

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value);

export function langOfPath(pathname: string): Lang {
  return /^\/ar(?:\/|$|\?|#)/.test(pathname) ? "ar" : "en";
}

/** /ar/about -> /about, /ar -> /. */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) !== "ar") return pathname;
  const rest = pathname.slice("/ar".length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * With a trailing slash, as `trailingSlash: "always"` names pages and every host serves about/index.html
 * without a redirect. Files (/rss.xml) are left as they are.
 */
export function canonicalPath(path: string): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return `${pathname}/${at === -1 ? "" : path.slice(at)}`;
}

/** /about -> /ar/about/. Non-page paths (https://, mailto:, #anchors, /rss.xml) pass through, so any link can. */
export function localePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const base = canonicalPath(basePath(path));
  if (lang === "en" || !isPagePath(base)) return base;
  return `/ar${base}`;
}

/** Root files shared by both languages (feeds, icons, images, sitemap) and the CMS are not pages. */
function isPagePath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/, "");
  if (/^\/(?:static|images|icons|admin|page-data)(?:\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** One each, made when first used: a formatter costs far more to make than to use, and a build dates every article. */
const dateFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
const dateFormat = (lang: Lang): Intl.DateTimeFormat =>
  (dateFormats[lang] ??=
    lang === "en"
      ? new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })
      : new Intl.DateTimeFormat(LANG_INFO.ar.locale, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
          numberingSystem: "latn",
          calendar: "gregory",
        }));

/** In UTC, so the day never shifts. A non-date (a CMS preview while the editor types) is returned as it is. */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat(lang).format(date);
}
