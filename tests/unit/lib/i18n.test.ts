import { sitemapEntry } from "../../../gatsby/pages/sitemap";
import { mapsScriptUrl } from "../../../src/lib/browser/google-maps";
import { basePath, canonicalPath, formatDate, joinList, langOfPath, localePath } from "../../../src/lib/language/i18n";
import { MESSAGES } from "../../../src/lib/language/messages";
import { resourceTypeLabel } from "../../../src/lib/content/resources";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";

describe("a page's one URL path", () => {
  it.each([
    ["/about", "/about/"],
    ["/insights/tag/ai-integration/page/2", "/insights/tag/ai-integration/page/2/"],
    ["/ar", "/ar/"],
    ["/admin", "/admin/"],
  ])("gives the page %s its trailing slash: %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it.each([
    ["/insights?q=cloud", "/insights/?q=cloud"],
    ["/about#team", "/about/#team"],
    ["/insights?q=a#results", "/insights/?q=a#results"],
    ["/insights?next=/about", "/insights/?next=/about"],
    ["/insights/?q=cloud", "/insights/?q=cloud"],
  ])("puts the slash before the query or fragment of %s: %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it.each(["/rss.xml", "/ar/rss.xml", "/images/a.png", "/static/app-1a2b.js", "/insights/search-index.json", "/rss.xml?v=2", "/sitemap-index.xml#top"])(
    "leaves the file %s without a slash",
    (path) => {
      expect(canonicalPath(path)).toBe(path);
    },
  );
});

describe("paths in each language", () => {
  it.each([
    ["/", "/ar/"],
    ["/about/", "/ar/about/"],
    ["/insights/?q=cloud", "/ar/insights/?q=cloud"],
    ["/?q=x", "/ar/?q=x"],
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
    ["/about", "/about/", "/ar/about/"],
    ["/ar", "/", "/ar/"],
    ["/ar/about", "/about/", "/ar/about/"],
    ["/ar?q=x", "/?q=x", "/ar/?q=x"],
    ["/ar#main", "/#main", "/ar/#main"],
  ])("writes %s, a page without its slash, in its one form in either language", (path, english, arabic) => {
    expect(localePath(path, "en")).toBe(english);
    expect(localePath(path, "ar")).toBe(arabic);
  });

  it.each(["https://x.com/a", "mailto:a@b.c", "#main", "/rss.xml", "/static/a.webp", "//cdn.example/x"])(
    "leaves %s, not a page of the site, as it is",
    (path) => {
      expect(localePath(path, "ar")).toBe(path);
    },
  );

  it("writes the content manager's page, which is in no language, at /admin/ for both", () => {
    expect([localePath("/admin", "en"), localePath("/admin", "ar"), localePath("/admin/", "ar")]).toEqual(["/admin/", "/admin/", "/admin/"]);
  });

  it("does not take a path that merely starts with the letters ar for Arabic", () => {
    expect(langOfPath("/articles")).toBe("en");
    expect(localePath("/archive", "ar")).toBe("/ar/archive/");
  });
});

describe("numbers and dates", () => {
  it("writes dates as each language's readers do, with Latin digits, on the day given", () => {
    expect(formatDate("2025-01-05", "en")).toBe("Jan 5, 2025");
    expect(formatDate("2024-12-31", "ar")).toBe("31 ديسمبر 2024");
  });

  it("returns what is not a date yet as it is, as a preview shows a date being typed", () => {
    for (const typed of ["", "2025-0", "2025-13-01", "soon"]) expect(formatDate(typed, "ar")).toBe(typed);
  });

  it("groups thousands with Latin digits in Arabic too, as Intl writes them for the UAE", () => {
    expect(MESSAGES_AR.insights.tagCount(1234)).toContain("1,234");
    const intl = new Intl.NumberFormat("ar-AE", { numberingSystem: "latn" });
    for (const n of [0, 7, 999, 1000, 65536, 100000, 1234567]) expect(MESSAGES_AR.pagination.page(n)).toBe(`الصفحة ${intl.format(n)}`);
  });
});

describe("lists the interface joins", () => {
  it.each([
    ["en" as const, ["Digital Transformation", "AI Integration"], "Digital Transformation, AI Integration"],
    ["ar" as const, ["التحول الرقمي", "دمج الذكاء الاصطناعي", "الاستشارات التقنية"], "التحول الرقمي، دمج الذكاء الاصطناعي، الاستشارات التقنية"],
    ["ar" as const, ["الرئيس التنفيذي للعمليات"], "الرئيس التنفيذي للعمليات"],
  ])("joins items with the language's comma (%s)", (lang, items, text) => {
    expect(joinList(items, lang)).toBe(text);
  });
});

describe("the interface's words in Arabic", () => {
  const leaves = (value: unknown, at = ""): [string, unknown][] =>
    typeof value === "object" && value !== null ? Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k)) : [[at, value]];

  it("has a word for every English one, of the same kind", () => {
    const english = leaves(MESSAGES);
    const arabic = new Map(leaves(MESSAGES_AR));
    expect(english.map(([k, v]) => [k, typeof v])).toEqual(english.map(([k]) => [k, typeof arabic.get(k)]));
  });

  it("writes every interface string in Arabic script, apart from brand names and the e-mail example", () => {
    const latinOnly = leaves(MESSAGES_AR)
      .filter(([, v]) => typeof v === "string" && !/[\u0600-\u06ff]/.test(v))
      .map(([k]) => k);
    expect(latinOnly.sort()).toEqual(["newsletter.placeholder", "social.linkedin", "social.facebook", "social.instagram", "sideBar.whatsapp"].sort());
  });

  it("labels resource types in each language, with the specification's fallback", () => {
    expect(resourceTypeLabel("ebook", MESSAGES_AR.guides)).toBe("كتاب إلكتروني");
    expect(resourceTypeLabel("podcast", MESSAGES_AR.guides)).toBe("مورد");
    expect(resourceTypeLabel("podcast", MESSAGES.guides)).toBe("Resource");
  });
});

describe("the map and the sitemap in each language", () => {
  it("asks Google Maps for the page's language", () => {
    const url = new URL(mapsScriptUrl("key", "ar"));
    expect(url.searchParams.get("language")).toBe("ar");
    expect(url.searchParams.get("region")).toBe("AE");
  });

  it("lists each page with its twins and x-default, and a page in one language alone", () => {
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
});
