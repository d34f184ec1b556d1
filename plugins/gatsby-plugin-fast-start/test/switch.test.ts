/** @jest-environment node */
// What each hook does with the switch is tested beside the hook (webpack.test.ts, image-head.test.tsx).
import { onPreInit } from "../gatsby-node";
import { DEFER_SCRIPTS, REFRESH_GLOBAL_CSS, REMOVE_NUL_BYTES, fastStartHtmlSteps } from "../html-steps";
import { fastStartEnabled } from "../switch";
import { inTempDir, withFastStart, writePublicDir } from "./fixtures";

it.each([
  [undefined, undefined, true],
  ["off", "image-queue", false],
  ["off:image-queue", undefined, true],
  ["off:image-queue", "staged-entry", true],
  ["off:staged-entry,image-queue", "image-queue", false],
] as const)("FAST_START=%s leaves the step %s on: %s", (value, step, on) => {
  expect(fastStartEnabled(value === undefined ? {} : { FAST_START: value }, step)).toBe(on);
});

it("refuses a step it does not know", () => {
  expect(() => fastStartEnabled({ FAST_START: "off:staged-entry,fast" })).toThrow(/FAST_START="off:staged-entry,fast" .* among staged-entry/);
});

it("off: the HTML steps are the corrections, React's NUL bytes removed first, without the script deferral, and the build says so", () =>
  inTempDir(async (dir) => {
    writePublicDir(dir, { app: ["styles.1.css", "app-2.js"] });
    const steps = (value?: string) => withFastStart(value, () => fastStartHtmlSteps(dir));
    expect((await steps()).map((s) => s.name)).toEqual([REMOVE_NUL_BYTES, REFRESH_GLOBAL_CSS, DEFER_SCRIPTS]);
    const off = await steps("off");
    expect(off.map((s) => s.name)).toEqual([REMOVE_NUL_BYTES, REFRESH_GLOBAL_CSS]);
    expect(off[0]!.apply("<p>ت\u0000ت</p>", { file: "ar/index.html", url: "/ar/" })).toBe("<p>تت</p>");
    const reporter = { warn: jest.fn() };
    await withFastStart("off", () => (onPreInit as (args: unknown) => void)({ reporter }));
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining("FAST_START=off: gatsby-plugin-fast-start's speed work is off in this build; its corrections stay on"),
    );
  }));
