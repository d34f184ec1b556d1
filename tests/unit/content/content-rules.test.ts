/**
 * @jest-environment node
 */
// Rules every content tree must keep, checked against the real files in content/ (or the tree
// named by CONTENT_DIR, which content-edits.test.ts uses to run these rules on an edited copy).
// Nothing here counts records or names today's titles: an editor's valid change keeps it green.
// Only the specification's fixed facts that are not editorial are pinned (see the last block).
import fs from "node:fs";
import path from "node:path";
import { entriesFor, glossaryExpectation, glossaryFindings, glossarySchema, termViolations } from "../../../gatsby/content/glossary";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";
import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import { DEDICATED_SERVICE_IDS } from "../../../src/lib/routing/routes";
import { LANGS, type Lang } from "../../../src/lib/language/i18n";

const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.resolve(__dirname, "../../../content"));
const { problems, content, translations } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
const arabic = translations.ar.content;
const has = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error(`the content in ${CONTENT_DIR} did not validate; see the first test`);
  return value;
};

// The validator's own rules (schemas, unique slugs, references, tags, dates, images) are its tests'
// (tests/unit/gatsby/validate-content.test.ts); here it only has to pass on this tree.
it("passes the content validator (every file matches its schema, every reference resolves)", () => {
  // Thrown as plain lines so the output reads like the build's: file, JSON path, expected, found.
  if (problems.length > 0) throw new Error(`${CONTENT_DIR} has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
});

describe("document titles", () => {
  // Search engines cut longer titles, and html-validate's long-title rule (.htmlvalidate.json) refuses them.
  it.each([
    ["English", content, "en"],
    ["Arabic", arabic, "ar"],
  ] as const)("fit in %s: '{title} | {site title}' is at most 90 characters on every page made from a record", (_, c, lang) => {
    const tooLong = (["pages", "services", "articles", "case-studies"] as const).flatMap((name) =>
      (has(c[name]) as { slug: string; title: string }[])
        .map((r) => [r.slug, `${r.title} | ${has(c.site).siteTitle}`])
        .filter(([, title]) => title!.length > 90)
        .map(([slug, title]) => `content/${name} ${slug} (${lang}): "${title}" has ${title!.length} characters`),
    );
    expect(tooLong).toEqual([]);
  });
});

describe("the languages the company works in (site.{lang}.json availableLanguages)", () => {
  // They become the office's schema.org Language names on the pages of each language.
  it("are named in Arabic letters in the Arabic settings", () => {
    const notArabic = has(arabic.site)
      .availableLanguages.map((l) => l.name)
      .filter((name) => !/^[\p{Script=Arabic} ]+$/u.test(name));
    expect(notArabic).toEqual([]);
  });
});

describe("company name", () => {
  it("appears only in site.{lang}.json, in either language (outside email addresses and URLs)", () => {
    const names = [has(content.site).siteTitle.trim(), has(arabic.site).siteTitle.trim()];
    const pattern = new RegExp(
      names
        .map((name) =>
          name
            .split(/\s+/)
            .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("\\s+"),
        )
        .join("|"),
      "i",
    );
    const offenders: string[] = [];
    for (const file of fs.readdirSync(CONTENT_DIR).filter((f) => f.endsWith(".json") && !/^site\.[a-z]{2}\.json$/.test(f))) {
      const text = fs
        .readFileSync(path.join(CONTENT_DIR, file), "utf8")
        .replace(/\b(?:https?:\/\/|www\.)[^\s"]*/gi, " ")
        .replace(/[^\s"@]+@[^\s"@]+/g, " ");
      text.split("\n").forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`content/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});

describe("the glossary (content/glossary.json)", () => {
  // The content's words are checked by the validator (the first test); the interface's words must keep
  // the same spellings. A message that is a function is checked as it reads for a count in each of
  // Arabic's plural categories (zero, one, two, few, many, other), every argument being that count.
  const COUNTS = [0, 1, 2, 3, 11, 100];
  const words = (value: unknown): unknown =>
    typeof value === "function"
      ? Object.fromEntries(COUNTS.map((n) => [n, (value as (...args: number[]) => unknown)(...Array<number>(value.length).fill(n))]))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, words(v)]))
        : value;
  const glossary = () => glossarySchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "glossary.json"), "utf8")));

  it.each([
    ["en", "src/lib/language/messages.ts", MESSAGES],
    ["ar", "src/lib/language/messages-ar.ts", MESSAGES_AR],
  ] as const)("holds in the interface's words in %s (%s)", (lang, file, messages) => {
    const findings = glossaryFindings(entriesFor(glossary(), lang, "interface"), words(messages));
    expect(findings.map((f) => `${file} at ${f.path.join(".")}: expected ${glossaryExpectation(f)}, found ${JSON.stringify(f.excerpt)}`)).toEqual([]);
  });

  // Each entry does what it says: every spelling it refuses is found in running text (in Arabic, after a
  // joined و too), and the spelling it asks for is not. A variant the matching can never find, such as
  // one that holds the entry's own term, would refuse nothing and look as if it did.
  const FILLER: Record<Lang, string> = { en: "Text", ar: "نص" };
  it.each(LANGS.flatMap((lang) => glossary()[lang].map((entry) => [lang, entry.use, entry] as const)))(
    "%s «%s» refuses each of its variants and accepts itself",
    (lang, use, entry) => {
      const found = (text: string) => termViolations([entry], `${FILLER[lang]} ${text} ${FILLER[lang]}.`).map((v) => v.found);
      expect(found(use)).toEqual([]);
      for (const variant of entry.insteadOf) {
        expect(found(variant)).toEqual([variant]);
        if (lang === "ar") expect(found(`و${variant}`)).toEqual([`و${variant}`]);
      }
      if (lang === "ar") expect(found(`و${use}`)).toEqual([]);
    },
  );
});

