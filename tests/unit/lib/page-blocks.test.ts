import { blockLink, getBlock, type Block } from "../../../src/lib/content/page-blocks";

const blocks: Block[] = [
  {
    key: "hero-links",
    heading: "Start here",
    links: [
      { label: "Our services", path: "/services" },
      { label: "Contact", path: "/contact" },
    ],
  },
  { key: "cta", heading: "Let's talk", body: ["Tell us about your project."] },
];

describe("getBlock", () => {
  it("finds a block by key", () => {
    expect(getBlock(blocks, "cta").heading).toBe("Let's talk");
    expect(getBlock(blocks, "hero-links")).toBe(blocks[0]);
  });

  it("throws a message naming the missing key and content/pages.{lang}.json", () => {
    expect(() => getBlock(blocks, "testimonials")).toThrow('Block "testimonials" is missing from content/pages.{lang}.json');
  });

  it("throws on an empty list", () => {
    expect(() => getBlock([], "cta")).toThrow(/"cta"/);
  });
});

describe("blockLink", () => {
  it("returns the first link of a block", () => {
    expect(blockLink(blocks[0]!)).toEqual({ label: "Our services", path: "/services" });
  });

  it("throws a message naming the block when it has no links", () => {
    expect(() => blockLink(blocks[1]!)).toThrow('Block "cta" has no link in content/pages.{lang}.json');
    expect(() => blockLink({ key: "x", heading: "h", links: [] })).toThrow(/"x"/);
    expect(() => blockLink({ key: "y", heading: "h", links: null })).toThrow(/"y"/);
  });
});
