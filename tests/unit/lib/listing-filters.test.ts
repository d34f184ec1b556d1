import { categoriesOf, countText, filterArticles, filtersFromQuery, queryFromFilters, type InsightsFilters } from "../../../src/lib/insights/listing";
import { MESSAGES } from "../../../src/lib/language/messages";

// A category, a search, both and none, with the count and the URL, are insights-explorer.test.tsx's; here, the rules it does not reach.
const ARTICLES = (
  [
    ["ai", "How to Run an AI Readiness Assessment", "Before you buy any tools, check your data.", "Omar Siddiqui", ["AI Integration", "Strategy"]],
    ["roadmap", "Building a Digital Transformation Roadmap", "A roadmap for a UAE organization.", "Layla Haddad", ["Digital Transformation", "Strategy"]],
    ["automation", "Automating Workflows with AI", "Where to start and what to avoid.", "Omar Siddiqui", ["AI Integration", "Automation"]],
    ["change", "Change Management for Digital Projects", "Making adoption stick.", "Layla Haddad", ["Digital Transformation", "Change Management"]],
  ] as const
).map(([slug, title, excerpt, author, tags]) => ({ slug, title, excerpt, author, tags: [...tags] }));

const slugs = (list: readonly { slug: string }[]) => list.map((a) => a.slug);
const filters = (category: string, search: string): InsightsFilters => ({ category, search });

describe("filterArticles", () => {
  it.each([
    ["All", "ADOPTION", ["change"]],
    // A slug and a tag, in no title or excerpt.
    ["All", "Automation", []],
    ["All", "\troadmap\n", ["roadmap"]],
    ["Strategy", "  ", ["ai", "roadmap"]],
    ["strategy", "", []],
  ])("in %j, searching %j finds %j", (category, search, expected) => {
    expect(slugs(filterArticles(ARTICLES, filters(category, search)))).toEqual(expected);
  });

  it("returns the caller's own objects", () => {
    expect(filterArticles(ARTICLES, filters("All", "readiness"))[0]).toBe(ARTICLES[0]);
  });

  it("treats regular-expression characters in the search literally", () => {
    const list = [{ slug: "x", title: "Costs (2025) + risks?", excerpt: "a.b", tags: [] }];
    expect(["(2025)", "+ risks?", "a.b", "a*b", ".*"].map((s) => filterArticles(list, filters("All", s)).length)).toEqual([1, 1, 1, 0, 0]);
  });

  it.each([
    ["ادارة", "its hamza, which the content has", ["change"]],
    ["الذّكاء", "a shadda the content lacks", ["ai"]],
    ["\u0651", "marks alone, which are no search", ["change", "ai"]],
  ])("folds Arabic on both sides: %s, typed with %s, finds %j", (search, _how, expected) => {
    const ar = (
      [
        ["change", "إدارة التغيير في المشاريع الرقمية", "نهج عملي لترسيخ التغيير."],
        ["ai", "كيف تُقيّمون جاهزيتكم للذكاء الاصطناعي", "إطار عملي لدعم الذكاء الاصطناعي."],
      ] as const
    ).map(([slug, title, excerpt]) => ({ slug, title, excerpt, tags: [] }));
    expect(slugs(filterArticles(ar, filters("All", search)))).toEqual(expected);
  });
});

it.each([
  [2, "ai", "\t\n", 'Showing 2 articles in "AI Integration"'],
  [1, "All", "  Cloud cost ", 'Showing 1 article matching "Cloud cost"'],
])("countText: %i articles in %j matching %j: %s, naming a category by its label where it has one", (count, category, search, expected) => {
  expect(countText(count, filters(category, search), MESSAGES, { ai: "AI Integration" })).toBe(expected);
});

it("categoriesOf lists every tag once, in the order articles first use it, without 'All'", () => {
  expect(categoriesOf(ARTICLES)).toEqual(["AI Integration", "Strategy", "Digital Transformation", "Automation", "Change Management"]);
});

describe("filtersFromQuery", () => {
  const CATEGORIES = categoriesOf(ARTICLES);

  it.each([
    ["?category=AI+Integration&q=R%26D%20%22plans%22", "AI Integration", 'R&D "plans"'],
    ["?category=Blockchain&q=cloud", "All", "cloud"],
  ])("reads %j as %j and %j", (query, category, search) => {
    expect(filtersFromQuery(query, CATEGORIES)).toEqual(filters(category, search));
  });
});

it.each([
  ["AI Integration", "R&D = plans?", "", "?category=AI+Integration&q=R%26D+%3D+plans%3F"],
  ["Strategy", "", "?utm_source=newsletter", "?utm_source=newsletter&category=Strategy"],
  ["All", "", "?utm_source=newsletter&category=Strategy&q=roadmap", "?utm_source=newsletter"],
  ["Cloud", "cost", "?category=Strategy&q=roadmap&utm_source=x", "?category=Cloud&q=cost&utm_source=x"],
])("queryFromFilters writes %j and %j over %j as %j", (category, search, current, expected) => {
  expect(queryFromFilters(filters(category, search), current)).toBe(expected);
});
