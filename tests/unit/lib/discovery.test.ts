import fs from "node:fs";
import path from "node:path";
import { robotsTxt, rssFeed, webManifest, type FeedArticle, type FeedSite } from "../../../src/lib/head/discovery";
import { loadContent } from "../../../gatsby/content/validate";

const ROOT = path.resolve(__dirname, "../../..");
const SITE: FeedSite = {
  siteUrl: "https://www.tamkeen.ae",
  siteTitle: "Tamkeen Digital",
  siteDescription: "Digital transformation & AI in Dubai.",
  email: "info@tamkeen.ae",
  title: "Tamkeen Digital Insights",
};

const ARTICLES: FeedArticle[] = [
  { slug: "older", title: "Older piece", excerpt: "From March.", date: "2025-03-24", author: "Priya Raman", tags: ["Cloud"] },
  { slug: "newest", title: "Newest piece", excerpt: "From May.", date: "2025-05-12", author: "Omar Siddiqui", tags: ["AI Integration", "Strategy"] },
  { slug: "oldest", title: "Oldest piece", excerpt: "From February.", date: "2025-02-17", author: "Layla Haddad", tags: [] },
  { slug: "middle", title: "Middle piece", excerpt: "From April.", date: "2025-04-10", author: "Sofia Marchetti", tags: ["Marketing"] },
];

const RSS_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const childText = (el: Element, name: string) => Array.from(el.children).find((c) => c.tagName === name)?.textContent ?? null;
const childrenNamed = (el: Element, name: string) => Array.from(el.children).filter((c) => c.tagName === name);

