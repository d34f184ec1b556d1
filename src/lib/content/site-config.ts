import { LANGS, type Lang } from "../language/i18n";

export interface SiteQueryData<Node extends { lang: string; siteTitle: string }> {
  site: { siteMetadata: { siteUrl: string | null } | null; buildTime: string | null } | null;
  allSiteConfig: { nodes: readonly Node[] };
}

/** Callers name the language from page context (a Head has no other way). Missing settings stop the build. */
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
