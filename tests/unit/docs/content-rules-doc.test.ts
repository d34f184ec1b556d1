/** @jest-environment node */
// docs/content.md lists each field's rules as the model declares them (gatsby/content/rules.ts reads them from
// src/lib/content/schema.ts), so the editor's guide cannot drift from what the CMS and the validator refuse.
// After a change to the model: UPDATE_DOCS=1 npx jest tests/unit/docs/content-rules-doc.test.ts
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ruleRows } from "../../../gatsby/content/rules";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../src/lib/content/schema";

const DOC = path.resolve(__dirname, "../../../docs/content.md");
const START = "<!-- The list below is written from the content model by tests/unit/docs/content-rules-doc.test.ts. -->";
const END = "<!-- End of the list written from the content model. -->";

function rulesList(): string {
  const files: [string, z.ZodType][] = [
    ...Object.entries(DOCUMENT_SCHEMAS).map(([name, schema]) => [`${name}.{lang}.json`, schema] as [string, z.ZodType]),
    ...Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [`${name}/{slug}.{lang}.json`, schema] as [string, z.ZodType]),
  ];
  return files
    .map(([file, schema]) => [file, ruleRows(schema)] as const)
    .filter(([, rows]) => rows.length > 0)
    .map(([file, rows]) => [`- \`${file}\``, ...rows.map((row) => `  - \`${row.field}\`: ${row.words}`)].join("\n"))
    .join("\n");
}

it("docs/content.md lists every field's rules as the content model declares them", () => {
  const doc = fs.readFileSync(DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect([start, end].every((i) => i >= 0)).toBe(true);
  const expected = `${START}\n\n${rulesList()}\n\n${END}`;
  if (process.env.UPDATE_DOCS) fs.writeFileSync(DOC, doc.slice(0, start) + expected + doc.slice(end + END.length));
  else expect(doc.slice(start, end + END.length)).toBe(expected);
});
