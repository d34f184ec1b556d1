// Rules of a language's prose that no one field's schema can say, run by validate.ts over every translatable
// text of that language (shared values such as slugs and paths are not prose).
import type { Lang } from "../../src/lib/language/i18n";
import { textsIn } from "./value-paths";

export interface ProseRule {
  lang: Lang;
  /** Finds a breach; its match is quoted back to the editor. */
  pattern: RegExp;
  /** Parts of a text the rule does not read (global). */
  except?: RegExp;
  /** What the text should do instead, in the validator's "expected …" words. */
  expected: string;
}

/**
 * A relative pronoun right after an aside set off by commas («المنطقة السحابية، وأحيانًا المزوّد، الذي …») can agree
 * with the aside's noun or the main one, and the reader cannot tell which was meant. The aside is a short stretch
 * between two commas.
 */
const RELATIVE_AFTER_ASIDE = /،[^،.؛:؟!]{1,40}،\s*(?:الذي|التي|الذين|اللذين|اللتين|اللذان|اللتان|اللاتي|اللواتي)(?![\p{L}\p{M}])/u;

/**
 * A Latin comma, semicolon or question mark between two Arabic words, a closing quote or bracket before it or an
 * opening one after it (Arabic has its own: ، ؛ ؟). Digits and Latin words around it are left alone: «(PDPL), و».
 */
export const LATIN_PUNCTUATION_IN_ARABIC = /\p{Script=Arabic}\p{M}*[»”)]?\s*[,;?]\s*[«“(]?\p{Script=Arabic}/u;

/**
 * English copy on an Arabic page: a lower-case English word (brand and product names, which stay in Latin
 * script, are capitalised or acronyms), or an English function word. Addresses, placeholders ({processor}), and an English term glossed
 * in brackets after its Arabic «منطقة الهبوط (landing zone)», as the glossary asks at a first mention, are not copy.
 */
const ENGLISH_WORD = /\b[a-z]{2,}\b|\b(?:The|And|Our|Your|We|You|This|With|For|From|Read|Learn|View|More|About|Contact)\b/;
const NOT_COPY = /\{\w+\}|\S+@\S+|https?:\/\/\S+|www\.\S+|(?<=\p{Script=Arabic}\s*)\([A-Za-z][A-Za-z -]*\)/gu;

export const PROSE_RULES: readonly ProseRule[] = [
  {
    lang: "ar",
    pattern: RELATIVE_AFTER_ASIDE,
    expected:
      "no relative clause (الذي، التي …) right after an aside between commas, where it could belong to either noun: give each noun its own clause, or drop the aside",
  },
  {
    lang: "ar",
    pattern: LATIN_PUNCTUATION_IN_ARABIC,
    expected: "Arabic punctuation between Arabic words: «،» for a comma, «؛» for a semicolon, «؟» for a question mark",
  },
  {
    lang: "ar",
    pattern: ENGLISH_WORD,
    except: NOT_COPY,
    expected:
      "Arabic copy, with no English words: a brand or product name stays as written, capitalised, and an English term may follow its Arabic in brackets at its first mention",
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
      const match = rule.pattern.exec(rule.except ? text.replace(rule.except, (m) => " ".repeat(m.length)) : text);
      return match ? [{ path, expected: rule.expected, found: JSON.stringify(match[0]) }] : [];
    }),
  );
}
