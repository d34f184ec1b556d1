/** @jest-environment node */
// An editor's valid change must never fail the tests. This reads content/ into memory, edits the copy as an editor
// would, and runs the validator on it, with the pictures of content/ and static/ on disk.
// How an invalid change fails is validate-content.test.ts's.
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";
import { CONTENT_DIR } from "../../../gatsby/content/pre-bootstrap";

const sources = readContentDir(CONTENT_DIR);
const read = (key: string) => JSON.parse(sources[key]!);
const write = (key: string, data: unknown) => void (sources[key] = `${JSON.stringify(data, null, 2)}\n`);
/** The records of a collection ("testimonials/james-whitfield"), in file-name order. */
const records = (name: string) =>
  Object.keys(sources)
    .filter((key) => key.startsWith(`${name}/`) && key.endsWith(".en"))
    .map((key) => key.slice(0, -".en".length))
    .sort();

/** Adds a record as an editor would: a copy of the collection's first one under a new slug with new values, and its translation when given. */
function addRecord(name: string, slug: string, english: object, arabic?: object): void {
  const model = records(name)[0]!;
  write(`${name}/${slug}.en`, { ...read(`${model}.en`), slug, ...english });
  if (arabic) write(`${name}/${slug}.ar`, { ...read(`${model}.ar`), ...arabic });
}

// A service and a team member added in both languages, an article by the new member with a new tag and a case
// study of the new service in English only, a testimonial removed in both languages.
it("an editor's afternoon keeps the validator green", () => {
  addRecord("services", "data-governance", { title: "Data Governance", order: 99 }, { title: "حوكمة البيانات" });
  addRecord("team", "noor-rahman", { name: "Noor Rahman", order: 99 }, { name: "نور رحمن" });
  addRecord("articles", "data-governance-before-ai", { title: "Data Governance Before AI", author: "Noor Rahman", tags: ["Data Governance"] });
  addRecord("case-studies", "bank-data-governance", { title: "Governing a Bank's Data", services: ["data-governance"], order: 99 });
  const leaving = records("testimonials").at(-1)!;
  delete sources[`${leaving}.en`];
  delete sources[`${leaving}.ar`];
  // The footer's services column links to the new service, as content names pages (the site adds the trailing slash).
  for (const [lang, link] of [
    ["en", { name: "Data Governance", path: "/services/data-governance" }],
    ["ar", { name: "حوكمة البيانات" }],
  ] as const) {
    const site = read(`site.${lang}`);
    site.footerLinks[1].links.push(link);
    write(`site.${lang}`, site);
  }
  expect(validateContent(sources, CONTENT_DIR).problems.map(formatProblem)).toEqual([]);
});
