/** @jest-environment node */
// An editor's valid change must never fail the tests. This copies content/ (and the service images it
// names in static/) to a temporary folder, edits the copy as an editor would, and runs the validator on it.
// How an invalid change fails is validate-content.test.ts's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";

const ROOT = path.resolve(__dirname, "../../..");

type Row = Record<string, any>;

const readJson = (file: string): Row => JSON.parse(fs.readFileSync(file, "utf8")) as Row;
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
/** The English records of a collection (content/{name}/*.en.json), in file-name order. */
const recordFiles = (dir: string, name: string): string[] =>
  fs
    .readdirSync(path.join(dir, name))
    .filter((f) => f.endsWith(".en.json"))
    .sort()
    .map((f) => path.join(dir, name, f));

/** Adds a record as an editor would: a copy of the collection's first one under a new slug with new values, and its translation when given. */
function addRecord(dir: string, name: string, slug: string, english: Row, arabic?: Row): void {
  const model = recordFiles(dir, name)[0]!;
  writeJson(path.join(dir, name, `${slug}.en.json`), { ...readJson(model), slug, ...english });
  if (arabic) writeJson(path.join(dir, name, `${slug}.ar.json`), { ...readJson(model.replace(/\.en\.json$/, ".ar.json")), ...arabic });
}

function editAsAnEditor(dir: string): void {
  addRecord(dir, "services", "data-governance", { title: "Data Governance", order: 99 }, { title: "حوكمة البيانات" });
  addRecord(dir, "team", "noor-rahman", { name: "Noor Rahman", order: 99 }, { name: "نور رحمن" });
  addRecord(dir, "articles", "data-governance-before-ai", { title: "Data Governance Before AI", author: "Noor Rahman", tags: ["Data Governance"] });
  addRecord(dir, "case-studies", "bank-data-governance", { title: "Governing a Bank's Data", services: ["data-governance"], order: 99 });
  const leaving = recordFiles(dir, "testimonials").at(-1)!;
  fs.rmSync(leaving);
  fs.rmSync(leaving.replace(/\.en\.json$/, ".ar.json"));
  // The footer's services column links to the new service, as content names pages (the site adds the trailing slash).
  for (const lang of ["en", "ar"] as const) {
    const file = path.join(dir, `site.${lang}.json`);
    const site = readJson(file);
    site.footerLinks[1].links.push(lang === "en" ? { name: "Data Governance", path: "/services/data-governance" } : { name: "حوكمة البيانات" });
    writeJson(file, site);
  }
}

// A service and a team member added in both languages, an article by the new member with a new tag and a case
// study of the new service in English only, a testimonial removed in both languages.
it("an editor's afternoon keeps the validator green", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-edits-"));
  try {
    for (const folder of ["content", "static/images"]) fs.cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
    const dir = path.join(root, "content");
    editAsAnEditor(dir);
    expect(validateContent(readContentDir(dir), dir).problems.map(formatProblem)).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
