// An Arabic file holds its translated fields and nothing else; shared values (schema.ts) live only in the
// English file, so an editor changes them once (Decap's `i18n: none`). A record with no English twin holds
// every field. Also runs in the CMS previews (src/cms/bridge.tsx), so no Node imports.
import { z } from "zod";

export interface TranslationIssue {
  path: PropertyKey[];
  expected: string;
  found: unknown;
}

export type Schema = z.ZodType;

/** What a schema is, through zod's public classes and their documented accessors (.shape, .element, .unwrap(), .in). */
type Kind =
  | { type: "wrapper"; inner: Schema; optional: boolean }
  | { type: "object"; shape: Record<string, Schema> }
  | { type: "array"; element: Schema }
  | { type: "union"; options: readonly Schema[] }
  | { type: "enum"; options: readonly string[] }
  | { type: "string" | "number" | "boolean" | "other" };

function kindOf(s: Schema): Kind {
  if (s instanceof z.ZodOptional) return { type: "wrapper", inner: s.unwrap() as Schema, optional: true };
  if (s instanceof z.ZodNullable || s instanceof z.ZodDefault) return { type: "wrapper", inner: s.unwrap() as Schema, optional: false };
  if (s instanceof z.ZodPipe) return { type: "wrapper", inner: s.in as Schema, optional: false };
  if (s instanceof z.ZodObject) return { type: "object", shape: s.shape as Record<string, Schema> };
  if (s instanceof z.ZodArray) return { type: "array", element: s.element as Schema };
  if (s instanceof z.ZodUnion) return { type: "union", options: s.options as readonly Schema[] };
  if (s instanceof z.ZodEnum) return { type: "enum", options: s.options as readonly string[] };
  if (s instanceof z.ZodString || s instanceof z.ZodStringFormat) return { type: "string" };
  if (s instanceof z.ZodNumber) return { type: "number" };
  if (s instanceof z.ZodBoolean) return { type: "boolean" };
  return { type: "other" };
}

const metaOf = (s: Schema): Record<string, unknown> | undefined => s.meta();

/** Through optional(), nullable(), default() and pipes, noting whether any layer was marked shared. */
function unwrap(schema: Schema): { inner: Schema; marked: boolean } {
  let s = schema;
  let marked = metaOf(s)?.shared === true;
  for (let k = kindOf(s); k.type === "wrapper"; k = kindOf(s)) {
    s = k.inner;
    marked ||= metaOf(s)?.shared === true;
  }
  return { inner: s, marked };
}

/** Marked shared, not text (numbers, booleans, fixed sets), or made only of shared parts. */
export function isShared(schema: Schema): boolean {
  const { inner, marked } = unwrap(schema);
  if (marked) return true;
  const k = kindOf(inner);
  switch (k.type) {
    case "string":
      return false;
    case "object":
      return Object.values(k.shape).every(isShared);
    case "array":
      return isShared(k.element);
    case "union":
      return k.options.every(isShared);
    default:
      return true;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b) &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([k, v]) => sameValue(v, (b as Record<string, unknown>)[k])));
/** Records merge item by item; text lists are translated as a whole. */
const hasRecordItems = (element: Schema) => kindOf(unwrap(element).inner).type === "object";

/** Empty means mergeTranslation gives a complete record. */
export function translationIssues(schema: Schema, english: unknown, translation: unknown, path: PropertyKey[] = []): TranslationIssue[] {
  if (isShared(schema)) {
    // Decap copies shared values inside lists into every language's file: tolerated while equal.
    if (translation === undefined || sameValue(translation, english)) return [];
    return [{ path, expected: "nothing: this value is shared with the English file, which alone holds it", found: translation }];
  }
  if (translation === undefined)
    return english === undefined ? [] : [{ path, expected: "its translation (the English file has this field)", found: undefined }];
  const d = kindOf(unwrap(schema).inner);
  if (d.type === "object") {
    if (!isObject(translation)) return [{ path, expected: "an object, as in the English file", found: translation }];
    const shape = d.shape;
    const eng = isObject(english) ? english : {};
    const issues = Object.keys(translation)
      .filter((k) => !Object.hasOwn(shape, k))
      .map((k) => ({ path: [...path, k], expected: "only the documented fields", found: translation[k] }));
    for (const [k, field] of Object.entries(shape)) issues.push(...translationIssues(field, eng[k], translation[k], [...path, k]));
    return issues;
  }
  if (d.type === "array") {
    if (!Array.isArray(translation)) return [{ path, expected: "a list, as in the English file", found: translation }];
    if (!hasRecordItems(d.element)) return [];
    const eng = Array.isArray(english) ? english : [];
    if (translation.length !== eng.length)
      return [{ path, expected: `${eng.length} item${eng.length === 1 ? "" : "s"} in the English file's order, one for each`, found: translation }];
    return translation.flatMap((item, i) => translationIssues(d.element, eng[i], item, [...path, i]));
  }
  return [];
}

