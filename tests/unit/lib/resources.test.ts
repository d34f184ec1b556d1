import { anchorId, groupResources } from "../../../src/lib/content/resources";
import { RESOURCE_CATEGORIES } from "../../../src/lib/content/resource-categories";

const SPEC_ORDER = ["Digital Transformation", "AI Integration", "Marketing & Social", "Technology Consulting"];

const r = (slug: string, category: string) => ({ slug, category });
const shape = (groups: { category: string; items: { slug: string }[] }[]) => groups.map((g) => [g.category, g.items.map((i) => i.slug)]);

describe("RESOURCE_CATEGORIES", () => {
  it("lists the specification's four categories in its order", () => {
    expect([...RESOURCE_CATEGORIES]).toEqual(SPEC_ORDER);
  });
});

describe("groupResources", () => {
  it("groups under the four categories in the specification's order, whatever the input order", () => {
    const list = [
      r("t1", "Technology Consulting"),
      r("m1", "Marketing & Social"),
      r("a1", "AI Integration"),
      r("d1", "Digital Transformation"),
      r("a2", "AI Integration"),
    ];
    expect(shape(groupResources(list))).toEqual([
      ["Digital Transformation", ["d1"]],
      ["AI Integration", ["a1", "a2"]],
      ["Marketing & Social", ["m1"]],
      ["Technology Consulting", ["t1"]],
    ]);
  });

  it("keeps the input order within a group", () => {
    const list = [r("d3", "Digital Transformation"), r("d1", "Digital Transformation"), r("d2", "Digital Transformation")];
    expect(shape(groupResources(list))).toEqual([["Digital Transformation", ["d3", "d1", "d2"]]]);
  });

  it("leaves empty groups out", () => {
    const list = [r("t1", "Technology Consulting"), r("d1", "Digital Transformation")];
    expect(shape(groupResources(list))).toEqual([
      ["Digital Transformation", ["d1"]],
      ["Technology Consulting", ["t1"]],
    ]);
  });

  it("returns no groups for no resources", () => {
    expect(groupResources([])).toEqual([]);
  });

  it("puts unknown categories after the four, in first-use order, each once", () => {
    const list = [r("z1", "Zeta"), r("d1", "Digital Transformation"), r("y1", "Yankee"), r("z2", "Zeta"), r("m1", "Marketing & Social")];
    expect(shape(groupResources(list))).toEqual([
      ["Digital Transformation", ["d1"]],
      ["Marketing & Social", ["m1"]],
      ["Zeta", ["z1", "z2"]],
      ["Yankee", ["y1"]],
    ]);
  });

  it("keeps every resource exactly once, with its own object", () => {
    const list = [r("a", "AI Integration"), r("b", "Other"), r("c", "Digital Transformation")];
    const items = groupResources(list).flatMap((g) => g.items);
    expect(items).toHaveLength(list.length);
    for (const item of list) expect(items).toContain(item);
  });
});

describe("anchorId", () => {
  it("makes id-safe, lower-case, dashed ids from the category headings", () => {
    expect(anchorId("Digital Transformation")).toBe("digital-transformation");
    expect(anchorId("AI Integration")).toBe("ai-integration");
    expect(anchorId("Marketing & Social")).toBe("marketing-social");
    expect(anchorId("Technology Consulting")).toBe("technology-consulting");
  });

  it("collapses runs of other characters into one dash and trims dashes at the ends", () => {
    expect(anchorId("  Hello,  World!  ")).toBe("hello-world");
    expect(anchorId("--a--b--")).toBe("a-b");
    expect(anchorId("Q&A / FAQ")).toBe("q-a-faq");
  });

  it("keeps digits", () => {
    expect(anchorId("Top 10 Tips for 2025")).toBe("top-10-tips-for-2025");
  });

  it("gives distinct ids for the four categories", () => {
    expect(new Set(SPEC_ORDER.map(anchorId)).size).toBe(4);
  });

  it("gives ids of letters, digits and inner dashes only", () => {
    for (const text of [...SPEC_ORDER, "Ünïcode & Co.", "x"]) expect(anchorId(text)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
