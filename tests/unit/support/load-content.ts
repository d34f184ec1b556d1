import type { Content } from "../../../gatsby/content/schema";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";

/** The content of dir as the site lists it; throws every problem's message when it is not valid. */
export function loadContent(dir: string): Content {
  const { problems, content } = validateContent(readContentDir(dir), dir);
  if (problems.length > 0) throw new Error(`${dir} has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
  return content as Content;
}
