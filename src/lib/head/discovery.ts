/** Files that search engines, feed readers and browsers look for. */
import { LANG_INFO, localePath, type Lang } from "../language/i18n";
import { articlePath, INSIGHTS_PATH } from "../routing/slug";

const xml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export interface FeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
  author: string;
  tags: readonly string[];
}

export interface FeedSite {
  siteUrl: string;
  siteDescription: string;
  /** English when omitted. */
  lang?: Lang;
  /** The feedTitle message, which orders its words as the language does. */
  title: string;
}

export function rssFeed(site: FeedSite, articles: readonly FeedArticle[], feedPath = "/rss.xml"): string {
  const { tag } = LANG_INFO[site.lang ?? "en"];
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const pubDate = (date: string) => new Date(`${date}T08:00:00+04:00`).toUTCString();
  const items = sorted
    .map((a) => {
      const url = `${site.siteUrl}${localePath(articlePath(a.slug), site.lang ?? "en")}`;
      return [
        "    <item>",
        `      <title>${xml(a.title)}</title>`,
        `      <link>${xml(url)}</link>`,
        `      <guid isPermaLink="true">${xml(url)}</guid>`,
        `      <description>${xml(a.excerpt)}</description>`,
        `      <pubDate>${pubDate(a.date)}</pubDate>`,
        `      <dc:creator>${xml(a.author)}</dc:creator>`,
        ...a.tags.map((t) => `      <category>${xml(t)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(site.title)}</title>
    <link>${xml(`${site.siteUrl}${localePath(INSIGHTS_PATH, site.lang ?? "en")}`)}</link>
    <description>${xml(site.siteDescription)}</description>
    <language>${tag}</language>
    <atom:link href="${xml(site.siteUrl + feedPath)}" rel="self" type="application/rss+xml"/>
${sorted[0] ? `    <lastBuildDate>${pubDate(sorted[0].date)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

/** Written by gatsby/pages/site-files.ts. */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** PNG icons only: Chrome fetches one in the page's renderer for installability, where an SVG would be a whole document. */
export function webManifest(m: { siteTitle: string; siteDescription: string; themeColor: string }): string {
  return `${JSON.stringify(
    {
      name: m.siteTitle,
      // The first word of the title, under the icon.
      short_name: m.siteTitle.split(" ")[0],
      description: m.siteDescription,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: m.themeColor,
      theme_color: m.themeColor,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    },
    null,
    2,
  )}\n`;
}
