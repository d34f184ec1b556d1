// How an Arabic file relates to its English twin: it holds the translated fields and nothing else.
// Slugs, ids, dates, images, coordinates, phone numbers, references and every non-text value are
// shared, marked `shared` in gatsby/content/schema.ts, and live only in the English file, so an
// editor changes them once. This is Decap CMS's `i18n: none` (gatsby/cms/config.ts reads the same
// marks). A record with no English twin (an article or case study published in Arabic only) holds
// every field itself and is checked by the schema alone.
// The merge also runs in the CMS's previews (src/cms/bridge.tsx), so this module needs nothing of Node's.
import type { z } from "zod";

/** Where a translation departs from its twin: the JSON path, what was expected and what was found. */
export interface TranslationIssue {
  path: PropertyKey[];
  expected: string;
  found: unknown;
}

export type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: readonly Schema[];
}
const def = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (s: Schema): Record<string, unknown> | undefined => (s as unknown as { meta?: () => Record<string, unknown> | undefined }).meta?.();

/** The schema inside optional(), nullable(), default() and pipes, with whether any layer was marked shared. */
function unwrap(schema: Schema): { inner: Schema; marked: boolean } {
  let s = schema;
  let marked = metaOf(s)?.shared === true;
  for (;;) {
    const d = def(s);
    const next = d.innerType ?? (d.type === "pipe" ? d.in : undefined);
    if (!next) return { inner: s, marked };
    s = next;
    marked ||= metaOf(s)?.shared === true;
  }
}

/** Whether a field is the same in every language: marked shared, not text (numbers, booleans, fixed sets), or made only of shared parts. */
export function isShared(schema: Schema): boolean {
  const { inner, marked } = unwrap(schema);
  if (marked) return true;
  const d = def(inner);
  switch (d.type) {
    case "string":
      return false;
    case "object":
      return Object.values(d.shape ?? {}).every(isShared);
    case "array":
      return isShared(d.element!);
    case "union":
      return (d.options ?? []).every(isShared);
    default:
      return true;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** Whether two values read from JSON are the same value. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b) &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([k, v]) => sameValue(v, (b as Record<string, unknown>)[k])));
/** Whether an array's items are records (merged item by item) rather than text (translated as a whole list). */
const hasRecordItems = (element: Schema) => def(unwrap(element).inner).type === "object";

/**
 * Every way `translation` is not a translation of `english` under `schema`: a shared field repeated,
 * a text left out, a list of records of another length, an unknown field. An empty list means the
 * merge below gives a complete record in the translation's language.
 */
export function translationIssues(schema: Schema, english: unknown, translation: unknown, path: PropertyKey[] = []): TranslationIssue[] {
  if (isShared(schema)) {
    // Decap CMS copies shared values inside lists of records into every language's file: a copy is
    // tolerated while it equals the English value, and the English value is the one used.
    if (translation === undefined || sameValue(translation, english)) return [];
    return [{ path, expected: "nothing: this value is shared with the English file, which alone holds it", found: translation }];
  }
  if (translation === undefined)
    return english === undefined ? [] : [{ path, expected: "its translation (the English file has this field)", found: undefined }];
  const d = def(unwrap(schema).inner);
  if (d.type === "object") {
    if (!isObject(translation)) return [{ path, expected: "an object, as in the English file", found: translation }];
    const shape = d.shape ?? {};
    const eng = isObject(english) ? english : {};
    const issues = Object.keys(translation)
      .filter((k) => !Object.hasOwn(shape, k))
      .map((k) => ({ path: [...path, k], expected: "only the documented fields", found: translation[k] }));
    for (const [k, field] of Object.entries(shape)) issues.push(...translationIssues(field, eng[k], translation[k], [...path, k]));
    return issues;
  }
  if (d.type === "array") {
    if (!Array.isArray(translation)) return [{ path, expected: "a list, as in the English file", found: translation }];
    if (!hasRecordItems(d.element!)) return [];
    const eng = Array.isArray(english) ? english : [];
    if (translation.length !== eng.length)
      return [{ path, expected: `${eng.length} item${eng.length === 1 ? "" : "s"} in the English file's order, one for each`, found: translation }];
    return translation.flatMap((item, i) => translationIssues(d.element!, eng[i], item, [...path, i]));
  }
  return [];
}

/** The record in the translation's language: shared fields from the English file, the rest from the translation. */
export function mergeTranslation(schema: Schema, english: unknown, translation: unknown): unknown {
  if (isShared(schema)) return english;
  if (translation === undefined) return english;
  const d = def(unwrap(schema).inner);
  if (d.type === "object" && isObject(translation)) {
    const eng = isObject(english) ? english : {};
    const merged: Record<string, unknown> = {};
    for (const [k, field] of Object.entries(d.shape ?? {})) {
      const value = mergeTranslation(field, eng[k], translation[k]);
      if (value !== undefined) merged[k] = value;
    }
    return merged;
  }
  if (d.type === "array" && Array.isArray(translation) && hasRecordItems(d.element!)) {
    // The English file's items, in its order: a translation of another length is reported, not followed.
    if (!Array.isArray(english)) return translation;
    return english.map((item, i) => mergeTranslation(d.element!, item, translation[i]));
  }
  return translation;
}

/** What a translation of `record` holds: the record without its shared fields (the starting point of a new translation). */
export function withoutShared(schema: Schema, record: unknown): unknown {
  if (isShared(schema)) return undefined;
  const d = def(unwrap(schema).inner);
  if (d.type === "object" && isObject(record)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) {
      const field = d.shape?.[k];
      const kept = field ? withoutShared(field, v) : v;
      if (kept !== undefined) out[k] = kept;
    }
    return out;
  }
  if (d.type === "array" && Array.isArray(record) && hasRecordItems(d.element!)) return record.map((item) => withoutShared(d.element!, item));
  return record;
}

/**
 * Whether a translation file translates nothing: no text of its own, only shared values or nothing at
 * all. Decap CMS writes `{}` for the Arabic file of an English article created in it; such an article
 * is published in English only until someone translates it.
 */
export function translatesNothing(schema: Schema, translation: unknown): boolean {
  const hasText = (value: unknown): boolean =>
    typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.some(hasText) : isObject(value) ? Object.values(value).some(hasText) : false;
  return !hasText(withoutShared(schema, translation));
}
