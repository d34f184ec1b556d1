// Validates every file in content/ before Gatsby sources nodes, and reports all problems in one run.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { PAGE_BLOCKS } from "../src/lib/page-blocks";
import { tagSlug } from "../src/lib/slug";
import { CONTENT_TYPES, type ContentFile } from "./content-types";
import { CONTENT_SCHEMAS, tagPattern, type Content } from "./content-schema";

export interface Problem {
  /** Path relative to the project, e.g. content/services.json */
  file: string;
  /** JSON path such as $[1].features, or a line and column for syntax errors */
  where: string;
  expected: string;
  found: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file} at ${p.where}: expected ${p.expected}, found ${p.found}`;
}

export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (acc, s) =>
      typeof s === "number" ? `${acc}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(String(s)) ? `${acc}.${String(s)}` : `${acc}[${JSON.stringify(String(s))}]`,
    "$",
  );
}

/** A short, human description of a JSON value, for the 'found' half of a message. */
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

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "string" ? "text" : `a value of type ${issue.expected}`;
    case "too_small": {
      const n = Number(issue.minimum);
      if (issue.origin === "array") return `an array of ${issue.exact ? "exactly" : "at least"} ${n} item${n === 1 ? "" : "s"}`;
      if (issue.origin === "string") return n === 1 ? "non-empty text" : `text of at least ${n} characters`;
      return `a value of at least ${n}`;
    }
    case "too_big": {
      const n = Number(issue.maximum);
      if (issue.origin === "array") return `an array of ${issue.exact ? "exactly" : "at most"} ${n} items`;
      if (issue.origin === "string") return `text of at most ${n} characters`;
      return `a value of at most ${n}`;
    }
    case "invalid_value":
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      if (issue.format === "regex") return `a ${issue.message ?? "value in the right format"}`.replace(/^a Invalid.*/, "a value in the right format");
      return issue.format === "date" ? "a date as YYYY-MM-DD" : issue.format === "url" ? "an https:// URL" : `a valid ${issue.format}`;
    case "unrecognized_keys":
      return `only the documented fields (unknown: ${issue.keys.join(", ")})`;
    case "invalid_union":
      return "a value in one of the accepted formats";
    default:
      return issue.message;
  }
}

/** Converts a JSON.parse error into a line and column inside the source text. */
export function syntaxErrorLocation(source: string, error: Error): { line: number; column: number } | undefined {
  const explicit = /line (\d+) column (\d+)/.exec(error.message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  const position = /position (\d+)/.exec(error.message);
  if (!position) {
    // "Unexpected end of JSON input" has no position: the problem is at the end.
    if (/end of JSON/i.test(error.message)) return syntaxErrorLocation(source, new Error(`position ${source.length}`));
    return undefined;
  }
  const before = source.slice(0, Number(position[1]));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** JSON that parsed, whether or not it matches its schema: later checks still look at it. */
type Parsed = Partial<Record<ContentFile, unknown>>;

function checkSchemas(sources: Record<string, string>, problems: Problem[]): { parsed: Parsed; content: Partial<Content> } {
  const parsed: Parsed = {};
  const content: Partial<Record<ContentFile, unknown>> = {};
  for (const name of Object.keys(CONTENT_TYPES) as ContentFile[]) {
    const file = `content/${name}.json`;
    const source = sources[name];
    if (source === undefined) {
      problems.push({ file, where: "$", expected: "the file to exist", found: "no such file" });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (error) {
      const loc = syntaxErrorLocation(source, error as Error);
      problems.push({
        file,
        where: loc ? `line ${loc.line}, column ${loc.column}` : "the whole file",
        expected: "valid JSON",
        found: `a syntax error (${(error as Error).message.replace(/ in JSON at position \d+.*$/, "")})`,
      });
      continue;
    }
    parsed[name] = data;
    const result = CONTENT_SCHEMAS[name].safeParse(data);
    if (result.success) content[name] = result.data;
    else
      for (const issue of result.error.issues) {
        const segments = issue.path;
        problems.push({ file, where: jsonPath(segments), expected: expectation(issue), found: describe(valueAt(data, segments)) });
      }
  }
  for (const extra of Object.keys(sources).filter((n) => !(n in CONTENT_TYPES)))
    problems.push({ file: `content/${extra}.json`, where: "$", expected: "a known content file (see gatsby/content-types.ts)", found: "an unknown file" });
  return { parsed, content: content as Partial<Content> };
}

// The cross-reference checks read the parsed JSON defensively, so that a file with
// a schema error still has its references checked in the same run.
type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.map((v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Row) : {})) : []);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const strings = (value: unknown): (string | undefined)[] => (Array.isArray(value) ? value.map(str) : []);
const field = (value: unknown, key: string): unknown => (value && typeof value === "object" ? (value as Row)[key] : undefined);

function duplicates(file: string, items: readonly Row[], key: string, problems: Problem[], prefix = "$"): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const k = str(item[key]);
    if (k === undefined) return;
    const first = seen.get(k);
    if (first === undefined) seen.set(k, i);
    else
      problems.push({
        file,
        where: `${prefix}[${i}].${key}`,
        expected: `a unique ${key} (also used by ${prefix}[${first}])`,
        found: `the ${key} ${JSON.stringify(k)} again`,
      });
  });
}

