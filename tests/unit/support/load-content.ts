import type { Content } from "../../../src/lib/content/schema";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";

/**
 * The content in dir as the build validates it (`exists` as the validator's: where its images are), or an
 * error naming every problem; the Arabic edition is each translation merged over its English twin.
 */
export function loadContent(dir: string, exists?: (file: string) => boolean): { en: Content; ar: Content } {
  const { problems, content, translations } = validateContent(readContentDir(dir), dir, exists);
  if (problems.length > 0) throw new Error(`${dir} has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
  return { en: content as Content, ar: translations.ar.content as Content };
}
