/** @jest-environment node */
import { BrokenAssumption, WRITTEN_FOR } from "../assumption";

it("names the module, the assumption, what was found, and each package with the version the step was written for", () => {
  const error = new BrokenAssumption("webpack.ts", ["gatsby", "mini-css-extract-plugin"], "the CSS is extracted once", "it is extracted twice");
  expect(error.message).toBe(
    `webpack.ts assumes that the CSS is extracted once, but it is extracted twice. An upgrade of gatsby or mini-css-extract-plugin changed this (written for gatsby ${WRITTEN_FOR.gatsby} and mini-css-extract-plugin ${WRITTEN_FOR["mini-css-extract-plugin"]}): update webpack.ts, its row in plugins/gatsby-plugin-fast-start/README.md and its test.`,
  );
});