function checkReferences(p: Parsed, problems: Problem[]): void {
  for (const name of ["services", "articles", "case-studies", "team", "resources", "faq", "pages"] as const)
    duplicates(`content/${name}.json`, rows(p[name]), "slug", problems);
  duplicates("content/privacy.json", rows(field(p.privacy, "sections")), "slug", problems, "$.sections");

  const services = rows(p.services).map((s) => str(s.slug));
  if (p.services !== undefined) {
    const known = new Set(services.filter(Boolean));
    rows(p["case-studies"]).forEach((study, i) =>
      strings(study.services).forEach((service, j) => {
        if (service !== undefined && !known.has(service))
          problems.push({
            file: "content/case-studies.json",
            where: `$[${i}].services[${j}]`,
            expected: `the slug of a service in content/services.json (${[...known].join(", ")})`,
            found: JSON.stringify(service),
          });
      }),
    );
  }

  // Two spellings of one tag ("AI Integration", "AI integration") would share a URL.
  const spelling = new Map<string, string>();
  rows(p.articles).forEach((article, i) =>
    strings(article.tags).forEach((t, j) => {
      if (t === undefined || !tagPattern.test(t)) return;
      const prior = spelling.get(tagSlug(t));
      if (prior !== undefined && prior !== t)
        problems.push({
          file: "content/articles.json",
          where: `$[${i}].tags[${j}]`,
          expected: `the same spelling as the other use of this tag, ${JSON.stringify(prior)}`,
          found: JSON.stringify(t),
        });
      else spelling.set(tagSlug(t), t);
    }),
  );
  if (p.team !== undefined) {
    const names = new Set(rows(p.team).map((m) => str(m.name)));
    rows(p.articles).forEach((a, i) => {
      const author = str(a.author);
      if (author !== undefined && !names.has(author))
        problems.push({
          file: "content/articles.json",
          where: `$[${i}].author`,
          expected: "the name of a member of content/team.json",
          found: JSON.stringify(author),
        });
    });
  }

  if (p.pages !== undefined) {
    const pages = rows(p.pages);
    for (const [slug, keys] of Object.entries(PAGE_BLOCKS)) {
      const index = pages.findIndex((page) => page.slug === slug);
      if (index === -1) {
        problems.push({ file: "content/pages.json", where: "$", expected: `a page with slug ${JSON.stringify(slug)}`, found: "none" });
        continue;
      }
      const have = new Set(rows(pages[index]!.blocks).map((b) => str(b.key)));
      for (const key of keys)
        if (!have.has(key))
          problems.push({ file: "content/pages.json", where: `$[${index}].blocks`, expected: `a block with key ${JSON.stringify(key)}`, found: "none" });
    }
  }
}

/** Checks that every image a content file names exists next to it. */
function checkImages(p: Parsed, contentDir: string, exists: (path: string) => boolean, problems: Problem[]): void {
  const check = (name: ContentFile, where: string, image: unknown) => {
    const relative = str(image);
    if (relative && !exists(path.resolve(contentDir, relative)))
      problems.push({ file: `content/${name}.json`, where, expected: `an image file at ${path.posix.join("content", relative)}`, found: "no such file" });
  };
  check("site", "$.ogImage", field(p.site, "ogImage"));
  for (const name of ["pages", "services", "articles", "testimonials", "team", "case-studies"] as const)
    rows(p[name]).forEach((row, i) => check(name, `$[${i}].image`, row.image));
}

/**
 * Validates a content tree given as file name (without .json) -> source text.
 * Returns every problem found; an empty list means the content is sound.
 */
export function validateContent(
  sources: Record<string, string>,
  contentDir = "content",
  exists: (p: string) => boolean = fs.existsSync,
): { problems: Problem[]; content: Partial<Content> } {
  const problems: Problem[] = [];
  const { parsed, content } = checkSchemas(sources, problems);
  checkReferences(parsed, problems);
  checkImages(parsed, contentDir, exists, problems);
  return { problems, content };
}

export function readContentDir(dir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir)) if (entry.endsWith(".json")) sources[entry.slice(0, -5)] = fs.readFileSync(path.join(dir, entry), "utf8");
  return sources;
}