export function mergeTranslation(schema: Schema, english: unknown, translation: unknown): unknown {
  if (isShared(schema)) return english;
  if (translation === undefined) return english;
  const d = kindOf(unwrap(schema).inner);
  if (d.type === "object" && isObject(translation)) {
    const eng = isObject(english) ? english : {};
    const merged: Record<string, unknown> = {};
    for (const [k, field] of Object.entries(d.shape)) {
      const value = mergeTranslation(field, eng[k], translation[k]);
      if (value !== undefined) merged[k] = value;
    }
    return merged;
  }
  if (d.type === "array" && Array.isArray(translation) && hasRecordItems(d.element)) {
    // A translation of another length is reported, not followed.
    if (!Array.isArray(english)) return translation;
    return english.map((item, i) => mergeTranslation(d.element, item, translation[i]));
  }
  return translation;
}

export function withoutShared(schema: Schema, record: unknown): unknown {
  if (isShared(schema)) return undefined;
  const d = kindOf(unwrap(schema).inner);
  if (d.type === "object" && isObject(record)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) {
      const field = d.shape[k];
      const kept = field ? withoutShared(field, v) : v;
      if (kept !== undefined) out[k] = kept;
    }
    return out;
  }
  if (d.type === "array" && Array.isArray(record) && hasRecordItems(d.element)) return record.map((item) => withoutShared(d.element, item));
  return record;
}

/**
 * A value of the schema's shape from an entry at any stage of writing (the CMS previews): a missing or mistyped
 * part is empty (text "", number 0, list [], a fixed set's first option), and an empty optional one absent.
 */
export function filledIn(schema: Schema, value: unknown): unknown {
  const d = kindOf(schema);
  switch (d.type) {
    case "wrapper":
      if (d.optional && (value === undefined || value === null || value === "")) return undefined;
      return filledIn(d.inner, value);
    case "string":
      return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : Number(value) || 0;
    case "boolean":
      return value === true;
    case "enum":
      return d.options.includes(value as string) ? value : d.options[0];
    case "array":
      return Array.isArray(value) ? value.map((item) => filledIn(d.element, item)) : [];
    case "object": {
      const fields = isObject(value) ? value : {};
      return Object.fromEntries(Object.entries(d.shape).map(([k, field]) => [k, filledIn(field, fields[k])]));
    }
    case "union":
      return filledIn(d.options[0]!, value);
    default:
      return value;
  }
}

/** Metadata of a schema and of every layer around its value (optional(), pipes), the inner layer's last. */
function metaThrough(schema: Schema): Record<string, unknown> {
  let s = schema;
  let meta = { ...metaOf(s) };
  for (let k = kindOf(s); k.type === "wrapper"; k = kindOf(s)) {
    s = k.inner;
    meta = { ...meta, ...metaOf(s) };
  }
  return meta;
}

export interface MarkedValue {
  path: PropertyKey[];
  value: unknown;
  /** The schema's metadata at the value (schema.ts's marks: `cms`, `page`, …). */
  meta: Record<string, unknown>;
}

/**
 * Every value in `value` whose schema's metadata passes `test`, with its path: how the cross-record checks find
 * relations, images and page links by the model's marks, not by field names. A union's value is read by the
 * option that accepts it; a value of the wrong shape is passed over, as its schema error reports it.
 */
export function markedValues(schema: Schema, value: unknown, test: (meta: Record<string, unknown>) => boolean, path: PropertyKey[] = []): MarkedValue[] {
  const meta = metaThrough(schema);
  if (test(meta)) return value === undefined ? [] : [{ path, value, meta }];
  const d = kindOf(unwrap(schema).inner);
  if (d.type === "object" && isObject(value)) return Object.entries(d.shape).flatMap(([k, field]) => markedValues(field, value[k], test, [...path, k]));
  if (d.type === "array" && Array.isArray(value)) return value.flatMap((item, i) => markedValues(d.element, item, test, [...path, i]));
  if (d.type === "union") {
    const option = d.options.find((o) => o.safeParse(value).success);
    return option ? markedValues(option, value, test, path) : [];
  }
  return [];
}

/** Decap writes `{}` for the Arabic file of an English article created in it: English-only until translated. */
export function translatesNothing(schema: Schema, translation: unknown): boolean {
  const hasText = (value: unknown): boolean =>
    typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.some(hasText) : isObject(value) ? Object.values(value).some(hasText) : false;
  return !hasText(withoutShared(schema, translation));
}
