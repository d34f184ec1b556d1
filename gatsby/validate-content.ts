// Validates every file in content/ before Gatsby sources nodes, and reports all problems in one run.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { PAGE_BLOCKS } from "../src/lib/page-blocks";
import { tagSlug } from "../src/lib/slug";
import { CONTENT_TYPES, type ContentFile } from "./content-types";
import { CONTENT_SCHEMAS, type Content } from "./content-schema";

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
    (acc, s) => (typeof s === "number" ? `${acc}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(String(s)) ? `${acc}.${String(s)}` : `${acc}[${JSON.stringify(String(s))}]`),
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

function checkSchemas(sources: Record<string, string>, problems: Problem[]): Partial<Content> {
  const parsed: Partial<Record<ContentFile, unknown>> = {};
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
    const result = CONTENT_SCHEMAS[name].safeParse(data);
    if (result.success) parsed[name] = result.data;
    else
      for (const issue of result.error.issues) {
        const segments = issue.path;
        problems.push({ file, where: jsonPath(segments), expected: expectation(issue), found: describe(valueAt(data, segments)) });
      }
  }
  for (const extra of Object.keys(sources).filter((n) => !(n in CONTENT_TYPES)))
    problems.push({ file: `content/${extra}.json`, where: "$", expected: "a known content file (see gatsby/content-types.ts)", found: "an unknown file" });
  return parsed as Partial<Content>;
}

function duplicates<T>(file: string, items: readonly T[], key: (item: T) => string, label: string, problems: Problem[]): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, i);
    else problems.push({ file, where: `$[${i}]`, expected: `a unique ${label} (also used by $[${first}])`, found: `the ${label} ${JSON.stringify(k)} again` });
  });
}

function checkReferences(c: Partial<Content>, problems: Problem[]): void {
  if (c.services) duplicates("content/services.json", c.services, (s) => s.slug, "slug", problems);
  if (c.articles) duplicates("content/articles.json", c.articles, (a) => a.slug, "slug", problems);
  if (c["case-studies"]) duplicates("content/case-studies.json", c["case-studies"], (s) => s.slug, "slug", problems);
  if (c.team) duplicates("content/team.json", c.team, (m) => m.slug, "slug", problems);
  if (c.resources) duplicates("content/resources.json", c.resources, (r) => r.slug, "slug", problems);
  if (c.faq) duplicates("content/faq.json", c.faq, (f) => f.slug, "slug", problems);
  if (c.pages) duplicates("content/pages.json", c.pages, (p) => p.slug, "slug", problems);
  if (c.privacy) duplicates("content/privacy.json", c.privacy.sections, (s) => s.slug, "slug", problems);

  if (c.services && c["case-studies"]) {
    const known = new Set(c.services.map((s) => s.slug));
    c["case-studies"].forEach((study, i) =>
      study.services.forEach((service, j) => {
        if (!known.has(service))
          problems.push({
            file: "content/case-studies.json",
            where: `$[${i}].services[${j}]`,
            expected: `the slug of a service in content/services.json (${[...known].join(", ")})`,
            found: JSON.stringify(service),
          });
      }),
    );
  }

  if (c.articles) {
    // Two spellings of one tag ("AI Integration", "AI integration") would share a URL.
    const spelling = new Map<string, string>();
    c.articles.forEach((article, i) =>
      article.tags.forEach((t, j) => {
        const prior = spelling.get(tagSlug(t));
        if (prior !== undefined && prior !== t)
          problems.push({ file: "content/articles.json", where: `$[${i}].tags[${j}]`, expected: `the same spelling as the other use of this tag, ${JSON.stringify(prior)}`, found: JSON.stringify(t) });
        else spelling.set(tagSlug(t), t);
      }),
    );
    if (c.team) {
      const names = new Set(c.team.map((m) => m.name));
      c.articles.forEach((a, i) => {
        if (!names.has(a.author)) problems.push({ file: "content/articles.json", where: `$[${i}].author`, expected: `the name of a member of content/team.json`, found: JSON.stringify(a.author) });
      });
    }
  }

  if (c.pages) {
    for (const [slug, keys] of Object.entries(PAGE_BLOCKS)) {
      const index = c.pages.findIndex((p) => p.slug === slug);
      if (index === -1) {
        problems.push({ file: "content/pages.json", where: "$", expected: `a page with slug ${JSON.stringify(slug)}`, found: "none" });
        continue;
      }
      const have = new Set(c.pages[index]!.blocks.map((b) => b.key));
      for (const key of keys)
        if (!have.has(key)) problems.push({ file: "content/pages.json", where: `$[${index}].blocks`, expected: `a block with key ${JSON.stringify(key)}`, found: "none" });
    }
  }
}

/** Checks that every image a content file names exists next to it. */
function checkImages(c: Partial<Content>, contentDir: string, exists: (p: string) => boolean, problems: Problem[]): void {
  const check = (name: ContentFile, where: string, image: string | undefined) => {
    if (image && !exists(path.resolve(contentDir, image)))
      problems.push({ file: `content/${name}.json`, where, expected: `an image file at content/${image}`, found: "no such file" });
  };
  if (c.site) check("site", "$.ogImage", c.site.ogImage);
  c.pages?.forEach((p, i) => check("pages", `$[${i}].image`, p.image));
  c.services?.forEach((s, i) => check("services", `$[${i}].image`, s.image));
  c.articles?.forEach((a, i) => check("articles", `$[${i}].image`, a.image));
  c.testimonials?.forEach((t, i) => check("testimonials", `$[${i}].image`, t.image));
  c.team?.forEach((m, i) => check("team", `$[${i}].image`, m.image));
  c["case-studies"]?.forEach((s, i) => check("case-studies", `$[${i}].image`, s.image));
}

/**
 * Validates a content tree given as file name (without .json) -> source text.
 * Returns every problem found; an empty list means the content is sound.
 */
export function validateContent(sources: Record<string, string>, contentDir = "content", exists: (p: string) => boolean = fs.existsSync): { problems: Problem[]; content: Partial<Content> } {
  const problems: Problem[] = [];
  const content = checkSchemas(sources, problems);
  checkReferences(content, problems);
  checkImages(content, contentDir, exists, problems);
  return { problems, content };
}

export function readContentDir(dir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir)) if (entry.endsWith(".json")) sources[entry.slice(0, -5)] = fs.readFileSync(path.join(dir, entry), "utf8");
  return sources;
}
