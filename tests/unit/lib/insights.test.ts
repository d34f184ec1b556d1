import {
  ALL_CATEGORIES,
  categoriesOf,
  countText,
  filterArticles,
  filtersFromQuery,
  queryFromFilters,
  type InsightsFilters,
} from "../../../src/lib/insights/insights";
import { MESSAGES } from "../../../src/lib/language/messages";

interface Article {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
}

/** The fixture as rows: slug, title, excerpt, author, tags. */
const ARTICLES: Article[] = (
  [
    ["ai", "How to Run an AI Readiness Assessment", "Before you buy any tools, check your data.", "Omar Siddiqui", ["AI Integration", "Strategy"]],
    ["roadmap", "Building a Digital Transformation Roadmap", "A roadmap for a UAE organization.", "Layla Haddad", ["Digital Transformation", "Strategy"]],
    ["social", "Social Media Strategy in the GCC", "What works now on Instagram and LinkedIn.", "Sofia Marchetti", ["Marketing", "Social Media"]],
    ["cloud", "Migration Lessons from UAE Projects", "Cloud cost, residency and risk.", "Priya Raman", ["Technology Consulting", "Cloud"]],
    ["automation", "Automating Workflows with AI", "Where to start and what to avoid.", "Omar Siddiqui", ["AI Integration", "Automation"]],
    ["change", "Change Management for Digital Projects", "Making adoption stick.", "Layla Haddad", ["Digital Transformation", "Change Management"]],
  ] as const
).map(([slug, title, excerpt, author, tags]) => ({ slug, title, excerpt, author, tags: [...tags] }));

const slugs = (list: readonly Article[]) => list.map((a) => a.slug);
const filters = (category: string, search: string): InsightsFilters => ({ category, search });

