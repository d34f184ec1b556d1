import { LANGS, type Lang } from "../language/i18n";

/** What the site-config query returns (src/hooks/use-site-config.ts): every language's settings and the build's facts. */
export interface SiteQueryData<Node extends { lang: string; siteTitle: string }> {
  site: { siteMetadata: { siteUrl: string | null } | null; buildTime: string | null } | null;
  allSiteConfig: { nodes: readonly Node[] };
}

/**
 * The site's settings in `lang` (content/site.{lang}.json), with the build's site URL and year and the
 * site's name in the other language (alternateName, for the Organization). The language is always
 * named by the caller, from the page's context: a Head has no other way to know it. A language whose
 * settings are missing stops the build rather than falling back to English.
 */
export function siteConfigIn<Node extends { lang: string; siteTitle: string }>(data: SiteQueryData<Node>, lang: Lang) {
  const nodeOf = (l: Lang) => {
    const node = data.allSiteConfig.nodes.find((n) => n.lang === l);
    if (!node) throw new Error(`content/site.${l}.json did not reach GraphQL`);
    return node;
  };
  const config = nodeOf(lang);
  const alternateName = nodeOf(LANGS.find((l) => l !== lang)!).siteTitle;
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("gatsby-config.ts has no siteMetadata.siteUrl");
  return { ...config, lang, siteUrl, buildYear: Number(data.site?.buildTime), alternateName };
}
