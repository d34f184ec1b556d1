import { anchorId, groupResources } from "../../../src/lib/content/resources";

const SPEC_ORDER = ["Digital Transformation", "AI Integration", "Marketing & Social", "Technology Consulting"];

const r = (slug: string, category: string) => ({ slug, category });
const shape = (groups: { category: string; items: { slug: string }[] }[]) => groups.map((g) => [g.category, g.items.map((i) => i.slug)]);

describe("groupResources", () => {
  it("groups under the four categories in the specification's order, keeping the input order within a group", () => {
    const list = [
      r("t1", "Technology Consulting"),
      r("m1", "Marketing & Social"),
      r("a2", "AI Integration"),
      r("d1", "Digital Transformation"),
      r("a1", "AI Integration"),
    ];
    expect(shape(groupResources(list))).toEqual([
      ["Digital Transformation", ["d1"]],
      ["AI Integration", ["a2", "a1"]],
      ["Marketing & Social", ["m1"]],
      ["Technology Consulting", ["t1"]],
    ]);
  });

  it("returns no groups for no resources", () => {
    expect(groupResources([])).toEqual([]);
  });

  it("puts unknown categories after the four, in first-use order, each once, and leaves empty groups out", () => {
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
  it.each([
    ["Marketing & Social", "marketing-social"],
    ["  Hello,  World!  ", "hello-world"],
    ["--a--b--", "a-b"],
    ["Top 10 Tips for 2025", "top-10-tips-for-2025"],
  ])("lower-cases %p, collapsing runs of other characters into one dash and trimming the ends: %s", (text, id) => {
    expect(anchorId(text)).toBe(id);
  });

  it("gives distinct ids for the four categories", () => {
    expect(new Set(SPEC_ORDER.map(anchorId)).size).toBe(SPEC_ORDER.length);
  });

  it("gives ids of letters, digits and inner dashes only", () => {
    for (const text of [...SPEC_ORDER, "Ünïcode & Co.", "x"]) expect(anchorId(text)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
