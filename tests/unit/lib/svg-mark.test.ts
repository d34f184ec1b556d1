import { svgMark } from "../../../src/lib/content/svg-mark";

describe("the logo as a mark the header draws inline", () => {
  it("keeps nesting, turns stroke-width into strokeWidth, and leaves out what the root says about itself", () => {
    const mark = svgMark(
      '<?xml version="1.0"?>\n<!-- a mark -->\n<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-hidden="true" viewBox="0 0 8 8"><g fill="#000"><path d="M0 0h8" stroke-width="2"/></g></svg>\n',
      "t.svg",
    );
    expect(mark).toEqual({
      tag: "svg",
      attributes: { viewBox: "0 0 8 8" },
      children: [{ tag: "g", attributes: { fill: "#000" }, children: [{ tag: "path", attributes: { d: "M0 0h8", strokeWidth: "2" }, children: [] }] }],
    });
  });

  it.each([
    ['<svg viewBox="0 0 8 8"><script>alert(1)</script></svg>', "a <script> element"],
    ['<svg viewBox="0 0 8 8"><path d="M0 0" onclick="x()"/></svg>', "the attribute onclick on <path>"],
    ['<svg viewBox="0 0 8 8"><g>Hello</g></svg>', 'text ("Hello")'],
    ['<svg viewBox="0 0 8 8"><g></svg>', "a </svg> that closes nothing"],
    ['<svg viewBox="0 0 8 8"></svg><svg></svg>', "a <svg> outside its one <svg>"],
  ])("stops the build on %s, naming the file and what it found", (svg, found) => {
    expect(() => svgMark(svg, "static/logo.svg")).toThrow(
      `static/logo.svg must be a plain SVG drawing (shapes and presentation attributes only), but it has ${found}`,
    );
  });
});
