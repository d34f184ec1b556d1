// The tags of every page's <head> (seo.tsx says why they are a module of their own).
import * as React from "react";
import { useMessages } from "../hooks/use-lang";
import { useSiteConfig, type SiteConfig } from "../hooks/use-site-config";
import { LANG_INFO, LANGS, localePath, type Lang, type LangContext } from "../lib/language/i18n";
import { listingPagePath } from "../lib/routing/slug";
import { absoluteUrl, article, breadcrumbs, faqPage, organization, professionalService, serializeJsonLd, service } from "../lib/head/structured-data";

type JsonLd = Record<string, unknown>;

/** As data, so a page's Head carries none of the builders (seo.tsx says why that matters). */
type PageJsonLd =
  | { type: "Service"; name: string; description: string }
  | { type: "Article"; title: string; description: string; date: string; author: string; image: string | null }
  | { type: "ProfessionalService" }
  | { type: "FAQPage"; items: readonly { question: string; answer: string }[] };

function pageJsonLd(d: PageJsonLd, site: SiteConfig, path: string): JsonLd {
  switch (d.type) {
    case "Service":
      return service(site, path, d);
    case "Article":
      return article(site, path, d);
    case "ProfessionalService":
      return professionalService(site);
    case "FAQPage":
      return faqPage(d.items);
  }
}

export interface SeoImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoProps {
  /** The Head's own props: a Head renders outside the page's providers, so its language comes from pageContext. */
  page: { location: { pathname: string }; pageContext: Pick<LangContext, "lang"> & { langs?: readonly Lang[] } };
  title: string;
  description: string;
  /** The canonical path, where it is not the path the page was reached at. */
  path?: string;
  image?: SeoImage | null;
  type?: "website" | "article";
  jsonLd?: readonly PageJsonLd[];
  /** Adds the Home › listing › page breadcrumb trail. */
  within?: { name: string; path: string };
  noindex?: boolean;
  paging?: { basePath: string; number: number; count: number };
  children?: React.ReactNode;
}

export default function SeoTags({
  page,
  title,
  description,
  path = page.location.pathname,
  image,
  type = "website",
  jsonLd = [],
  within,
  noindex = false,
  paging,
  children,
}: SeoProps) {
  const { lang, langs = LANGS } = page.pageContext;
  const site = useSiteConfig(lang);
  const messages = useMessages(lang);
  const fullTitle = `${title} | ${site.siteTitle}`;
  const url = absoluteUrl(site.siteUrl, path);
  const og: SeoImage = image ?? {
    src: site.ogImage.publicURL ?? "",
    width: site.ogImage.childImageSharp?.original?.width ?? 1200,
    height: site.ogImage.childImageSharp?.original?.height ?? 630,
    alt: site.ogImageAlt,
  };
  const ogUrl = absoluteUrl(site.siteUrl, og.src);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* noindex and canonical would ask search engines for opposite things. */}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex &&
        langs.length > 1 &&
        [...langs.map((l) => [LANG_INFO[l].tag, l] as const), ...(langs.includes("en") ? ([["x-default", "en"]] as const) : [])].map(([hreflang, l]) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(site.siteUrl, localePath(path, l))} />
        ))}
      {paging && paging.number > 1 && (
        <link rel="prev" href={absoluteUrl(site.siteUrl, localePath(listingPagePath(paging.basePath, paging.number - 1), lang))} />
      )}
      {paging && paging.number < paging.count && (
        <link rel="next" href={absoluteUrl(site.siteUrl, localePath(listingPagePath(paging.basePath, paging.number + 1), lang))} />
      )}
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={site.themeColor} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <link rel="alternate" type="application/rss+xml" title={messages.feedTitle(site.siteTitle)} href={`${LANG_INFO[lang].prefix}/rss.xml`} />
      <meta property="og:site_name" content={site.siteTitle} />
      <meta property="og:locale" content={LANG_INFO[lang].ogLocale} />
      {langs
        .filter((l) => l !== lang)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={LANG_INFO[l].ogLocale} />
        ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={ogUrl} />
      <meta property="og:image:width" content={String(og.width)} />
      <meta property="og:image:height" content={String(og.height)} />
      <meta property="og:image:alt" content={og.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={ogUrl} />
      <meta name="twitter:image:alt" content={og.alt} />
      {[
        organization(site),
        ...jsonLd.map((d) => pageJsonLd(d, site, path)),
        ...(within
          ? [
              breadcrumbs(site.siteUrl, [
                { name: messages.breadcrumbs.home, path: localePath("/", lang) },
                { ...within, path: localePath(within.path, lang) },
                { name: title, path },
              ]),
            ]
          : []),
      ].map((data, i) => (
        // React would HTML-escape text children, which corrupts JSON; serializeJsonLd escapes '<' instead.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      {children}
    </>
  );
}
