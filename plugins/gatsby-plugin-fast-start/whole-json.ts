// Reads a JSON file that an editor, git or the CMS may be rewriting at that moment.
import fs from "node:fs/promises";

/** How long a file may stay unparseable before it counts as broken rather than half-written. */
const WHOLE_JSON_TIMEOUT_MS = 1000;
const RETRY_MS = 20;

/**
 * The parsed contents of `file` once it parses, or undefined when there is no such file. A save in
 * place truncates the file and then writes it, possibly in more than one chunk, so a reader in between
 * finds it empty or cut short; JSON cut short never parses (its closing bracket is last), so this reads
 * again until it does, and throws the parse error if it still does not after `timeoutMs`.
 */
export async function readWholeJson(file: string, timeoutMs = WHOLE_JSON_TIMEOUT_MS): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let text: string;
    try {
      text = await fs.readFile(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
