/**
 * @jest-environment node
 */
// The site's own content/ passes the validator. Every rule content is held to lives in the model and the
// validator (gatsby/content/), which the build runs too, so this is the one test that reads content/ for its
// rules; the rules themselves are tested with samples (tests/unit/gatsby/validate-content.test.ts, glossary.test.ts).
import path from "node:path";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");

it("content/ passes the content validator: every file, field, reference, glossary spelling and prose rule", () => {
  const { problems } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
  // Thrown as plain lines so the output reads like the build's: file, JSON path, expected, found.
  if (problems.length > 0) throw new Error(`content/ has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
});