describe("filterArticles", () => {
  it("returns every article, in order, for 'All' and an empty search", () => {
    expect(slugs(filterArticles(ARTICLES, filters("All", "")))).toEqual(["ai", "roadmap", "social", "cloud", "automation", "change"]);
    expect(ALL_CATEGORIES).toBe("All");
  });

  it("returns a new array and leaves the input untouched", () => {
    const copy = ARTICLES.map((a) => ({ ...a, tags: [...a.tags] }));
    const result = filterArticles(ARTICLES, filters("All", ""));
    expect(result).not.toBe(ARTICLES);
    expect(ARTICLES).toEqual(copy);
  });

  it("keeps the caller's objects (same references, extra fields preserved)", () => {
    const [first] = filterArticles(ARTICLES, filters("All", "readiness"));
    expect(first).toBe(ARTICLES[0]);
    expect(first?.author).toBe("Omar Siddiqui");
  });

  it("searches the title case-insensitively", () => {
    expect(slugs(filterArticles(ARTICLES, filters("All", "roadmap")))).toEqual(["roadmap"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "ROADMAP")))).toEqual(["roadmap"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "rOaDmAp")))).toEqual(["roadmap"]);
  });

  it("searches the excerpt case-insensitively", () => {
    // "cloud" is only in the excerpt of the migration article (and in a tag, which is not searched).
    expect(slugs(filterArticles(ARTICLES, filters("All", "cloud")))).toEqual(["cloud"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "ADOPTION")))).toEqual(["change"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "instagram")))).toEqual(["social"]);
  });

  it("matches a term that appears in either title or excerpt", () => {
    // "UAE" is in the roadmap excerpt and in the cloud article's title.
    expect(slugs(filterArticles(ARTICLES, filters("All", "uae")))).toEqual(["roadmap", "cloud"]);
  });

  it("matches part of a word and phrases with spaces", () => {
    expect(slugs(filterArticles(ARTICLES, filters("All", "automat")))).toEqual(["automation"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "where to start")))).toEqual(["automation"]);
  });

  it("does not search the author", () => {
    expect(filterArticles(ARTICLES, filters("All", "Omar"))).toEqual([]);
    expect(filterArticles(ARTICLES, filters("All", "Haddad"))).toEqual([]);
  });

  it("does not search the tags", () => {
    expect(filterArticles(ARTICLES, filters("All", "Change Management"))).toHaveLength(1); // in the title
    expect(filterArticles(ARTICLES, filters("All", "Technology Consulting"))).toEqual([]);
    expect(filterArticles(ARTICLES, filters("All", "Automation"))).toEqual([]);
    expect(filterArticles(ARTICLES, filters("All", "Integration"))).toEqual([]);
  });

  it("does not search the slug", () => {
    expect(filterArticles(ARTICLES, filters("All", "roadmap")).map((a) => a.slug)).toEqual(["roadmap"]);
    expect(filterArticles([{ slug: "hidden-word", title: "T", excerpt: "E", tags: [] }], filters("All", "hidden"))).toEqual([]);
  });

  it("trims the search before matching", () => {
    expect(slugs(filterArticles(ARTICLES, filters("All", "  roadmap  ")))).toEqual(["roadmap"]);
    expect(slugs(filterArticles(ARTICLES, filters("All", "\troadmap\n")))).toEqual(["roadmap"]);
  });

  it("treats a whitespace-only search as no search", () => {
    expect(filterArticles(ARTICLES, filters("All", "   "))).toHaveLength(ARTICLES.length);
    expect(slugs(filterArticles(ARTICLES, filters("Strategy", "  ")))).toEqual(["ai", "roadmap"]);
  });

  it("returns nothing when no title or excerpt matches", () => {
    expect(filterArticles(ARTICLES, filters("All", "blockchain"))).toEqual([]);
  });

  it("treats regular-expression characters in the search literally", () => {
    const list = [{ slug: "x", title: "Costs (2025) + risks?", excerpt: "a.b", tags: [] }];
    expect(filterArticles(list, filters("All", "(2025)"))).toHaveLength(1);
    expect(filterArticles(list, filters("All", "+ risks?"))).toHaveLength(1);
    expect(filterArticles(list, filters("All", "a.b"))).toHaveLength(1);
    expect(filterArticles(list, filters("All", "a*b"))).toHaveLength(0);
    expect(filterArticles(list, filters("All", ".*"))).toHaveLength(0);
  });

  it("filters by one tag", () => {
    expect(slugs(filterArticles(ARTICLES, filters("Strategy", "")))).toEqual(["ai", "roadmap"]);
    expect(slugs(filterArticles(ARTICLES, filters("AI Integration", "")))).toEqual(["ai", "automation"]);
    expect(slugs(filterArticles(ARTICLES, filters("Cloud", "")))).toEqual(["cloud"]);
  });

  it("matches the tag exactly (not a part of it, not another case)", () => {
    expect(filterArticles(ARTICLES, filters("AI", ""))).toEqual([]);
    expect(filterArticles(ARTICLES, filters("strategy", ""))).toEqual([]);
    expect(filterArticles(ARTICLES, filters("Unknown", ""))).toEqual([]);
  });

  it("combines category and search (both must hold)", () => {
    expect(slugs(filterArticles(ARTICLES, filters("AI Integration", "workflows")))).toEqual(["automation"]);
    expect(slugs(filterArticles(ARTICLES, filters("Strategy", "DIGITAL")))).toEqual(["roadmap"]);
    // The search matches an article, but not one in the category.
    expect(filterArticles(ARTICLES, filters("Marketing", "cloud"))).toEqual([]);
    // The category matches, but the search matches none of its articles.
    expect(filterArticles(ARTICLES, filters("Strategy", "instagram"))).toEqual([]);
  });

  it("handles an empty list", () => {
    expect(filterArticles([], filters("All", "x"))).toEqual([]);
    expect(filterArticles([], filters("Strategy", ""))).toEqual([]);
  });
});

