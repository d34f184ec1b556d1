import { blockLink, getBlock, type Block } from "../../../src/lib/content/page-blocks";

const links = [
  { label: "Our services", path: "/services" },
  { label: "Contact", path: "/contact" },
];
const blocks: Block[] = [
  { key: "hero-links", heading: "Start here", links },
  { key: "cta", heading: "Let's talk", body: ["Tell us about your project."] },
];

it("getBlock finds a block by key, or stops naming the key and content/pages.{lang}.json", () => {
  expect(getBlock(blocks, "hero-links")).toBe(blocks[0]);
  expect(() => getBlock(blocks, "testimonials")).toThrow('Block "testimonials" is missing from content/pages.{lang}.json');
});

it("blockLink gives a block's first link", () => {
  expect(blockLink(blocks[0]!)).toBe(links[0]);
});

it.each([blocks[1]!, { key: "cta", heading: "h", links: [] }])("blockLink stops, naming the block, without a link: %p", (block) => {
  expect(() => blockLink(block)).toThrow('Block "cta" has no link in content/pages.{lang}.json');
});
