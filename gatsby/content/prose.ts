// Rules of a language's prose that no one field's schema can say, run by validate.ts over every translatable
// text of that language (shared values such as slugs and paths are not prose).
import type { Lang } from "../../src/lib/language/i18n";
import { textsIn } from "./value-paths";

export interface ProseRule {
  lang: Lang;
  /** Finds a breach; its match is quoted back to the editor. */
  pattern: RegExp;
  /** What the text should do instead, in the validator's "expected …" words. */
  expected: string;
}

/**
 * A relative pronoun right after an aside set off by commas («المنطقة السحابية، وأحيانًا المزوّد، الذي …») can agree
 * with the aside's noun or the main one, and the reader cannot tell which was meant. The aside is a short stretch
 * between two commas.
 */
const RELATIVE_AFTER_ASIDE = /،[^،.؛:؟!]{1,40}،\s*(?:الذي|التي|الذين|اللذين|اللتين|اللذان|اللتان|اللاتي|اللواتي)(?![\p{L}\p{M}])/u;

export const PROSE_RULES: readonly ProseRule[] = [
  {
    lang: "ar",
    pattern: RELATIVE_AFTER_ASIDE,
    expected:
      "no relative clause (الذي، التي …) right after an aside between commas, where it could belong to either noun: give each noun its own clause, or drop the aside",
  },
];

export interface ProseFinding {
  path: (string | number)[];
  expected: string;
  found: string;
}

/** Every breach of `rules` in the texts of a value, with its path. */
export function proseFindings(rules: readonly ProseRule[], value: unknown): ProseFinding[] {
  return textsIn(value).flatMap(([path, text]) =>
    rules.flatMap((rule) => {
      const match = rule.pattern.exec(text);
      return match ? [{ path, expected: rule.expected, found: JSON.stringify(match[0]) }] : [];
    }),
  );
}
