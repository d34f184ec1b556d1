/** @jest-environment node */
// The register goes stale when a package its rows name moves: an update (a patch included) fails here, naming the
// package and the rows to re-read; setting WRITTEN_FOR to the new version records that someone did.
import fs from "node:fs";
import path from "node:path";
import { WRITTEN_FOR, type Dependency } from "../assumption";

const ROOT = path.resolve(__dirname, "../../..");
const README = "plugins/gatsby-plugin-fast-start/README.md";

type Row = { assumption: string; packages: string[]; where: string };

/** The rows of the README's register table (its columns: assumption, packages, where, guard). */
function registerRows(readme: string): Row[] {
  const table = readme.slice(readme.indexOf("| Assumption", readme.indexOf("## Register of assumptions"))).split("\n\n")[0]!;
  const lines = table.split("\n").slice(2);
  return lines.map((line) => {
    const cells = line.split(/\s*\|\s*/).slice(1, -1);
    if (cells.length !== 4) throw new Error(`${README}: a register row has ${cells.length} cells, not 4: ${line}`);
    const [assumption, packages, where] = cells as [string, string, string, string];
    return { assumption, packages: packages.split(",").map((name) => name.trim()), where };
  });
}

/** A program outside node_modules, which no update of the lock file moves, is named with the version checked ("Chromium 156"). */
const OUTSIDE_NODE_MODULES = /^[A-Z][\w-]* \d+(\.\d+)*$/;

/** The version installed in the site's node_modules. */
const installedVersion = (name: Dependency): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

const rows = registerRows(fs.readFileSync(path.join(ROOT, README), "utf8"));

it("names in each row only packages WRITTEN_FOR has a version for, and each of those in some row", () => {
  expect(rows.length).toBeGreaterThan(0);
  const unknown = rows.flatMap((row) =>
    row.packages.filter((name) => !Object.hasOwn(WRITTEN_FOR, name) && !OUTSIDE_NODE_MODULES.test(name)).map((name) => `${name} (${row.where})`),
  );
  expect(unknown).toEqual([]);
  expect(Object.keys(WRITTEN_FOR).filter((name) => !rows.some((row) => row.packages.includes(name)))).toEqual([]);
});

it("was checked against the versions installed, or names each package that moved, both versions and the rows to re-read", () => {
  const stale = (Object.keys(WRITTEN_FOR) as Dependency[]).flatMap((name) => {
    const found = installedVersion(name);
    if (found === WRITTEN_FOR[name]) return [];
    const named = rows.filter((row) => row.packages.includes(name)).map((row) => `\n  - ${row.assumption} (${row.where})`);
    return [
      `${name} ${found} is installed, but the register's rows naming it were checked against ${name} ${WRITTEN_FOR[name]}. ` +
        `Re-read each against ${found} (${README}), change what no longer holds, then set WRITTEN_FOR["${name}"] to "${found}" in plugins/gatsby-plugin-fast-start/assumption.ts:${named.join("")}`,
    ];
  });
  if (stale.length) throw new Error(stale.join("\n\n"));
});
