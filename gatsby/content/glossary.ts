// The glossary (content/glossary.json): for each language, the one spelling of a term the site uses
// and the variants it refuses. gatsby/content/validate.ts runs it over the words of every content file
// before the build, and tests/unit/content/content-rules.test.ts over the interface's words.
// https://zod.dev (the file's schema)
import { z } from "zod";
import { LANGS, type Lang } from "../../src/lib/language/i18n";

/** The glossary's place in content/, as readContentDir keys it, and as an editor opens it. */
export const GLOSSARY_KEY = "glossary";
export const GLOSSARY_FILE = `content/${GLOSSARY_KEY}.json`;

/** Where an entry applies: the words of content/, the interface's words (src/lib/language/messages*.ts), or both when unset. */
const GLOSSARY_SCOPES = ["content", "interface"] as const;
export type GlossaryScope = (typeof GLOSSARY_SCOPES)[number];

const term = z.string().trim().min(1);
const entrySchema = z.strictObject({
  /** The spelling the site uses. */
  use: term,
  /** Spellings refused in its place. Arabic ones match with or without short vowels and shadda. */
  insteadOf: z.array(term).min(1),
  scope: z.enum(GLOSSARY_SCOPES).optional(),
  /** Why, for the next editor; never shown on the site. */
  note: term.optional(),
});
export type GlossaryEntry = z.infer<typeof entrySchema>;

export const glossarySchema = z.strictObject(
  Object.fromEntries(LANGS.map((lang) => [lang, z.array(entrySchema)])) as Record<Lang, z.ZodArray<typeof entrySchema>>,
);
export type Glossary = Record<Lang, GlossaryEntry[]>;

/** The entries of a language that govern a scope. */
export const entriesFor = (glossary: Glossary, lang: Lang, scope: GlossaryScope): GlossaryEntry[] =>
  glossary[lang].filter((entry) => entry.scope === undefined || entry.scope === scope);

/** Arabic short vowels, tanween, shadda, sukun and the dagger alif: written or not, the word is the same. */
const MARKS = "\\u064B-\\u065F\\u0670";
const MARK = new RegExp(`[${MARKS}]`, "gu");
const WORD_CHAR = "\\p{L}\\p{M}\\p{N}";
const isArabicLetter = (ch: string) => /[\u0621-\u064A]/u.test(ch);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term as it appears inside a word of running text. Arabic joins its proclitics to the next word
 * (و، ف، ب، ك، ل and the article ال, which after ل is written لل), so a term may follow them; it must
 * start and end on a word boundary otherwise. A term written with the article takes the article in
 * either form (التعلّم الآلي also matches بالتعلّم الآلي and للتعلّم الآلي). With `anyMarks`, the
 * term's Arabic letters match with or without short vowels and shadda; without it, exactly as written.
 */
function termPattern(text: string, anyMarks: boolean): RegExp {
  const letters = anyMarks ? text.replace(MARK, "") : text;
  const withArticle = /^ال[\u0621-\u064A]/u.test(letters);
  const core = withArticle ? letters.slice(2) : letters;
  const body = [...core].map((ch) => escape(ch) + (anyMarks && isArabicLetter(ch) ? `[${MARKS}]*` : "")).join("");
  const proclitics = withArticle ? "(?:[وف]?[بك]?ال|[وف]?لل)" : "(?:[وف]?[بكل]?(?:ال)?|[وف]?لل)";
  return new RegExp(`(?<![${WORD_CHAR}])${proclitics}${body}(?![${WORD_CHAR}])`, "gu");
}

/** One refused spelling found in a text: where, which variant, and the term to use instead. */
export interface TermViolation {
  use: string;
  found: string;
  index: number;
  length: number;
}

/**
 * Every refused spelling in `text`. The preferred spelling is set aside first, so a variant inside it
 * is not refused there ("UAE PASS" is refused in Arabic except within الهوية الرقمية (UAE PASS)).
 */
export function termViolations(entries: readonly GlossaryEntry[], text: string): TermViolation[] {
  const found: TermViolation[] = [];
  for (const entry of entries) {
    // Same-length filler keeps every index pointing into the original text.
    const masked = text.replace(termPattern(entry.use, false), (m) => "\u0000".repeat(m.length));
    for (const variant of entry.insteadOf)
      for (const match of masked.matchAll(termPattern(variant, true)))
        found.push({ use: entry.use, found: text.slice(match.index, match.index + match[0].length), index: match.index, length: match[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A refused spelling at a place: the path to its text (keys and list indexes), and a short excerpt around it. */
export interface GlossaryFinding {
  path: (string | number)[];
  use: string;
  found: string;
  excerpt: string;
}

/** The words around a finding, for a message an editor can search for in the file. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  const end = Math.min(text.length, index + length + 30);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/** Runs the entries over every text inside `value`, through nested objects and lists, naming each by its path. */
export function glossaryFindings(entries: readonly GlossaryEntry[], value: unknown, path: (string | number)[] = []): GlossaryFinding[] {
  if (typeof value === "string")
    return termViolations(entries, value).map((v) => ({ path, use: v.use, found: v.found, excerpt: excerpt(value, v.index, v.length) }));
  if (Array.isArray(value)) return value.flatMap((item, i) => glossaryFindings(entries, item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => glossaryFindings(entries, item, [...path, key]));
  return [];
}

/** What a message about a finding expects: the preferred term, where it is set, and what it replaces. */
export const glossaryExpectation = (finding: Pick<GlossaryFinding, "use" | "found">): string =>
  `the glossary's spelling ${JSON.stringify(finding.use)} (${GLOSSARY_FILE}) in place of ${JSON.stringify(finding.found)}`;

/**
 * Entries whose preferred spelling an entry of the same language refuses (another entry, or its own
 * list of variants): the glossary would ask for a term it also forbids. Each names the refusing entry.
 */
export function contradictions(glossary: Glossary): { path: (string | number)[]; use: string; refusedBy: (string | number)[] }[] {
  const out: { path: (string | number)[]; use: string; refusedBy: (string | number)[] }[] = [];
  for (const lang of LANGS)
    glossary[lang].forEach((entry, i) =>
      glossary[lang].forEach((other, j) => {
        const refused = i === j ? other.insteadOf.includes(entry.use) : termViolations([other], entry.use).length > 0;
        if (refused) out.push({ path: [lang, i, "use"], use: entry.use, refusedBy: [lang, j, "insteadOf"] });
      }),
    );
  return out;
}
