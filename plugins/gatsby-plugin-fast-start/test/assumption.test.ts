/**
 * @jest-environment node
 */
// A broken assumption names what changed and the version the step was written for, and the register says the same.
import fs from "node:fs";
import path from "node:path";
import { BrokenAssumption, WRITTEN_FOR, type Dependency } from "../assumption";

it("names the module, the assumption, what was found, and each package with the version the step was written for", () => {
  const error = new BrokenAssumption("webpack.ts", ["gatsby", "mini-css-extract-plugin"], "the CSS is extracted once", "it is extracted twice");
  expect(error.message).toBe(
    `webpack.ts assumes that the CSS is extracted once, but it is extracted twice. An upgrade of gatsby or mini-css-extract-plugin changed this (written for gatsby ${WRITTEN_FOR.gatsby} and mini-css-extract-plugin ${WRITTEN_FOR["mini-css-extract-plugin"]}): update webpack.ts, its row in plugins/gatsby-plugin-fast-start/README.md and its test.`,
  );
});

it("gives the register's versions: each package a row names in 'Checked against' is at the version WRITTEN_FOR gives", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../README.md"), "utf8");
  const register = readme.slice(readme.indexOf("## Register of assumptions"));
  const checked = register
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Assumption"))
    .flatMap((line) => [...(line.split("|")[2] ?? "").matchAll(/([@\w./-]+) (\d+\.\d+\.\d+)/g)].map((m) => [m[1]!, m[2]!] as const));
  const versions = Object.fromEntries(Object.entries(WRITTEN_FOR)) as Record<string, string>;
  const named = checked.filter(([name]) => Object.hasOwn(versions, name as Dependency));
  expect(named.length).toBeGreaterThan(0);
  for (const [name, version] of named) expect({ [name]: version }).toEqual({ [name]: versions[name] });
});
