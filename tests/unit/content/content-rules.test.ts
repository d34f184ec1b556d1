/** @jest-environment node */
// The site's own content/ passes the validator, which the build runs too: this is the one test that reads
// content/ for its rules; the rules themselves are tested with samples (validate-content.test.ts, glossary.test.ts).
import path from "node:path";
import { loadContent } from "../support/load-content";

it("content/ passes the content validator: every file, field, reference, glossary spelling and prose rule", () => {
  expect(() => loadContent(path.resolve(__dirname, "../../../content"))).not.toThrow();
});
