// Validates every file in content/ before Gatsby sources nodes, and reports all problems in one run.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { tagSlug } from "../../src/lib/routing/slug";
import type { Lang } from "../../src/lib/language/i18n";
import {
  COLLECTIONS,
  DOCUMENTS,
  collectionPolicy,
  compareRecords,
  contentFilePath,
  folderOf,
  isCollection,
  isDocument,
  isTranslationOnly,
  splitLang,
  typeOfKey,
  type Collection,
  type ContentFile,
  type DocumentName,
} from "../../src/lib/content/content-files";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import {
  entriesFor,
  GLOSSARY_FILE,
  GLOSSARY_KEY,
  glossaryExpectation,
  glossaryFaults,
  glossaryFindings,
  glossarySchema,
  interfaceTexts,
  type Glossary,
} from "./glossary";
import { PROSE_RULES, proseFindings } from "./prose";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS, isImageMark, relationOf, schemaOfKey, tagPattern, type Content } from "../../src/lib/content/schema";
import { countWords, formatWords, lengthWords, nodeAt, numberWords, rulesOf, type RuleNode } from "./rules";
import { markedValues, mergeTranslation, translatesNothing, translationIssues, withoutShared } from "../../src/lib/content/translations";
import { jsonPath } from "./value-paths";

export interface Problem {
  /** e.g. content/services/marketing.ar.json */
  file: string;
  /** $[1].features, or a line and column for syntax errors */
  where: string;
  expected: string;
  found: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file} at ${p.where}: expected ${p.expected}, found ${p.found}`;
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "string") return value.length > 60 ? `the text "${value.slice(0, 57)}..."` : `the text ${JSON.stringify(value)}`;
  if (typeof value === "object") return `an object with keys ${Object.keys(value).join(", ") || "(none)"}`;
  return `the ${typeof value} ${String(value)}`;
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const s of segments) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[s];
  }
  return v;
}

/**
 * What the field should hold. A bound or a format is said from the field's rules in the model (rules.ts), in the
 * words the CMS shows at the field, both bounds at once: "text of 50 to 170 characters", not just the one broken.
 */
function expectation(issue: z.core.$ZodIssue, rules: RuleNode): string {
  const node = nodeAt(rules, issue.path);
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "string" ? "text" : `a value of type ${issue.expected}`;
    case "too_small":
    case "too_big": {
      const said = node && (issue.origin === "array" ? countWords(node) : issue.origin === "string" ? lengthWords(node) : numberWords(node));
      if (said) return said;
      const n = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      if (issue.origin === "string" && issue.code === "too_small" && n === 1) return "non-empty text";
      return `a value of ${issue.code === "too_small" ? "at least" : "at most"} ${n}`;
    }
    case "invalid_value":
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
    case "invalid_union":
      return (node && formatWords(node)) ?? "a value in the right format";
    case "unrecognized_keys":
      return `only the documented fields (unknown: ${issue.keys.join(", ")})`;
    default:
      return issue.message;
  }
}

export function syntaxErrorLocation(source: string, error: Error): { line: number; column: number } | undefined {
  const explicit = /line (\d+) column (\d+)/.exec(error.message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  // Node (24 and later) names the line and column of every error but the end of the input, which is the file's end.
  if (!/end of JSON/i.test(error.message)) return undefined;
  const lines = source.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Parsed, whether or not it matches its schema: later checks still look at it. */
interface Entry {
  file: string;
  data: unknown;
}
/** Collections in the order the site lists them. */
interface Parsed {
  documents: Partial<Record<DocumentName, Entry>>;
  collections: Record<Collection, Entry[]>;
}

/** Index for index with the collection in `content`. */
export type RecordFiles = Partial<Record<Collection, string[]>>;

function parseFile(file: string, source: string, problems: Problem[]): Entry | undefined {
  try {
    return { file, data: JSON.parse(source) };
  } catch (error) {
    const loc = syntaxErrorLocation(source, error as Error);
    problems.push({
      file,
      where: loc ? `line ${loc.line}, column ${loc.column}` : "the whole file",
      expected: "valid JSON",
      found: `a syntax error (${(error as Error).message.replace(/ in JSON at position \d+.*$/, "")})`,
    });
    return undefined;
  }
}

function checked(entry: Entry, schema: z.ZodType, problems: Problem[]): { data: unknown } | undefined {
  const result = schema.safeParse(entry.data);
  if (result.success) return { data: result.data };
  const rules = rulesOf(schema);
  for (const issue of result.error.issues)
    problems.push({ file: entry.file, where: jsonPath(issue.path), expected: expectation(issue, rules), found: describe(valueAt(entry.data, issue.path)) });
  return undefined;
}

const recordName = (file: string) => path.posix.basename(file).replace(/(?:\.[a-z]{2})?\.json$/, "");

/** In the collection's order (content-files.ts); by file where a record lacks its keys. */
function listed(name: Collection, entries: Entry[]): Entry[] {
  const compare = compareRecords(name);
  return [...entries].sort((a, b) => compare(a.data, b.data) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function emptyParsed(): Parsed {
  return { documents: {}, collections: Object.fromEntries(Object.keys(COLLECTIONS).map((c) => [c, []])) as unknown as Record<Collection, Entry[]> };
}

/** So /insights/{slug} is edited in content/articles/{slug}.{lang}.json. */
function checkSlugIsFileName(entry: Entry, problems: Problem[]): void {
  const slug = field(entry.data, "slug");
  if (typeof slug === "string" && slug !== recordName(entry.file))
    problems.push({
      file: entry.file,
      where: "$.slug",
      expected: `the file's name, ${JSON.stringify(recordName(entry.file))} (or rename the file)`,
      found: JSON.stringify(slug),
    });
}

