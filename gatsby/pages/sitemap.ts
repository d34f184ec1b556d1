// Each sitemap entry with its twins in the other language, as gatsby-plugin-sitemap's `serialize`.
// https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/#serialize
// https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
import { LANG_INFO, LANGS, isLang, localePath } from "../../src/lib/language/i18n";

interface SitemapPage {
  path: string;
  pageContext?: { lang?: unknown; langs?: unknown } | null;
}

/** A page's entry: its path, and when it exists in more than one language, every version of it and x-default (English). */
export function sitemapEntry({ path, pageContext }: SitemapPage): { url: string; links?: { lang: string; url: string }[] } {
  const langs = Array.isArray(pageContext?.langs) ? pageContext.langs.filter(isLang) : [...LANGS];
  if (langs.length < 2) return { url: path };
  return {
    url: path,
    links: [
      ...langs.map((lang) => ({ lang: LANG_INFO[lang].tag, url: localePath(path, lang) })),
      ...(langs.includes("en") ? [{ lang: "x-default", url: localePath(path, "en") }] : []),
    ],
  };
}
