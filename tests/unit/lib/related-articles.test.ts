import { relatedArticles } from "../../../src/lib/insights/related-articles";

const a = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });
const me = a("me", "2025-01-01", ["A", "B"]);

describe("relatedArticles", () => {
  it.each([
    [
      "those sharing the most tags first, the newest first among equals, three at most",
      [a("one", "2025-06-01", ["A"]), a("both", "2024-01-01", ["A", "B"]), a("old-one", "2024-06-01", ["B"]), a("older-one", "2024-03-01", ["A"])],
      undefined,
      ["both", "one", "old-one"],
    ],
    [
      "then the newest that share no tag",
      [a("shared", "2020-01-01", ["A"]), a("x-old", "2021-01-01", ["X"]), a("x-new", "2025-03-01", ["Y"]), a("x-mid", "2023-01-01", ["Z"])],
      undefined,
      ["shared", "x-new", "x-mid"],
    ],
    ["never the article itself, known by its slug, even as the best match", [a("me", "2025-01-02", ["A", "B"]), a("x", "2024-01-01", ["A"])], undefined, ["x"]],
    ["as many as the maximum given", [a("x", "2024-01-01", ["A"]), a("y", "2024-02-01", ["A"])], 1, ["y"]],
  ])("lists %s", (_, others, max, expected) => {
    expect(relatedArticles([me, ...others], me, max).map((r) => r.slug)).toEqual(expected);
  });

  it("returns the caller's objects and does not reorder the input", () => {
    const all = [a("x", "2024-01-01", ["Z"]), me, a("y", "2024-02-01", ["A"])];
    const result = relatedArticles(all, me);
    expect(result[0]).toBe(all[2]);
    expect(result[1]).toBe(all[0]);
    expect(all.map((r) => r.slug)).toEqual(["x", "me", "y"]);
  });
});