/** Every record in both languages, or a record may be published in English only (content-files.ts). */
const bilingual = (name: Collection): boolean => collectionPolicy(name).translation === "every record";

/** A file in content/ that is no content file, and what it should have been. */
function unknownFile(file: string, key: string, lang?: Lang): Problem {
  const problem = { file, where: "$", found: "an unknown file" };
  if (isCollection(key)) return { ...problem, expected: `one file per record in content/${key}/ (this single file is the old layout; see docs/content.md)` };
  if (!typeOfKey(key)) return { ...problem, expected: "a known content file (see src/lib/content/content-files.ts)" };
  if (lang) return { ...problem, expected: "no English file: it exists only in translation (see docs/content.md)" };
  return {
    ...problem,
    expected: `a file named for its language: content/${key}.en.json, and content/${key}.ar.json for its Arabic (see docs/content.md)`,
    found: "a file without a language in its name",
  };
}

/**
 * One language's files against their schemas. A translation (given `english`) is first merged with its English
 * twin, which it must translate wholly without repeating a shared value; a record with no English twin is checked whole.
 */
function checkLanguage(lang: Lang, sources: Record<string, string>, problems: Problem[], english?: Parsed) {
  const parsed = emptyParsed();
  const merged = (entry: Entry, schema: z.ZodType, englishEntry: Entry | undefined): Entry => {
    if (!englishEntry) return entry;
    for (const issue of translationIssues(schema, englishEntry.data, entry.data))
      problems.push({
        file: entry.file,
        where: jsonPath(issue.path),
        expected: issue.expected.replace("the English file", englishEntry.file),
        found: describe(issue.found),
      });
    return { file: entry.file, data: mergeTranslation(schema, englishEntry.data, entry.data) };
  };
  const content: Partial<Record<ContentFile, unknown>> = {};
  // content/{collection}/{slug} keys.
  const untranslated = { englishOnly: [] as string[], translationOnly: [] as string[] };

  for (const name of Object.keys(DOCUMENTS) as DocumentName[]) {
    const translationOnly = isTranslationOnly(name);
    if (!english && translationOnly) continue;
    const source = sources[name];
    const englishEntry = english?.documents[name];
    if (source === undefined) {
      problems.push({
        file: contentFilePath(name, lang),
        where: "$",
        expected:
          english && !translationOnly ? `the translation of ${contentFilePath(name)} (the site's structure exists in both languages)` : "the file to exist",
        found: "no such file",
      });
      continue;
    }
    // Without a readable English file there is nothing to translate; its own problem says why.
    if (english && !englishEntry && !translationOnly) continue;
    const entry = parseFile(contentFilePath(name, lang), source, problems);
    if (!entry) continue;
    const full = merged(entry, DOCUMENT_SCHEMAS[name], englishEntry);
    parsed.documents[name] = full;
    const valid = checked(full, DOCUMENT_SCHEMAS[name], problems);
    if (valid) content[name] = valid.data;
  }

  const englishRecords = new Map<string, Entry>();
  for (const [name, entries] of Object.entries(english?.collections ?? {})) for (const e of entries) englishRecords.set(`${name}/${recordName(e.file)}`, e);
  const seen = new Set<string>();
  for (const [key, source] of Object.entries(sources)) {
    const folder = folderOf(key);
    if (folder === "" && isDocument(key) && (english || !isTranslationOnly(key))) continue;
    if (!isCollection(folder)) {
      problems.push(unknownFile(contentFilePath(key, lang), key, lang));
      continue;
    }
    const entry = parseFile(contentFilePath(key, lang), source, problems);
    if (!entry) continue;
    const twin = englishRecords.get(key);
    // An article or case study whose translation is still empty (the CMS writes {}) is published in English only.
    if (twin && !bilingual(folder) && translatesNothing(RECORD_SCHEMAS[folder], entry.data)) continue;
    seen.add(key);
    if (english && !twin) {
      if (bilingual(folder))
        problems.push({
          file: contentFilePath(key),
          where: "$",
          expected: `the English record that ${entry.file} translates (every record of content/${folder}/ exists in both languages)`,
          found: "no such file",
        });
      else untranslated.translationOnly.push(key);
    }
    parsed.collections[folder].push(merged(entry, RECORD_SCHEMAS[folder], twin));
  }
  for (const [key, twin] of englishRecords) {
    if (seen.has(key)) continue;
    const folder = folderOf(key) as Collection;
    if (bilingual(folder))
      problems.push({
        file: contentFilePath(key, lang),
        where: "$",
        expected: `the translation of ${twin.file} (every record of content/${folder}/ exists in both languages)`,
        found: "no such file",
      });
    else untranslated.englishOnly.push(key);
  }

  const files: RecordFiles = {};
  for (const name of Object.keys(COLLECTIONS) as Collection[]) {
    const entries = (parsed.collections[name] = listed(name, parsed.collections[name]));
    const valid: Entry[] = [];
    for (const entry of entries) {
      const record = checked(entry, RECORD_SCHEMAS[name], problems);
      if (record) valid.push({ file: entry.file, data: record.data });
      // A record owns its slug, so its file is named after it; a twin's slug is its English file's, checked there.
      if (!english || untranslated.translationOnly.includes(`${name}/${recordName(entry.file)}`)) checkSlugIsFileName(entry, problems);
    }
    content[name] = valid.map((record) => record.data);
    files[name] = valid.map((record) => record.file);
  }
  return { content: content as Partial<Content>, files, parsed, untranslated };
}

