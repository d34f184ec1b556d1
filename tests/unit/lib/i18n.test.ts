import { sitemapEntry } from "../../../gatsby/pages/sitemap";
import { mapsScriptUrl } from "../../../src/lib/browser/google-maps";
import { basePath, canonicalPath, formatDate, langOfPath, localePath } from "../../../src/lib/language/i18n";

it.each([
  ["/about", "/about/"],
  ["/about#team", "/about/#team"],
  ["/insights?q=a#results", "/insights/?q=a#results"],
  ["/insights?next=/about", "/insights/?next=/about"],
  ["/rss.xml?v=2", "/rss.xml?v=2"],
])("canonicalPath writes %s as %s: a page with its slash before any query or fragment, a file as it is", (path, canonical) => {
  expect(canonicalPath(path)).toBe(canonical);
  expect(canonicalPath(canonical)).toBe(canonical);
});

describe("paths in each language", () => {
  it.each([
    ["/", "/ar/"],
    ["/about/", "/ar/about/"],
    ["/insights/?q=cloud", "/ar/insights/?q=cloud"],
    // Not Arabic for starting with the letters ar.
    ["/articles/", "/ar/articles/"],
  ])("%s is %s in Arabic, and back", (english, arabic) => {
    expect(localePath(english, "ar")).toBe(arabic);
    expect(localePath(arabic, "ar")).toBe(arabic);
    expect(localePath(arabic, "en")).toBe(english);
    expect(localePath(english, "en")).toBe(english);
    expect(basePath(arabic)).toBe(english);
    expect(langOfPath(arabic)).toBe("ar");
    expect(langOfPath(english)).toBe("en");
  });

  it.each([
    ["/ar", "/", "/ar/"],
    ["/ar/about", "/about/", "/ar/about/"],
    ["/ar?q=x", "/?q=x", "/ar/?q=x"],
    ["/ar#main", "/#main", "/ar/#main"],
    ["/admin", "/admin/", "/admin/"],
  ])("writes %s in its one form in English, %s, and in Arabic, %s (the content manager's page is in no language)", (path, english, arabic) => {
    expect(localePath(path, "en")).toBe(english);
    expect(localePath(path, "ar")).toBe(arabic);
  });

  it.each(["https://x.com/a", "mailto:a@b.c", "#main", "/rss.xml", "/static/a.webp", "//cdn.example/x"])("leaves %s, no page, as it is", (path) => {
    expect(localePath(path, "ar")).toBe(path);
  });
});

it.each([
  ["2025-01-05", "en", "Jan 5, 2025"],
  ["2024-12-31", "ar", "31 ديسمبر 2024"],
  ["2025-13-01", "ar", "2025-13-01"],
] as const)("formatDate writes %s in %s as %s: with Latin digits on the day given, and what is not a date yet (a preview) as it is", (iso, lang, text) => {
  expect(formatDate(iso, lang)).toBe(text);
});

it("asks Google Maps for the page's language", () => {
  const url = new URL(mapsScriptUrl("key", "ar"));
  expect([url.searchParams.get("language"), url.searchParams.get("region")]).toEqual(["ar", "AE"]);
});

it("lists each page in the sitemap with its twins and x-default, and a page in one language alone", () => {
  expect(sitemapEntry({ path: "/ar/about/", pageContext: { lang: "ar", langs: ["en", "ar"] } })).toEqual({
    url: "/ar/about/",
    links: [
      { lang: "en", url: "/about/" },
      { lang: "ar", url: "/ar/about/" },
      { lang: "x-default", url: "/about/" },
    ],
  });
  expect(sitemapEntry({ path: "/insights/only-english/", pageContext: { lang: "en", langs: ["en"] } })).toEqual({ url: "/insights/only-english/" });
});