describe("filterArticles in Arabic", () => {
  const AR = (
    [
      ["change", "إدارة التغيير في المشاريع الرقمية", "نهج عملي لترسيخ التغيير في بيئات العمل الإماراتية."],
      ["cloud", "دروس الانتقال إلى السحابة في الإمارات", "ما علّمتنا إياه مشاريع نقل أعباء العمل."],
      ["ai", "كيف تُقيّمون جاهزيتكم للذكاء الاصطناعي", "إطار عملي لدعم الذكاء الاصطناعي."],
    ] as const
  ).map(([slug, title, excerpt]) => ({ slug, title, excerpt, author: "ليلى حداد", tags: ["Strategy"] }));
  const found = (search: string) => slugs(filterArticles(AR, filters("All", search)));

  it("finds a word typed without its hamza, or with heh for teh marbuta, as it finds the word as written", () => {
    expect(found("إدارة")).toEqual(["change"]);
    expect(found("ادارة")).toEqual(["change"]);
    expect(found("اداره")).toEqual(["change"]);
    expect(found("إداره")).toEqual(["change"]);
  });

  it("matches the content's hamza seats from a query without them, in titles and excerpts", () => {
    expect(found("الإمارات")).toEqual(["change", "cloud"]);
    expect(found("الامارات")).toEqual(["change", "cloud"]);
  });

  it("ignores harakat and tatweel on either side", () => {
    // A shadda typed that the content does not have, and one the content has that is not typed.
    expect(found("الذّكاء")).toEqual(["ai"]);
    expect(found("تقيمون")).toEqual(["ai"]);
    expect(found("علمتنا")).toEqual(["cloud"]);
    expect(found("السحـــابة")).toEqual(["cloud"]);
  });

  it("matches alef maksura and yeh alike", () => {
    expect(found("إلى السحابة")).toEqual(["cloud"]);
    expect(found("الي السحابه")).toEqual(["cloud"]);
  });

  it("still matches part of a word, and a query of marks alone is no search", () => {
    expect(found("دار")).toEqual(["change"]);
    expect(found("\u0651")).toEqual(["change", "cloud", "ai"]);
  });
});

describe("countText", () => {
  it("uses the singular for one article", () => {
    expect(countText(1, filters("All", ""), MESSAGES)).toBe("Showing 1 article");
  });

  it("uses the plural for zero and for several articles", () => {
    expect(countText(0, filters("All", ""), MESSAGES)).toBe("Showing 0 articles");
    expect(countText(2, filters("All", ""), MESSAGES)).toBe("Showing 2 articles");
    expect(countText(6, filters("All", ""), MESSAGES)).toBe("Showing 6 articles");
    expect(countText(11, filters("All", ""), MESSAGES)).toBe("Showing 11 articles");
    expect(countText(21, filters("All", ""), MESSAGES)).toBe("Showing 21 articles");
  });

  it("adds the category in quotes when one other than All is chosen", () => {
    expect(countText(2, filters("Strategy", ""), MESSAGES)).toBe('Showing 2 articles in "Strategy"');
    expect(countText(1, filters("Cloud", ""), MESSAGES)).toBe('Showing 1 article in "Cloud"');
    expect(countText(0, filters("AI Integration", ""), MESSAGES)).toBe('Showing 0 articles in "AI Integration"');
  });

  it("adds nothing for the All category", () => {
    expect(countText(6, filters("All", ""), MESSAGES)).toBe("Showing 6 articles");
    expect(countText(6, filters("All", ""), MESSAGES)).not.toContain(" in ");
  });

  it("adds the search in quotes when one is typed", () => {
    expect(countText(1, filters("All", "cloud"), MESSAGES)).toBe('Showing 1 article matching "cloud"');
    expect(countText(0, filters("All", "blockchain"), MESSAGES)).toBe('Showing 0 articles matching "blockchain"');
  });

  it("shows the search as typed (case kept), trimmed", () => {
    expect(countText(1, filters("All", "Cloud"), MESSAGES)).toBe('Showing 1 article matching "Cloud"');
    expect(countText(1, filters("All", "  cloud  "), MESSAGES)).toBe('Showing 1 article matching "cloud"');
    expect(countText(1, filters("All", "cloud cost"), MESSAGES)).toBe('Showing 1 article matching "cloud cost"');
  });

  it("adds nothing for a whitespace-only search", () => {
    expect(countText(6, filters("All", "   "), MESSAGES)).toBe("Showing 6 articles");
    expect(countText(6, filters("All", "\t\n"), MESSAGES)).toBe("Showing 6 articles");
    expect(countText(2, filters("Strategy", "  "), MESSAGES)).toBe('Showing 2 articles in "Strategy"');
  });

  it("puts the category before the search when both apply", () => {
    expect(countText(1, filters("Strategy", "roadmap"), MESSAGES)).toBe('Showing 1 article in "Strategy" matching "roadmap"');
    expect(countText(0, filters("Marketing", "cloud"), MESSAGES)).toBe('Showing 0 articles in "Marketing" matching "cloud"');
  });

  it("agrees with filterArticles for every combination", () => {
    const f = filters("AI Integration", "ai");
    const n = filterArticles(ARTICLES, f).length;
    expect(countText(n, f, MESSAGES)).toBe(`Showing ${n} ${n === 1 ? "article" : "articles"} in "AI Integration" matching "ai"`);
  });
});