/** A missing glossary is a problem: its rule must not switch itself off with a lost file. */
function readGlossary(source: string | undefined, problems: Problem[]): Glossary | undefined {
  if (source === undefined) {
    problems.push({
      file: GLOSSARY_FILE,
      where: "$",
      expected: "the file to exist (the glossary of each language's spellings, see docs/content.md)",
      found: "no such file",
    });
    return undefined;
  }
  const entry = parseFile(GLOSSARY_FILE, source, problems);
  const valid = entry && checked(entry, glossarySchema, problems);
  if (!valid) return undefined;
  const glossary = valid.data as Glossary;
  const faults = glossaryFaults(glossary);
  for (const fault of faults) problems.push({ file: GLOSSARY_FILE, where: jsonPath(fault.path), expected: fault.expected, found: fault.found });
  return faults.length === 0 ? glossary : undefined;
}

/** The interface's words, which keep the glossary's spellings as the content does. */
const INTERFACE: Record<Lang, { file: string; messages: unknown }> = {
  en: { file: "src/lib/language/messages.ts", messages: MESSAGES },
  ar: { file: "src/lib/language/messages-ar.ts", messages: MESSAGES_AR },
};

/**
 * The glossary's spellings and each language's prose rules, over translatable texts only (shared values such as
 * slugs, paths and tags are keys, not prose); the glossary's interface entries over the interface's words.
 */
function checkWords(glossary: Glossary | undefined, byLang: Record<Lang, Record<string, string>>, problems: Problem[]): void {
  for (const lang of Object.keys(byLang) as Lang[]) {
    const entries = glossary ? entriesFor(glossary, lang, "content") : [];
    const prose = PROSE_RULES.filter((rule) => rule.lang === lang);
    for (const [key, source] of Object.entries(byLang[lang])) {
      const schema = schemaOfKey(key);
      let data: unknown;
      try {
        data = JSON.parse(source);
      } catch {
        continue; // reported as invalid JSON
      }
      if (!schema) continue;
      const texts = withoutShared(schema, data);
      const file = contentFilePath(key, lang);
      for (const finding of glossaryFindings(entries, texts))
        problems.push({ file, where: jsonPath(finding.path), expected: glossaryExpectation(finding), found: JSON.stringify(finding.excerpt) });
      for (const finding of proseFindings(prose, texts)) problems.push({ file, where: jsonPath(finding.path), ...finding });
    }
    const { file, messages } = INTERFACE[lang];
    for (const finding of proseFindings(prose, interfaceTexts(messages))) problems.push({ file, where: finding.path.join("."), ...finding });
    if (!glossary) continue;
    for (const finding of glossaryFindings(entriesFor(glossary, lang, "interface"), interfaceTexts(messages)))
      problems.push({
        file,
        where: finding.path.join("."),
        expected: `${glossaryExpectation(finding)}, or an entry that applies to content only ("scope": "content")`,
        found: JSON.stringify(finding.excerpt),
      });
  }
}

