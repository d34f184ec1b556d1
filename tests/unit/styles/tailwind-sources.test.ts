/** @jest-environment node */
// Tailwind's sources, as src/styles/global.css names them: every file that can hold a class name is
// scanned, and no folder that Tailwind has webpack watch holds the generated types. Typegen rewrites
// that file after every develop rebuild, so a watched types file rebuilds the bundle again and again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import config from "../../../gatsby-config";

const ROOT = path.resolve(__dirname, "../../..");
const SRC = path.join(ROOT, "src");
const ENTRY = path.join(SRC, "styles/global.css");
const TYPES = path.join(ROOT, config.graphqlTypegen && typeof config.graphqlTypegen === "object" ? config.graphqlTypegen.typesOutputPath! : "");

const isInside = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/**
 * What the installed @tailwindcss/postcss reports to postcss-loader: the files it read and the folders it
 * scanned. It runs in a Node process of its own, because Jest cannot load the ES modules it imports.
 */
function dependencies(): { files: string[]; dirs: string[] } {
  const script = `
    const postcss = require("postcss");
    const tailwind = require("@tailwindcss/postcss");
    const from = process.argv[1];
    postcss([tailwind()])
      .process(require("node:fs").readFileSync(from, "utf8"), { from })
      .then((result) => process.stdout.write(JSON.stringify(result.messages)));
  `;
  const messages = JSON.parse(execFileSync(process.execPath, ["-e", script, ENTRY], { cwd: ROOT, encoding: "utf8" })) as Record<string, string>[];
  const of = (type: string, key: string) => messages.filter((m) => m.type === type).map((m) => m[key]!);
  return { files: of("dependency", "file"), dirs: of("dir-dependency", "dir") };
}

/** The site's own code in src/: every file a class name can be written in. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(dir, file));
}

it("scans every source file in src/, no folder outside it, and no folder that holds the generated types", () => {
  expect(TYPES).toMatch(/gatsby-types\.d\.ts$/);
  const { files, dirs } = dependencies();
  const scanned = new Set(files);
  expect(sourceFiles(SRC).filter((file) => !scanned.has(file))).toEqual([]);
  expect(dirs.length).toBeGreaterThan(0);
  expect(dirs.filter((dir) => !isInside(SRC, dir) || isInside(dir, TYPES))).toEqual([]);
  expect(files).not.toContain(TYPES);
});
