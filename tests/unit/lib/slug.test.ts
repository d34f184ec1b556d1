import { articlePath, caseStudyPath, searchIndexPath, servicePath, tagLink, tagPath, tagSlug } from "../../../src/lib/routing/slug";

it.each([
  ["AI Integration", "ai-integration"],
  ["a \t b", "a-b"],
  ["  Social   Media ", "social-media"],
])("tagSlug lower-cases %p, joining words with one dash and trimming the ends: %s", (tag, slug) => {
  expect(tagSlug(tag)).toBe(slug);
});

it.each([
  [tagPath(" Social  Media "), "/insights/tag/social-media/"],
  [servicePath("ai-integration"), "/services/ai-integration/"],
  [articlePath("cloud-migration-lessons"), "/insights/cloud-migration-lessons/"],
  [caseStudyPath("smart-factory-iot"), "/case-studies/smart-factory-iot/"],
  [searchIndexPath("en"), "/insights/search-index.json"],
  [searchIndexPath("ar"), "/ar/insights/search-index.json"],
])("the path %s is %s", (path, expected) => {
  expect(path).toBe(expected);
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