/** Every tag a translated article shows needs a label in content/tags.{lang}.json. */
function checkTagLabels(translated: Parsed, problems: Problem[]): void {
  const labels = translated.documents.tags;
  if (!labels) return;
  const named = new Set(rows(labels.data).map((row) => str(row.tag)));
  const missing = new Map<string, string>();
  for (const article of translated.collections.articles)
    for (const t of strings(field(article.data, "tags"))) if (t !== undefined && !named.has(t) && !missing.has(t)) missing.set(t, article.file);
  for (const [t, file] of missing)
    problems.push({ file: labels.file, where: "$", expected: `a label for the tag ${JSON.stringify(t)}, which ${file} shows`, found: "none" });
}

// Defensive readers, so a file with a schema error still has its references checked in the same run.
type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.map((v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Row) : {})) : []);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const strings = (value: unknown): (string | undefined)[] => (Array.isArray(value) ? value.map(str) : []);
const field = (value: unknown, key: string): unknown => (value && typeof value === "object" ? (value as Row)[key] : undefined);

interface Use {
  file: string;
  where: string;
  value: unknown;
}

function duplicateSlugs(problems: Problem[], uses: readonly Use[]): void {
  const seen = new Map<string, Use>();
  for (const use of uses) {
    const k = str(use.value);
    if (k === undefined) continue;
    const first = seen.get(k);
    if (first === undefined) seen.set(k, use);
    else
      problems.push({
        file: use.file,
        where: use.where,
        expected: `a unique slug (also used by ${first.file === use.file ? first.where : first.file})`,
        found: `the slug ${JSON.stringify(k)} again`,
      });
  }
}

/** `named` holds the records a relation may name: the English ones, in every language. */
function checkReferences({ documents: d, collections: c }: Parsed, problems: Problem[], named: Parsed["collections"] = c): void {
  const documentRows = (name: DocumentName, rowsOf: (data: unknown) => unknown, prefix: string): Use[] => {
    const entry = d[name];
    return entry ? rows(rowsOf(entry.data)).map((row, i) => ({ file: entry.file, where: `${prefix}[${i}].slug`, value: row.slug })) : [];
  };
  for (const uses of [
    ...Object.values(c).map((entries) => entries.map((e) => ({ file: e.file, where: "$.slug", value: field(e.data, "slug") }))),
    documentRows("pages", (data) => data, "$"),
    documentRows("privacy", (data) => field(data, "sections"), "$.sections"),
  ])
    duplicateSlugs(problems, uses);

  // A relation names a record of another collection by one of its fields, wherever the model marks one.
  for (const entry of allEntries({ documents: d, collections: c }))
    for (const use of markedValues(entry.schema, entry.data, (meta) => relationOf(meta) !== undefined)) {
      const { collection, valueField } = relationOf(use.meta)!;
      const targets = named[collection];
      // Without the records it names (their files failed to parse), their own problems say why.
      if (targets.length === 0) continue;
      const known = targets.map((t) => str(field(t.data, valueField))).filter((v): v is string => v !== undefined);
      if (typeof use.value === "string" && !known.includes(use.value))
        problems.push({
          file: entry.file,
          where: jsonPath(use.path),
          expected: `the ${valueField} of a record in content/${collection}/ (${known.join(", ")})`,
          found: JSON.stringify(use.value),
        });
    }

  // Two spellings of one tag ("AI Integration", "AI integration") would share a URL.
  const spelling = new Map<string, string>();
  for (const article of c.articles)
    strings(field(article.data, "tags")).forEach((t, j) => {
      if (t === undefined || !tagPattern.test(t)) return;
      const prior = spelling.get(tagSlug(t));
      if (prior !== undefined && prior !== t)
        problems.push({
          file: article.file,
          where: `$.tags[${j}]`,
          expected: `the same spelling as the other use of this tag, ${JSON.stringify(prior)}`,
          found: JSON.stringify(t),
        });
      else spelling.set(tagSlug(t), t);
    });
  const pagesEntry = d.pages;
  if (pagesEntry !== undefined) {
    const pages = rows(pagesEntry.data);
    for (const [slug, keys] of Object.entries(DOCUMENTS.pages.requiredBlocks)) {
      const index = pages.findIndex((page) => page.slug === slug);
      if (index === -1) {
        problems.push({ file: pagesEntry.file, where: "$", expected: `a page with slug ${JSON.stringify(slug)}`, found: "none" });
        continue;
      }
      const have = new Set(rows(pages[index]!.blocks).map((b) => str(b.key)));
      for (const key of keys)
        if (!have.has(key))
          problems.push({ file: pagesEntry.file, where: `$[${index}].blocks`, expected: `a block with key ${JSON.stringify(key)}`, found: "none" });
    }
  }
}

