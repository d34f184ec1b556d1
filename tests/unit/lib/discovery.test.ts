import fs from "node:fs";
import path from "node:path";
import { robotsTxt, rssFeed, webManifest, type FeedArticle, type FeedSite } from "../../../src/lib/head/discovery";

const SITE: FeedSite = {
  siteUrl: "https://www.tamkeen.ae",
  siteDescription: "Digital transformation & AI in Dubai.",
  title: "Tamkeen Digital Insights",
};

const ARTICLES: FeedArticle[] = [
  { slug: "older", title: "Older piece", excerpt: "From March.", date: "2025-03-24", author: "Priya Raman", tags: ["Cloud"] },
  { slug: "newest", title: "Newest piece", excerpt: "From May.", date: "2025-05-12", author: "Omar Siddiqui", tags: ["AI Integration", "Strategy"] },
  { slug: "oldest", title: "Oldest piece", excerpt: "From February.", date: "2025-02-17", author: "Layla Haddad", tags: [] },
];

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const childrenNamed = (el: Element, name: string) => Array.from(el.children).filter((c) => c.tagName === name);
const childText = (el: Element, name: string) => childrenNamed(el, name)[0]?.textContent ?? null;
const channelOf = (doc: Document) => doc.getElementsByTagName("channel")[0]!;

describe("rssFeed", () => {
  const text = rssFeed(SITE, ARTICLES);
  const doc = parseXml(text);
  const channel = channelOf(doc);
  const items = childrenNamed(channel, "item");

  it("is well-formed RSS 2.0 with a declaration, describing the channel and linking to itself with atom:link rel=self", () => {
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = doc.documentElement;
    expect([root.tagName, root.getAttribute("version"), root.getElementsByTagName("channel").length]).toEqual(["rss", "2.0", 1]);
    expect(["title", "link", "description", "language"].map((name) => childText(channel, name))).toEqual([
      "Tamkeen Digital Insights",
      "https://www.tamkeen.ae/insights/",
      SITE.siteDescription,
      "en",
    ]);
    const self = childrenNamed(channel, "atom:link").map((l) => [l.namespaceURI, ...["href", "rel", "type"].map((a) => l.getAttribute(a))]);
    expect(self).toEqual([["http://www.w3.org/2005/Atom", "https://www.tamkeen.ae/rss.xml", "self", "application/rss+xml"]]);
  });

  it("has one item per article, newest first, dated in RFC 822 form on its day (08:00 in Dubai), leaving the caller's list in its order", () => {
    expect(items.map((i) => [childText(i, "title"), childText(i, "pubDate")])).toEqual([
      ["Newest piece", "Mon, 12 May 2025 04:00:00 GMT"],
      ["Older piece", "Mon, 24 Mar 2025 04:00:00 GMT"],
      ["Oldest piece", "Mon, 17 Feb 2025 04:00:00 GMT"],
    ]);
    expect(childText(channel, "lastBuildDate")).toBe("Mon, 12 May 2025 04:00:00 GMT");
    expect(ARTICLES.map((a) => a.slug)).toEqual(["older", "newest", "oldest"]);
  });

  it("gives each item an absolute link, a permalink guid, its excerpt, its author as dc:creator and its tags as categories", () => {
    const url = "https://www.tamkeen.ae/insights/newest/";
    expect(["link", "guid", "description", "dc:creator"].map((name) => childText(items[0]!, name))).toEqual([url, url, "From May.", "Omar Siddiqui"]);
    expect(childrenNamed(items[0]!, "guid")[0]!.getAttribute("isPermaLink")).toBe("true");
    expect(doc.documentElement.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
    expect(childrenNamed(items[0]!, "category").map((c) => c.textContent)).toEqual(["AI Integration", "Strategy"]);
    expect(childrenNamed(items[2]!, "category")).toHaveLength(0);
  });

  it("escapes what XML needs in text and in URLs, the self link's attribute included, so each parses back unchanged", () => {
    const nasty = `Tom & Jerry's <b>"best"</b> > rest`;
    const site = { ...SITE, title: nasty, siteDescription: nasty, siteUrl: 'https://example.com/a&b"c' };
    const parsed = parseXml(rssFeed(site, [{ slug: "x", title: nasty, excerpt: nasty, date: "2025-01-01", author: nasty, tags: [nasty] }]));
    const item = parsed.getElementsByTagName("item")[0]!;
    expect(["title", "description"].map((name) => childText(channelOf(parsed), name))).toEqual([nasty, nasty]);
    expect(["title", "description", "dc:creator", "category"].map((name) => childText(item, name))).toEqual([nasty, nasty, nasty, nasty]);
    expect(childText(item, "guid")).toBe(`${site.siteUrl}/insights/x/`);
    expect(parsed.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe(`${site.siteUrl}/rss.xml`);
  });

  it("links the Arabic feed's channel and items to the Arabic pages, each at its one URL", () => {
    const arabic = parseXml(rssFeed({ ...SITE, lang: "ar", title: "رؤى من تمكين ديجيتال" }, [ARTICLES[0]!], "/ar/rss.xml"));
    const ch = channelOf(arabic);
    expect([childText(ch, "link"), childText(ch, "language")]).toEqual(["https://www.tamkeen.ae/ar/insights/", "ar"]);
    expect(arabic.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe("https://www.tamkeen.ae/ar/rss.xml");
    expect(childText(arabic.getElementsByTagName("item")[0]!, "guid")).toBe("https://www.tamkeen.ae/ar/insights/older/");
  });

  it("is still well-formed with no articles, and then has no last build date", () => {
    expect(childrenNamed(channelOf(parseXml(rssFeed(SITE, []))), "lastBuildDate")).toHaveLength(0);
  });
});

it("robotsTxt allows every crawler every page but the content manager, and names the sitemap of the site URL it is given", () => {
  expect(robotsTxt("https://x.test")).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://x.test/sitemap-index.xml\n");
});

it("webManifest is JSON ending in a newline that names the app, where it starts and how it shows, in the theme colour, with PNG icons in static/", () => {
  const text = webManifest({ siteTitle: "Tamkeen Digital", siteDescription: "Digital transformation in Dubai.", themeColor: "#0b0f19" });
  const manifest = JSON.parse(text) as { icons: { src: string; sizes: string; type: string }[] };
  expect(text.endsWith("}\n")).toBe(true);
  expect(manifest).toMatchObject({
    name: "Tamkeen Digital",
    short_name: "Tamkeen",
    description: "Digital transformation in Dubai.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0b0f19",
    background_color: "#0b0f19",
  });
  expect(manifest.icons.map((i) => [i.sizes, i.type])).toEqual([
    ["192x192", "image/png"],
    ["512x512", "image/png"],
  ]);
  expect(manifest.icons.filter((i) => !i.src.startsWith("/") || !fs.existsSync(path.join("static", i.src)))).toEqual([]);
});