describe("rssFeed", () => {
  const text = rssFeed(SITE, ARTICLES);
  const doc = parseXml(text);
  const channel = doc.documentElement.getElementsByTagName("channel")[0]!;
  const items = childrenNamed(channel, "item");

  it("starts with an XML declaration and is well-formed RSS 2.0", () => {
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.documentElement.getAttribute("xmlns:atom")).toBe("http://www.w3.org/2005/Atom");
    expect(doc.documentElement.getElementsByTagName("channel")).toHaveLength(1);
  });

  it("describes the channel with title, absolute link, description and language", () => {
    expect(childText(channel, "title")).toBe("Tamkeen Digital Insights");
    expect(childText(channel, "link")).toBe("https://www.tamkeen.ae/insights/");
    expect(childText(channel, "description")).toBe(SITE.siteDescription);
    expect(childText(channel, "language")).toBe("en");
  });

  it("links to itself with atom:link rel=self", () => {
    const self = childrenNamed(channel, "atom:link");
    expect(self).toHaveLength(1);
    expect(self[0]!.getAttribute("href")).toBe("https://www.tamkeen.ae/rss.xml");
    expect(self[0]!.getAttribute("rel")).toBe("self");
    expect(self[0]!.getAttribute("type")).toBe("application/rss+xml");
    expect(self[0]!.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  });

  it("uses another feed path in the self link when given", () => {
    const other = parseXml(rssFeed(SITE, ARTICLES, "/feeds/insights.xml"));
    expect(other.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe("https://www.tamkeen.ae/feeds/insights.xml");
  });

  it("has one item per article, newest first", () => {
    expect(items).toHaveLength(ARTICLES.length);
    expect(items.map((i) => childText(i, "title"))).toEqual(["Newest piece", "Middle piece", "Older piece", "Oldest piece"]);
  });

  it("does not reorder the caller's list", () => {
    expect(ARTICLES.map((a) => a.slug)).toEqual(["older", "newest", "oldest", "middle"]);
  });

  it("gives each item an absolute link and a permalink guid to its article page", () => {
    for (const [i, slug] of ["newest", "middle", "older", "oldest"].entries()) {
      const item = items[i]!;
      expect(childText(item, "link")).toBe(`https://www.tamkeen.ae/insights/${slug}/`);
      const guid = childrenNamed(item, "guid")[0]!;
      expect(guid.textContent).toBe(`https://www.tamkeen.ae/insights/${slug}/`);
      expect(guid.getAttribute("isPermaLink")).toBe("true");
      expect(new URL(childText(item, "link")!).protocol).toBe("https:");
    }
  });

  it("gives each item its excerpt as description and its author as dc:creator", () => {
    expect(childText(items[0]!, "description")).toBe("From May.");
    expect(childText(items[0]!, "dc:creator")).toBe("Omar Siddiqui");
    expect(doc.documentElement.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
  });

  it("dates each item in RFC 822 form that Date.parse reads, on the article's day", () => {
    const expected: Record<string, string> = {
      "Newest piece": "2025-05-12",
      "Middle piece": "2025-04-10",
      "Older piece": "2025-03-24",
      "Oldest piece": "2025-02-17",
    };
    for (const item of items) {
      const pubDate = childText(item, "pubDate")!;
      expect(pubDate).toMatch(RSS_DATE);
      const ms = Date.parse(pubDate);
      expect(Number.isNaN(ms)).toBe(false);
      expect(new Date(ms).toISOString().slice(0, 10)).toBe(expected[childText(item, "title")!]);
    }
    expect(childText(items[0]!, "pubDate")).toBe("Mon, 12 May 2025 04:00:00 GMT");
  });

  it("sets lastBuildDate to the newest article's date", () => {
    expect(childText(channel, "lastBuildDate")).toBe(childText(items[0]!, "pubDate"));
  });

  it("lists each tag as a category", () => {
    expect(childrenNamed(items[0]!, "category").map((c) => c.textContent)).toEqual(["AI Integration", "Strategy"]);
    expect(childrenNamed(items[1]!, "category").map((c) => c.textContent)).toEqual(["Marketing"]);
    expect(childrenNamed(items[3]!, "category")).toHaveLength(0);
  });

  it("escapes & < > \" ' everywhere text appears, and the text parses back unchanged", () => {
    const nasty = `Tom & Jerry's <b>"best"</b> > rest`;
    const site = { ...SITE, title: `A & B's "<Co>" Insights`, siteDescription: nasty, siteUrl: "https://example.com" };
    const raw = rssFeed(site, [{ slug: "x", title: nasty, excerpt: nasty, date: "2025-01-01", author: `O'Brien & <Sons>`, tags: [`R&D "<x>"`] }]);
    expect(raw).toContain("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &gt; rest");
    expect(raw).not.toContain("<b>");
    expect(raw).not.toContain("Tom & ");
    const parsed = parseXml(raw);
    const ch = parsed.getElementsByTagName("channel")[0]!;
    const item = parsed.getElementsByTagName("item")[0]!;
    expect(childText(ch, "title")).toBe(`A & B's "<Co>" Insights`);
    expect(childText(ch, "description")).toBe(nasty);
    expect(childText(item, "title")).toBe(nasty);
    expect(childText(item, "description")).toBe(nasty);
    expect(childText(item, "dc:creator")).toBe(`O'Brien & <Sons>`);
    expect(childText(item, "category")).toBe(`R&D "<x>"`);
  });

  it("escapes the URLs too", () => {
    const raw = rssFeed({ ...SITE, siteUrl: "https://example.com/a&b" }, [ARTICLES[0]!]);
    expect(raw).toContain("<link>https://example.com/a&amp;b/insights/older/</link>");
    const parsed = parseXml(raw);
    expect(parsed.getElementsByTagName("guid")[0]!.textContent).toBe("https://example.com/a&b/insights/older/");
  });

  it("links the Arabic feed's channel and items to the Arabic pages, each at its one URL", () => {
    const arabic = parseXml(rssFeed({ ...SITE, lang: "ar", title: "رؤى من تمكين ديجيتال" }, [ARTICLES[0]!], "/ar/rss.xml"));
    const ch = arabic.getElementsByTagName("channel")[0]!;
    expect(childText(ch, "link")).toBe("https://www.tamkeen.ae/ar/insights/");
    expect(childText(ch, "language")).toBe("ar");
    expect(childText(ch, "title")).toBe("رؤى من تمكين ديجيتال");
    expect(arabic.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe("https://www.tamkeen.ae/ar/rss.xml");
    const item = arabic.getElementsByTagName("item")[0]!;
    expect(childText(item, "link")).toBe("https://www.tamkeen.ae/ar/insights/older/");
    expect(childText(item, "guid")).toBe("https://www.tamkeen.ae/ar/insights/older/");
  });

  it("is still a valid feed with no articles", () => {
    const empty = parseXml(rssFeed(SITE, []));
    const ch = empty.getElementsByTagName("channel")[0]!;
    expect(childrenNamed(ch, "item")).toHaveLength(0);
    expect(childrenNamed(ch, "lastBuildDate")).toHaveLength(0);
    expect(childText(ch, "title")).toBe("Tamkeen Digital Insights");
  });

  it("turns the real articles into a feed with one item each", () => {
    const articles: FeedArticle[] = loadContent(path.join(ROOT, "content")).articles;
    const feed = parseXml(rssFeed(SITE, articles));
    const list = Array.from(feed.getElementsByTagName("item"));
    expect(list).toHaveLength(articles.length);
    const dates = list.map((i) => Date.parse(childText(i, "pubDate")!));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    expect(new Set(list.map((i) => childText(i, "guid"))).size).toBe(articles.length);
  });
});

describe("robotsTxt", () => {
  const text = robotsTxt("https://www.tamkeen.ae");

  it("allows every crawler every page, and keeps them out of the content manager", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(text).not.toMatch(/^Disallow:\s*\/\s*$/m);
  });

  it("names the sitemap by its absolute URL", () => {
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toBe("https://www.tamkeen.ae/sitemap-index.xml");
    expect(new URL(sitemap!).protocol).toBe("https:");
  });

  it("is exactly the expected file, ending in a newline", () => {
    expect(text).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.tamkeen.ae/sitemap-index.xml\n");
  });

  it("uses the site URL it is given", () => {
    expect(robotsTxt("https://preview.example.com")).toContain("Sitemap: https://preview.example.com/sitemap-index.xml");
  });
});

describe("webManifest", () => {
  const text = webManifest({ siteTitle: "Tamkeen Digital", shortName: "Tamkeen", siteDescription: "Digital transformation in Dubai.", themeColor: "#0b0f19" });
  const manifest = JSON.parse(text) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it("is parseable JSON ending in a newline", () => {
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("names the app and says where it starts and how it shows", () => {
    expect(manifest.name).toBe("Tamkeen Digital");
    expect(manifest.short_name).toBe("Tamkeen");
    expect(manifest.description).toBe("Digital transformation in Dubai.");
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(["standalone", "minimal-ui", "browser", "fullscreen"]).toContain(manifest.display);
  });

  it("carries the theme and background colour", () => {
    expect(manifest.theme_color).toBe("#0b0f19");
    expect(manifest.background_color).toBe("#0b0f19");
  });

  // Chrome fetches a manifest icon when it checks whether the site can be installed, in the page's
  // renderer; an SVG icon costs it a whole SVG document on the main thread, a PNG only a decode.
  it("lists PNG icons of 192 and 512 pixels and nothing else", () => {
    expect(manifest.icons.map((i) => [i.sizes, i.type])).toEqual([
      ["192x192", "image/png"],
      ["512x512", "image/png"],
    ]);
  });

  it("points only at icon files that exist in static/", () => {
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith("/")).toBe(true);
      expect(fs.existsSync(path.join(ROOT, "static", icon.src))).toBe(true);
    }
  });
});
