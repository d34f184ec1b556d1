import {
  articlePath,
  caseStudyPath,
  INSIGHTS_PATH,
  listingPagePath,
  SEARCH_INDEX_PATH,
  searchIndexPath,
  servicePath,
  tagLink,
  tagPath,
  tagSlug,
} from "../../../src/lib/routing/slug";

describe("tagSlug", () => {
  it("lower-cases and joins words with dashes", () => {
    expect(tagSlug("AI Integration")).toBe("ai-integration");
    expect(tagSlug("Change Management")).toBe("change-management");
  });

  it("collapses runs of spaces into one dash", () => {
    expect(tagSlug("Digital    Transformation")).toBe("digital-transformation");
    expect(tagSlug("a \t b")).toBe("a-b");
  });

  it("trims leading and trailing spaces instead of producing dangling dashes", () => {
    expect(tagSlug("  Strategy  ")).toBe("strategy");
    expect(tagSlug("  Social   Media ")).toBe("social-media");
  });

  it("gives two spellings of one tag the same slug", () => {
    expect(tagSlug("AI integration")).toBe(tagSlug("AI Integration"));
  });

  it("leaves a single word lower-cased", () => {
    expect(tagSlug("Cloud")).toBe("cloud");
  });
});

describe("paths", () => {
  it("tagPath builds the tag listing URL under /insights/tag/, with its trailing slash", () => {
    expect(tagPath("AI Integration")).toBe("/insights/tag/ai-integration/");
    expect(tagPath(" Social  Media ")).toBe("/insights/tag/social-media/");
  });

  it("tagLink names a tag in the page's language, or as written without a name, and links its page in that language", () => {
    expect(tagLink("AI Integration", "ar", "تكامل الذكاء الاصطناعي")).toEqual({
      tag: "AI Integration",
      name: "تكامل الذكاء الاصطناعي",
      slug: "ai-integration",
      path: "/ar/insights/tag/ai-integration/",
    });
    expect(tagLink("AI Integration", "en")).toMatchObject({ name: "AI Integration", path: "/insights/tag/ai-integration/" });
    expect(tagLink("AI Integration", "ar", "")).toMatchObject({ name: "AI Integration" });
  });

  it("servicePath, articlePath and caseStudyPath prefix the slug with their section and end with a slash", () => {
    expect(servicePath("ai-integration")).toBe("/services/ai-integration/");
    expect(articlePath("cloud-migration-lessons")).toBe("/insights/cloud-migration-lessons/");
    expect(caseStudyPath("smart-factory-iot")).toBe("/case-studies/smart-factory-iot/");
  });

  it("gives the Insights listing its one form, and its pages after the first under page/n/", () => {
    expect(INSIGHTS_PATH).toBe("/insights/");
    expect(listingPagePath(INSIGHTS_PATH, 1)).toBe("/insights/");
    expect(listingPagePath(INSIGHTS_PATH, 2)).toBe("/insights/page/2/");
    expect(listingPagePath(tagPath("AI Integration"), 3)).toBe("/insights/tag/ai-integration/page/3/");
  });

  it("names the search index as a file, without a trailing slash, in each language", () => {
    expect(SEARCH_INDEX_PATH).toBe("/insights/search-index.json");
    expect(searchIndexPath("en")).toBe("/insights/search-index.json");
    expect(searchIndexPath("ar")).toBe("/ar/insights/search-index.json");
  });
});
