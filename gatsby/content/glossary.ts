// content/glossary.json: per language, the one spelling of a term and the variants it refuses. validate.ts runs it
// over the content and over the interface's words (src/lib/language/messages*.ts), and checks the glossary itself.
import { z } from "zod";
import { LANGS, type Lang } from "../../src/lib/language/i18n";
import { jsonPath, textsIn } from "./value-paths";

export const GLOSSARY_KEY = "glossary";
export const GLOSSARY_FILE = `content/${GLOSSARY_KEY}.json`;

/** Unset: both. */
const GLOSSARY_SCOPES = ["content", "interface"] as const;
export type GlossaryScope = (typeof GLOSSARY_SCOPES)[number];

const term = z.string().trim().min(1);
const entrySchema = z.strictObject({
  use: term,
  /** Arabic ones match with or without short vowels and shadda. */
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

export const entriesFor = (glossary: Glossary, lang: Lang, scope: GlossaryScope): GlossaryEntry[] =>
  glossary[lang].filter((entry) => entry.scope === undefined || entry.scope === scope);

/** Arabic short vowels, tanween, shadda, sukun and dagger alif. */
const MARKS = "\\u064B-\\u065F\\u0670";
const MARK = new RegExp(`[${MARKS}]`, "gu");
const WORD_CHAR = "\\p{L}\\p{M}\\p{N}";
const isArabicLetter = (ch: string) => /[\u0621-\u064A]/u.test(ch);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Term {
  pattern: RegExp;
  /** The term's letters without marks or article: in every text the pattern matches, once its marks are removed. */
  core: string;
}

const terms = new Map<string, Term>();

/**
 * Arabic joins proclitics (و، ف، ب، ك، ل, and ال, written لل after ل) to the next word, so a term may follow
 * them; otherwise it needs word boundaries. `anyMarks`: Arabic letters match with or without vowel marks.
 * Made once per term: the validator runs every term over every string of every file. (`replace` and
 * `matchAll` start a global pattern from the beginning, so one instance serves every call.)
 */
function termOf(text: string, anyMarks: boolean): Term {
  const key = `${anyMarks}:${text}`;
  let found = terms.get(key);
  if (!found) terms.set(key, (found = compileTerm(text, anyMarks)));
  return found;
}

function compileTerm(text: string, anyMarks: boolean): Term {
  const letters = anyMarks ? text.replace(MARK, "") : text;
  const withArticle = /^ال[\u0621-\u064A]/u.test(letters);
  const core = withArticle ? letters.slice(2) : letters;
  const body = [...core].map((ch) => escape(ch) + (anyMarks && isArabicLetter(ch) ? `[${MARKS}]*` : "")).join("");
  const proclitics = withArticle ? "(?:[وف]?[بك]?ال|[وف]?لل)" : "(?:[وف]?[بكل]?(?:ال)?|[وف]?لل)";
  return { pattern: new RegExp(`(?<![${WORD_CHAR}])${proclitics}${body}(?![${WORD_CHAR}])`, "gu"), core };
}

export interface TermViolation {
  use: string;
  found: string;
  index: number;
  length: number;
}

/** The preferred spelling is masked first, so a variant inside it is not refused ("UAE PASS" in Arabic). */
export function termViolations(entries: readonly GlossaryEntry[], text: string): TermViolation[] {
  const found: TermViolation[] = [];
  // Most texts hold no variant's letters at all, and a substring test costs far less than the patterns.
  const bare = text.replace(MARK, "");
  for (const entry of entries) {
    const variants = entry.insteadOf.map((variant) => termOf(variant, true)).filter((t) => bare.includes(t.core));
    if (variants.length === 0) continue;
    // Same-length filler keeps every index pointing into the original text.
    const masked = text.replace(termOf(entry.use, false).pattern, (m) => "\u0000".repeat(m.length));
    for (const variant of variants)
      for (const match of masked.matchAll(variant.pattern))
        found.push({ use: entry.use, found: text.slice(match.index, match.index + match[0].length), index: match.index, length: match[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

export interface GlossaryFinding {
  path: (string | number)[];
  use: string;
  found: string;
  excerpt: string;
}

/** For a message an editor can search for in the file. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  const end = Math.min(text.length, index + length + 30);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

export function glossaryFindings(entries: readonly GlossaryEntry[], value: unknown): GlossaryFinding[] {
  return textsIn(value).flatMap(([path, text]) =>
    termViolations(entries, text).map((v) => ({ path, use: v.use, found: v.found, excerpt: excerpt(text, v.index, v.length) })),
  );
}

export const glossaryExpectation = (finding: Pick<GlossaryFinding, "use" | "found">): string =>
  `the glossary's spelling ${JSON.stringify(finding.use)} (${GLOSSARY_FILE}) in place of ${JSON.stringify(finding.found)}`;

/** Preferred spellings the same language's glossary also refuses. */
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

/** Words around a term in the self-check, so it stands as it would in running text. */
const FILLER: Record<Lang, string> = { en: "Text", ar: "نص" };

export interface GlossaryFault {
  path: (string | number)[];
  expected: string;
  found: string;
}

/**
 * Entries that would not do what they say: a spelling another entry or its own refuses, or a variant the matching can never
 * find in running text (in Arabic, after a joined و too), such as one that holds the entry's own spelling. Such a
 * variant refuses nothing and looks as if it did.
 */
export function glossaryFaults(glossary: Glossary): GlossaryFault[] {
  const faults: GlossaryFault[] = contradictions(glossary).map((c) => ({
    path: c.path,
    expected: "a spelling that no entry refuses",
    found: `${JSON.stringify(c.use)}, refused by ${jsonPath(c.refusedBy)}`,
  }));
  for (const lang of LANGS)
    glossary[lang].forEach((entry, i) => {
      const found = (text: string) => termViolations([entry], `${FILLER[lang]} ${text} ${FILLER[lang]}.`).map((v) => v.found);
      const accepted = (text: string) => found(text).length === 0;
      const proclitics = lang === "ar" ? ["", "و"] : [""];
      for (const p of proclitics)
        if (!accepted(`${p}${entry.use}`))
          faults.push({ path: [lang, i, "use"], expected: "a spelling its own entry accepts", found: JSON.stringify(`${p}${entry.use}`) });
      entry.insteadOf.forEach((variant, j) => {
        for (const p of proclitics)
          if (found(`${p}${variant}`).join() !== `${p}${variant}`)
            faults.push({
              path: [lang, i, "insteadOf", j],
              expected: `a variant the check finds in running text${p ? ` (also after ${p})` : ""}; one that holds the entry's own spelling never is`,
              found: JSON.stringify(variant),
            });
      });
    });
  return faults;
}

/**
 * The interface's words as text: a message that is a function reads as it does for a count in each of Arabic's
 * plural categories (zero, one, two, few, many, other), every argument being that count.
 */
export function interfaceTexts(messages: unknown): unknown {
  const COUNTS = [0, 1, 2, 3, 11, 100];
  if (typeof messages === "function")
    return Object.fromEntries(COUNTS.map((n) => [n, (messages as (...args: number[]) => unknown)(...Array<number>(messages.length).fill(n))]));
  if (messages && typeof messages === "object") return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, interfaceTexts(v)]));
  return messages;
}
