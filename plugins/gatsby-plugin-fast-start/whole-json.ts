// Reads a JSON file that an editor, git or the CMS may be rewriting at that moment: a save in place truncates, then
// writes, and `gatsby develop`'s watcher drops a second change within 50 ms, so Gatsby may see only the first.
import fs from "node:fs/promises";

/** Unparseable for longer: broken rather than half-written. */
const WHOLE_JSON_TIMEOUT_MS = 1000;
const RETRY_MS = 20;

/**
 * A save in place truncates then writes, maybe in chunks; JSON cut short never parses, so this rereads until
 * it does, or throws after `timeoutMs`. Undefined when there is no such file.
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
