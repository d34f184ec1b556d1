import { ARTICLES_PER_PAGE, pageCountOf, parseSearchIndex, visiblePageNumbers } from "../../../src/lib/insights/listing";
import { listingPages } from "../../../gatsby/pages/create-pages";
import { searchIndexJson } from "../../../gatsby/pages/search-index";

it.each([
  [0, 1],
  [ARTICLES_PER_PAGE, 1],
  [ARTICLES_PER_PAGE + 1, 2],
])("a listing of %i articles takes %i page(s)", (total, pages) => expect(pageCountOf(total)).toBe(pages));

it("listingPages creates every page up to the last, the first without /page/1/, each with the slice of articles it shows, and none beyond", () => {
  const total = ARTICLES_PER_PAGE * 2 + 1;
  const pages = listingPages("/insights/tag/cloud/", total);
  expect(pages.map((p) => p.path)).toEqual(["/insights/tag/cloud/", "/insights/tag/cloud/page/2/", "/insights/tag/cloud/page/3/"]);
  expect(pages.map((p) => [p.context.number, p.context.count, p.context.skip, p.context.limit])).toEqual([
    [1, 3, 0, ARTICLES_PER_PAGE],
    [2, 3, ARTICLES_PER_PAGE, ARTICLES_PER_PAGE],
    [3, 3, ARTICLES_PER_PAGE * 2, ARTICLES_PER_PAGE],
  ]);
});

it.each([
  [1, 1, [1]],
  [1, 34, [1, 2, null, 34]],
  [10, 34, [1, null, 9, 10, 11, null, 34]],
  [4, 34, [1, 2, 3, 4, 5, null, 34]],
])("page %i of %i of a listing shows the numbers %j", (current, count, expected) => expect(visiblePageNumbers(current, count)).toEqual(expected));

describe("the search index", () => {
  const entry = { slug: "a", title: "A", excerpt: "E.", date: "May 1, 2025", isoDate: "2025-05-01", author: "Sara", readingMinutes: 5, tags: ["Tech"] };

  it("holds only what a result card shows, in the order given", () => {
    const withExtras = { ...entry, body: [{ heading: "long" }], image: { src: "x" } };
    const parsed = JSON.parse(searchIndexJson([withExtras, { ...entry, slug: "b" }]));
    expect(parsed).toEqual([entry, { ...entry, slug: "b" }]);
    expect(parseSearchIndex(parsed)).toEqual(parsed);
  });

  it.each([
    [{}, "not a list"],
    [[{ ...entry, title: 3 }], "entry 0 lacks a string title"],
    [[entry, { ...entry, tags: "Tech" }], "entry 1 lacks its list of tags"],
  ])("refuses a broken index %j with a message", (data, message) => expect(() => parseSearchIndex(data)).toThrow(message));
});