describe("Arabic prose", () => {
  /**
   * A relative pronoun right after an aside set off by commas («المنطقة السحابية، وأحيانًا المزوّد، الذي …»)
   * can agree with the aside's noun or the main one, and the reader cannot tell which was meant: give
   * each noun its own clause, or drop the aside. The aside is a short stretch between two commas.
   */
  const RELATIVE_AFTER_ASIDE = /،[^،.؛:؟!]{1,40}،\s*(?:الذي|التي|الذين|اللذين|اللتين|اللذان|اللتان|اللاتي|اللواتي)(?![\p{L}\p{M}])/u;

  it("the check finds a relative clause after an aside, and passes one that follows its noun", () => {
    expect(RELATIVE_AFTER_ASIDE.test("تحدد المنطقة السحابية، وأحيانًا المزوّد، الذي يمكن لكل عبء عمل استخدامه.")).toBe(true);
    expect(RELATIVE_AFTER_ASIDE.test("تحدد المنطقة السحابية التي يمكن لكل عبء عمل استخدامها، بل تحدد أحيانًا المزوّد نفسه.")).toBe(false);
    expect(RELATIVE_AFTER_ASIDE.test("زمن الرد على الرسائل المباشرة، التي يعاملها العملاء قناةً للخدمة.")).toBe(false);
  });

  it("never puts a relative clause after an aside, where it could belong to either noun", () => {
    const strings = (value: unknown, at: string): [string, string][] =>
      typeof value === "string"
        ? [[at, value]]
        : Array.isArray(value)
          ? value.flatMap((v, i) => strings(v, `${at}[${i}]`))
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`))
            : [];
    const sources = readContentDir(CONTENT_DIR);
    const offenders = Object.keys(sources)
      .filter((key) => key.endsWith(".ar"))
      .flatMap((key) => strings(JSON.parse(sources[key]!), "$").map(([at, text]) => [`content/${key}.json at ${at}`, text] as const))
      .filter(([, text]) => RELATIVE_AFTER_ASIDE.test(text))
      .map(([where, text]) => `${where}: ${RELATIVE_AFTER_ASIDE.exec(text)![0]}`);
    expect(offenders).toEqual([]);
  });
});

// The specification fixes these; they are not editorial, so an editor changing them is a mistake.
describe("the specification's fixed facts", () => {
  it("the four dedicated services exist", () => {
    const slugs = has(content.services).map((s) => s.slug);
    expect(DEDICATED_SERVICE_IDS.filter((id) => !slugs.includes(id))).toEqual([]);
  });

  it("the office is at 25.1719, 55.3022, shown at zoom 15", () => {
    const { geo, mapZoom } = has(content.site).contact;
    expect(geo).toEqual({ latitude: 25.1719, longitude: 55.3022 });
    expect(mapZoom).toBe(15);
  });
});
