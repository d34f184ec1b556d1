/**
 * @jest-environment node
 */
// The header draws the logo from the site settings' logoMark: the shapes of the SVG that logoPath
// names in static/, so the first screen waits for no request of its own to show it.
import fs from "node:fs";
import path from "node:path";
import { createResolvers } from "../../../gatsby/content/graphql-schema";
import { svgMark } from "../../../src/lib/svg-mark";

type Resolve = (source: { logoPath: string }) => unknown;

function logoMark(): Resolve {
  let map: Record<string, Record<string, { resolve: Resolve }>> = {};
  (createResolvers as (args: unknown) => void)({ createResolvers: (r: typeof map) => (map = r) });
  return map.SiteConfig!.logoMark!.resolve;
}

const site = JSON.parse(fs.readFileSync(path.join("content", "site.en.json"), "utf8")) as { logoPath: string };

describe("the logo the header draws", () => {
  it("is the drawing of the file logoPath names", () => {
    const file = path.join("static", site.logoPath);
    expect(logoMark()({ logoPath: site.logoPath })).toEqual(svgMark(fs.readFileSync(file, "utf8"), file));
  });

  it("stops the build, naming the file, when logoPath names no file", () => {
    expect(() => logoMark()({ logoPath: "/no-such-logo.svg" })).toThrow(/no-such-logo\.svg/);
  });
});