describe("categoriesOf", () => {
  it("lists every tag once, in the order articles first use it", () => {
    expect(categoriesOf(ARTICLES)).toEqual([
      "AI Integration",
      "Strategy",
      "Digital Transformation",
      "Marketing",
      "Social Media",
      "Technology Consulting",
      "Cloud",
      "Automation",
      "Change Management",
    ]);
  });

  it("does not include 'All' (the page adds it)", () => {
    expect(categoriesOf(ARTICLES)).not.toContain("All");
  });

  it("keeps first-use order when a later article repeats and adds tags", () => {
    const list = [
      { title: "", excerpt: "", tags: ["B", "A"] },
      { title: "", excerpt: "", tags: ["A", "C", "B"] },
      { title: "", excerpt: "", tags: ["D", "C"] },
    ];
    expect(categoriesOf(list)).toEqual(["B", "A", "C", "D"]);
  });

  it("treats differently-cased tags as different (content validation forbids them)", () => {
    expect(categoriesOf([{ title: "", excerpt: "", tags: ["Cloud", "cloud"] }])).toEqual(["Cloud", "cloud"]);
  });

  it("returns an empty list for no articles or no tags", () => {
    expect(categoriesOf([])).toEqual([]);
    expect(categoriesOf([{ title: "a", excerpt: "b", tags: [] }])).toEqual([]);
  });
});

describe("filtersFromQuery", () => {
  const CATEGORIES = categoriesOf(ARTICLES);

  it("gives All and no search for an empty query", () => {
    expect(filtersFromQuery("", CATEGORIES)).toEqual({ category: "All", search: "" });
    expect(filtersFromQuery("?", CATEGORIES)).toEqual({ category: "All", search: "" });
  });

  it("reads the category and the search (q), with or without the leading '?'", () => {
    expect(filtersFromQuery("?category=Strategy&q=roadmap", CATEGORIES)).toEqual({ category: "Strategy", search: "roadmap" });
    expect(filtersFromQuery("category=Strategy&q=roadmap", CATEGORIES)).toEqual({ category: "Strategy", search: "roadmap" });
    expect(filtersFromQuery("?q=roadmap&category=Strategy", CATEGORIES)).toEqual({ category: "Strategy", search: "roadmap" });
  });

  it("reads only the category or only the search", () => {
    expect(filtersFromQuery("?category=Cloud", CATEGORIES)).toEqual({ category: "Cloud", search: "" });
    expect(filtersFromQuery("?q=cloud", CATEGORIES)).toEqual({ category: "All", search: "cloud" });
  });

  it("decodes URL-encoded values (%20, +, %26, unicode)", () => {
    expect(filtersFromQuery("?category=AI%20Integration", CATEGORIES)).toEqual({ category: "AI Integration", search: "" });
    expect(filtersFromQuery("?category=AI+Integration&q=cloud+cost", CATEGORIES)).toEqual({ category: "AI Integration", search: "cloud cost" });
    expect(filtersFromQuery("?q=R%26D%20%22plans%22", CATEGORIES)).toEqual({ category: "All", search: 'R&D "plans"' });
    expect(filtersFromQuery("?q=%D8%A7%D9%84%D8%B0%D9%83%D8%A7%D8%A1", CATEGORIES)).toEqual({ category: "All", search: "الذكاء" });
  });

  it("falls back to All for an unknown category but keeps the search", () => {
    expect(filtersFromQuery("?category=Blockchain&q=cloud", CATEGORIES)).toEqual({ category: "All", search: "cloud" });
    expect(filtersFromQuery("?category=strategy", CATEGORIES)).toEqual({ category: "All", search: "" }); // case matters
    expect(filtersFromQuery("?category=", CATEGORIES)).toEqual({ category: "All", search: "" });
  });

  it("accepts an explicit All", () => {
    expect(filtersFromQuery("?category=All", CATEGORIES)).toEqual({ category: "All", search: "" });
  });

  it("ignores other parameters", () => {
    expect(filtersFromQuery("?utm_source=newsletter&category=Cloud&ref=x", CATEGORIES)).toEqual({ category: "Cloud", search: "" });
  });

  it("round-trips with queryFromFilters", () => {
    for (const f of [filters("All", ""), filters("AI Integration", ""), filters("All", "cloud cost & risk"), filters("Change Management", 'a "b" c')]) {
      expect(filtersFromQuery(queryFromFilters(f), CATEGORIES)).toEqual(f);
    }
  });
});

