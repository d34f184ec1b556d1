import { RESOURCE_CATEGORIES } from "../../../src/lib/content/resource-categories";
import { anchorId, groupResources } from "../../../src/lib/content/resources";

const [DIGITAL, AI, MARKETING, TECH] = RESOURCE_CATEGORIES;
const r = (slug: string, category: string) => ({ slug, category });
const shape = (groups: { category: string; items: { slug: string }[] }[]) => groups.map((g) => [g.category, g.items.map((i) => i.slug)]);

describe("groupResources", () => {
  it("groups under the four categories in their order, then unknown ones in first-use order, keeping the input order within a group", () => {
    const list = [r("z1", "Zeta"), r("t1", TECH), r("m1", MARKETING), r("a2", AI), r("y1", "Yankee"), r("d1", DIGITAL), r("a1", AI), r("z2", "Zeta")];
    const groups = groupResources(list);
    expect(shape(groups)).toEqual([
      [DIGITAL, ["d1"]],
      [AI, ["a2", "a1"]],
      [MARKETING, ["m1"]],
      [TECH, ["t1"]],
      ["Zeta", ["z1", "z2"]],
      ["Yankee", ["y1"]],
    ]);
    expect(groups[0]!.items[0]).toBe(list[5]);
  });

  it("leaves empty groups out", () => {
    expect(shape(groupResources([r("y1", "Yankee"), r("m1", MARKETING)]))).toEqual([
      [MARKETING, ["m1"]],
      ["Yankee", ["y1"]],
    ]);
    expect(groupResources([])).toEqual([]);
  });
});

// Each category's section is named by its heading through this id: tests/unit/pages/pages.test.tsx finds them by their names.
it.each([
  ["Marketing & Social", "marketing-social"],
  ["  Hello,  World!  ", "hello-world"],
  ["Ünïcode & Co.", "n-code-co"],
])("anchorId lower-cases %p, collapsing runs of other characters into one dash and trimming the ends: %s", (text, id) => {
  expect(anchorId(text)).toBe(id);
});
