import { MAX_RELATED_ARTICLES, relatedArticles } from "../../../src/lib/insights/related-articles";

const a = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });
const slugs = (list: readonly { slug: string }[]) => list.map((x) => x.slug);

describe("relatedArticles", () => {
  it("shows at most three", () => {
    expect(MAX_RELATED_ARTICLES).toBe(3);
  });

  it("puts the articles sharing the most tags first", () => {
    const current = a("me", "2025-01-01", ["A", "B", "C"]);
    const all = [
      current,
      a("one", "2025-06-01", ["A"]),
      a("three", "2024-01-01", ["A", "B", "C"]),
      a("two", "2024-06-01", ["B", "C", "Z"]),
      a("none", "2025-12-01", ["Z"]),
    ];
    expect(slugs(relatedArticles(all, current))).toEqual(["three", "two", "one"]);
  });

  it("orders articles with the same number of shared tags newest first", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const all = [a("old", "2024-01-01", ["A"]), a("new", "2025-05-01", ["A"]), current, a("mid", "2024-09-15", ["A"])];
    expect(slugs(relatedArticles(all, current))).toEqual(["new", "mid", "old"]);
  });

  it("fills up with the newest articles that share no tag", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const all = [
      current,
      a("shared-old", "2020-01-01", ["A"]),
      a("other-old", "2021-01-01", ["X"]),
      a("other-new", "2025-03-01", ["Y"]),
      a("other-mid", "2023-01-01", ["Z"]),
    ];
    expect(slugs(relatedArticles(all, current))).toEqual(["shared-old", "other-new", "other-mid"]);
  });

  it("never includes the article itself, even when it is the best match", () => {
    const current = a("me", "2025-01-01", ["A", "B"]);
    const all = [current, a("x", "2025-01-02", ["A"])];
    expect(slugs(relatedArticles(all, current))).toEqual(["x"]);
  });

  it("recognises the article itself by slug, not by object identity", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const all = [a("me", "2025-01-01", ["A"]), a("x", "2024-01-01", ["A"])];
    expect(slugs(relatedArticles(all, current))).toEqual(["x"]);
  });

  it("returns at most three", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const all = [current, ...["p", "q", "r", "s", "t"].map((s, i) => a(s, `2024-0${i + 1}-01`, ["A"]))];
    expect(relatedArticles(all, current)).toHaveLength(3);
    expect(slugs(relatedArticles(all, current))).toEqual(["t", "s", "r"]);
  });

  it("returns fewer when there are fewer other articles", () => {
    const current = a("me", "2025-01-01", ["A"]);
    expect(relatedArticles([current], current)).toEqual([]);
    expect(slugs(relatedArticles([current, a("x", "2024-01-01", ["B"])], current))).toEqual(["x"]);
    expect(slugs(relatedArticles([a("y", "2024-01-01", ["A"]), current, a("x", "2024-02-01", ["B"])], current))).toEqual(["y", "x"]);
    expect(relatedArticles([], current)).toEqual([]);
  });

  it("honours a custom maximum", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const all = [current, a("x", "2024-01-01", ["A"]), a("y", "2024-02-01", ["A"])];
    expect(slugs(relatedArticles(all, current, 1))).toEqual(["y"]);
  });

  it("returns the caller's objects and does not reorder the input", () => {
    const current = a("me", "2025-01-01", ["A"]);
    const x = { ...a("x", "2024-01-01", ["B"]), title: "X" };
    const y = { ...a("y", "2024-02-01", ["A"]), title: "Y" };
    const all = [x, current as typeof x, y];
    const result = relatedArticles(all, current);
    expect(result[0]).toBe(y);
    expect(result[1]).toBe(x);
    expect(slugs(all)).toEqual(["x", "me", "y"]);
  });
});