/** Every picture the model marks as one, wherever it is, is a file beside the content that names it. */
function checkImages(parsed: Parsed, contentDir: string, exists: (path: string) => boolean, problems: Problem[]): void {
  for (const entry of allEntries(parsed))
    for (const use of markedValues(entry.schema, entry.data, isImageMark)) {
      const relative = str(use.value);
      if (!relative) continue;
      const folder = path.posix.dirname(entry.file).replace(/^content\/?/, "");
      if (!exists(path.resolve(contentDir, folder, relative)))
        problems.push({
          file: entry.file,
          where: jsonPath(use.path),
          expected: `an image file at ${path.posix.normalize(path.posix.join(path.posix.dirname(entry.file), relative))}`,
          found: "no such file",
        });
    }
}

/** Every parsed file with its schema. */
function allEntries({ documents, collections }: Parsed): (Entry & { schema: z.ZodType })[] {
  return [
    ...(Object.entries(documents) as [DocumentName, Entry][]).map(([name, e]) => ({ ...e, schema: DOCUMENT_SCHEMAS[name] as z.ZodType })),
    ...(Object.entries(collections) as [Collection, Entry[]][]).flatMap(([name, entries]) =>
      entries.map((e) => ({ ...e, schema: RECORD_SCHEMAS[name] as z.ZodType })),
    ),
  ];
}

/** Keys are paths inside content/ without .json ("site.en", "articles/{record}.ar"). */
export function validateContent(sources: Record<string, string>, contentDir = "content", exists: (p: string) => boolean = fs.existsSync) {
  const problems: Problem[] = [];
  const byLang: Record<Lang, Record<string, string>> = { en: {}, ar: {} };
  for (const [fileKey, source] of Object.entries(sources)) {
    if (fileKey === GLOSSARY_KEY) continue;
    const split = splitLang(fileKey);
    if (split && (typeOfKey(split.key) || !typeOfKey(fileKey))) byLang[split.lang][split.key] = source;
    else problems.push(unknownFile(`content/${fileKey}.json`, fileKey));
  }
  const en = checkLanguage("en", byLang.en, problems);
  for (const name of Object.keys(COLLECTIONS) as Collection[]) {
    const min = collectionPolicy(name).minRecords ?? 0;
    if (en.parsed.collections[name].length < min)
      problems.push({
        file: `content/${name}/`,
        where: "$",
        expected: `at least ${min} record${min === 1 ? "" : "s"}`,
        found: `${en.parsed.collections[name].length}`,
      });
  }
  checkReferences(en.parsed, problems);
  checkImages(en.parsed, contentDir, exists, problems);

  const ar = checkLanguage("ar", byLang.ar, problems, en.parsed);
  // Shared fields were checked in the English files; what remains are the records published only in Arabic.
  const arabicOnly = (name: Collection) => ar.parsed.collections[name].filter((e) => ar.untranslated.translationOnly.includes(`${name}/${recordName(e.file)}`));
  const translatedOnly = Object.fromEntries((Object.keys(COLLECTIONS) as Collection[]).map((name) => [name, arabicOnly(name)])) as Parsed["collections"];
  // A relation names an English record's value (an author's English name, a service's slug) in every language.
  checkReferences({ documents: {}, collections: translatedOnly }, problems, en.parsed.collections);
  checkImages({ documents: {}, collections: translatedOnly }, contentDir, exists, problems);
  checkTagLabels(ar.parsed, problems);
  checkWords(readGlossary(sources[GLOSSARY_KEY], problems), byLang, problems);
  return { problems, content: en.content, files: en.files, translations: { ar } };
}

/** Every JSON file under dir, keyed by its path inside dir without .json ("site.en", "articles/{record}.ar"). */
export function readContentDir(dir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, full).split(path.sep).join("/").slice(0, -".json".length);
    sources[key] = fs.readFileSync(full, "utf8");
  }
  return sources;
}