describe("queryFromFilters", () => {
  it("is empty for All and no search", () => {
    expect(queryFromFilters(filters("All", ""))).toBe("");
    expect(queryFromFilters(filters("All", ""), "")).toBe("");
  });

  it("writes the category and the search, encoded, with a leading '?'", () => {
    expect(queryFromFilters(filters("Strategy", ""))).toBe("?category=Strategy");
    expect(queryFromFilters(filters("All", "cloud"))).toBe("?q=cloud");
    expect(queryFromFilters(filters("Strategy", "roadmap"))).toBe("?category=Strategy&q=roadmap");
  });

  it("encodes spaces and special characters so the value survives the URL", () => {
    const query = queryFromFilters(filters("AI Integration", "R&D = plans?"));
    expect(query.startsWith("?")).toBe(true);
    const params = new URLSearchParams(query);
    expect(params.get("category")).toBe("AI Integration");
    expect(params.get("q")).toBe("R&D = plans?");
    expect(query).not.toContain(" ");
    expect(query.split("&")).toHaveLength(2);
  });

  it("keeps the other parameters of the current query", () => {
    expect(queryFromFilters(filters("Strategy", ""), "?utm_source=newsletter")).toBe("?utm_source=newsletter&category=Strategy");
    const params = new URLSearchParams(queryFromFilters(filters("All", "cloud"), "?utm_source=newsletter&utm_medium=email"));
    expect(params.get("utm_source")).toBe("newsletter");
    expect(params.get("utm_medium")).toBe("email");
    expect(params.get("q")).toBe("cloud");
    expect(params.has("category")).toBe(false);
  });

  it("keeps other parameters when the current query has no leading '?'", () => {
    expect(queryFromFilters(filters("Cloud", ""), "utm_source=x")).toBe("?utm_source=x&category=Cloud");
  });

  it("keeps only the other parameters when the filters are cleared", () => {
    expect(queryFromFilters(filters("All", ""), "?utm_source=newsletter&category=Strategy&q=roadmap")).toBe("?utm_source=newsletter");
  });

  it("removes the category when All is chosen and the search when it is emptied", () => {
    expect(queryFromFilters(filters("All", "roadmap"), "?category=Strategy&q=roadmap")).toBe("?q=roadmap");
    expect(queryFromFilters(filters("Strategy", ""), "?category=Strategy&q=roadmap")).toBe("?category=Strategy");
    expect(queryFromFilters(filters("All", ""), "?category=Strategy&q=roadmap")).toBe("");
  });

  it("replaces existing values instead of adding a second one", () => {
    const query = queryFromFilters(filters("Cloud", "cost"), "?category=Strategy&q=roadmap&utm_source=x");
    const params = new URLSearchParams(query);
    expect(params.getAll("category")).toEqual(["Cloud"]);
    expect(params.getAll("q")).toEqual(["cost"]);
    expect(params.get("utm_source")).toBe("x");
  });
});
