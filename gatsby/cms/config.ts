// Decap CMS config generated from src/lib/content/schema.ts, so the CMS offers exactly the fields the validator accepts.
import path from "node:path";
import { z } from "zod";
import type { CmsHint } from "../../src/lib/content/schema";
import { DEFAULT_LANG, LANG_INFO, LANGS } from "../../src/lib/language/i18n";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../src/lib/content/schema";
import { COLLECTIONS, DOCUMENTS, TIE_BREAK, documentFiles, isTranslationOnly, type Collection } from "../../src/lib/content/content-files";
import { DOCUMENT_FORMAT, FILE_FORMAT, LIST_FIELD, type KeyOrder, type ListRule } from "../../src/cms/start";
import { numberBounds, ruleWords, rulesOf, textPattern } from "../content/rules";
import { isShared } from "../../src/lib/content/translations";

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: readonly string[];
  min?: number;
  max?: number;
  value_type?: "int";
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: true;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: true;
  collapsed?: false;
  pattern?: [string, string];
  i18n?: boolean | "none" | "duplicate";
}

/** "longDescription" -> "Long description" */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const hintOf = (schema: z.ZodType): CmsHint | undefined => (z.globalRegistry.get(schema) as { cms?: CmsHint } | undefined)?.cms;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;

/**
 * The field's rules from the model (gatsby/content/rules.ts): what Decap can check before a save (a pattern with
 * the validator's words, a list's length, a number's bounds), and a hint that says them, with the field's
 * description, before the editor types. Decap shows a pattern's words as "{label} didn't match the pattern: {words}".
 */
function rulesFor(schema: z.ZodType, widget: string): Partial<CmsField> {
  const node = rulesOf(schema);
  const rules: Partial<CmsField> = {};
  if (widget === "string" || widget === "text" || widget === "image") {
    const text = textPattern(node);
    if (text) rules.pattern = [text.pattern, `expected ${text.words}`];
  }
  if (widget === "number") Object.assign(rules, numberBounds(node));
  if (node.type === "array") {
    if (node.minItems !== undefined && node.minItems > 0) rules.min = node.minItems;
    if (node.maxItems !== undefined) rules.max = node.maxItems;
  }
  const words = widget === "datetime" || widget === "select" ? [] : ruleWords(node);
  const hint = [node.description, ...words.map((w) => `Expected ${w}`)]
    .filter((part): part is string => Boolean(part))
    .map(sentence)
    .join(" ");
  if (hint) rules.hint = hint;
  return rules;
}

/**
 * A shared value lives in the English file alone (`none`, see src/lib/content/translations.ts). Inside a list
 * Decap writes each language's whole list, so it is copied (`duplicate`), accepted while it equals the English.
 */
const i18nOf = (schema: z.ZodType, nested: boolean): CmsField["i18n"] => (isShared(schema) ? (nested ? "duplicate" : "none") : true);

/**
 * A record's field carries its i18n; a document file is in one language, so its fields carry none, and a
 * translation's (a document's Arabic file) leave out the shared ones, nested ones too.
 */
type Mode = "record" | "document" | "translation";

/** Throws for a schema kind it cannot edit, so a new kind fails the tests. */
export function fieldFor(name: string, schema: z.ZodType, nested = false, mode: Mode = "record"): CmsField {
  const widget = widgetFor(name, schema, nested, mode);
  if (mode !== "record") return widget;
  const i18n = i18nOf(schema, nested);
  // Decap takes only true or false on an object or a list (false is `none`).
  if (widget.widget === "object" || widget.widget === "list") return { ...widget, i18n: i18n === true };
  return { ...widget, i18n };
}

function widgetFor(name: string, schema: z.ZodType, nested: boolean, mode: Mode): CmsField {
  if (schema instanceof z.ZodOptional) return { ...widgetFor(name, schema.unwrap() as z.ZodType, nested, mode), required: false };
  const widget = bareWidget(name, schema, nested, mode);
  return { ...widget, ...rulesFor(schema, widget.widget) };
}

function bareWidget(name: string, schema: z.ZodType, nested: boolean, mode: Mode): CmsField {
  const label = labelOf(name);
  const hint = hintOf(schema);
  if (hint?.widget === "relation")
    return {
      name,
      label,
      widget: "relation",
      collection: hint.collection,
      value_field: hint.valueField,
      search_fields: [hint.valueField],
      display_fields: [hint.valueField],
    };
  if (hint) return { name, label, widget: hint.widget };
  const node = rulesOf(schema);
  // String formats (dates, e-mail addresses, URLs) are all JSON Schema strings.
  if (node.type === "string" && node.format === "date")
    return { name, label, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  if (node.type === "string") return { name, label, widget: "string" };
  if (node.type === "integer" || node.type === "number")
    return { name, label, widget: "number", ...(node.type === "integer" ? { value_type: "int" as const } : {}) };
  if (node.type === "boolean") return { name, label, widget: "boolean", required: false };
  if (schema instanceof z.ZodEnum) return { name, label, widget: "select", options: schema.options as string[] };
  if (schema instanceof z.ZodUnion) return { name, label, widget: "string" };
  if (schema instanceof z.ZodObject) return { name, label, widget: "object", fields: fieldsOf(schema, true, mode) };
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const elementHint = hintOf(element);
    if (elementHint?.widget === "relation") return { ...bareWidget(name, element, nested, mode), multiple: true };
    if (element instanceof z.ZodObject) return { name, label, widget: "list", fields: fieldsOf(element, true, mode) };
    // Lists of words or paragraphs stay open, so each item is seen, not just its label.
    return { name, label, widget: "list", collapsed: false, field: fieldFor(singular(name), element, true, mode) };
  }
  throw new Error(`gatsby/cms/config.ts has no CMS widget for the field "${name}" (JSON Schema type ${node.type ?? "none"})`);
}

const singular = (name: string) => (name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : `${name} item`);

function fieldsOf(schema: z.ZodObject, nested = false, mode: Mode = "record"): CmsField[] {
  return (Object.entries(schema.shape) as [string, z.ZodType][])
    .filter(([, field]) => mode !== "translation" || !isShared(field))
    .map(([name, field]) => fieldFor(name, field, nested, mode));
}

/**
 * The rules that look at more than one field or file, which Decap cannot check at a field, are the build's and the
 * pull request's check's (gatsby/content/validate.ts). A field's hint states those about it (its description in the
 * model: a record's slug, a guide's pages, a tag); the collection's description those about every text, as
 * docs/content.md ("What each field may hold") does.
 */
const EVERY_TEXT =
  "every text keeps the glossary's spellings (content/glossary.json), and Arabic prose never puts a relative clause (الذي، التي …) right after an aside between commas";
const describeRules = (translation: string) =>
  `Each field's hint says its rules, checked when you save. The build and your pull request's check also check that ${translation}, and that ${EVERY_TEXT}.`;

/** What the Arabic pane must hold, as the collection's policy (content-files.ts) says. */
const TRANSLATION_NOTE: Record<(typeof COLLECTIONS)[Collection]["translation"], string> = {
  "every record": "the Arabic pane translates every text of the English one",
  optional: "the Arabic pane, once you write in it, translates every text of the English one; left empty, the record is published in English only",
};

function folderCollection(name: Collection) {
  const schema = RECORD_SCHEMAS[name] as z.ZodObject;
  const policy: (typeof COLLECTIONS)[Collection] = COLLECTIONS[name];
  const identifier = policy.listedBy;
  const media = "media" in policy ? policy.media : undefined;
  const min = "minRecords" in policy ? policy.minRecords : undefined;
  return {
    name,
    label: policy.label,
    folder: `content/${name}`,
    extension: "json",
    format: FILE_FORMAT,
    create: true,
    delete: true,
    i18n: true,
    identifier_field: identifier,
    description: describeRules(TRANSLATION_NOTE[policy.translation]),
    slug: `{{fields.${TIE_BREAK}}}`,
    summary: `{{${identifier}}}`,
    // Listed as the site lists them. Decap sorts by one field; ties keep the order the backend lists files in, by
    // name on GitHub and in decap-server (Node's readdir sorts), so by slug but for a dash: `ai-tools` before `ai`.
    sortable_fields: [{ field: policy.order.field, default_sort: policy.order.direction === "ASC" ? "asc" : "desc" }, identifier],
    // Decap resolves a "/" media_folder from the repository root; a relative one only once the record exists.
    ...(media ? { media_folder: `/${path.posix.join("content", name, media)}`, public_folder: media } : {}),
    ...(min ? { hint: `At least ${min}` } : {}),
    fields: fieldsOf(schema),
  };
}

/**
 * Decap's i18n gives a files collection only single_file structure (both languages in one file), not this
 * site's layout, so each Arabic file is its own entry with the translated fields alone.
 */
function documentsCollection() {
  const files = documentFiles().map(({ name, lang, entry }) => {
    const schema = DOCUMENT_SCHEMAS[name] as z.ZodType;
    const mode = lang !== DEFAULT_LANG && !isTranslationOnly(name) ? "translation" : "document";
    const label = mode === "translation" ? `${DOCUMENTS[name].label} (${LANG_INFO[lang].name})` : DOCUMENTS[name].label;
    const base = { name: entry, label, file: `content/${name}.${lang}.json` };
    if (schema instanceof z.ZodArray) return { ...base, fields: [{ ...fieldFor(LIST_FIELD, schema, false, mode), label }] };
    return { ...base, fields: fieldsOf(schema as z.ZodObject, false, mode) };
  });
  return {
    name: "documents",
    label: "Site and page copy",
    format: DOCUMENT_FORMAT,
    description: describeRules("an Arabic entry translates every text of the English one, item for item in lists"),
    delete: false,
    files,
  };
}

export interface CmsBackend {
  /** owner/name */
  repo?: string;
  branch?: string;
  /** OAuth provider origin (Netlify's by default) and path, for other hosts. */
  baseUrl?: string;
  authEndpoint?: string;
}

/** docs/content.md, "The CMS in production". */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  return {
    repo: env.CMS_GITHUB_REPO || undefined,
    branch: env.CMS_GITHUB_BRANCH || undefined,
    baseUrl: env.CMS_AUTH_BASE_URL || undefined,
    authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
  };
}

/** JSON is YAML, so it is written as config.yml as it is. */
export function cmsConfig(backend: CmsBackend = {}, siteUrl?: string) {
  return {
    backend: {
      name: "github",
      // Without a repository only the local backend works; the build says so.
      repo: backend.repo ?? "set-CMS_GITHUB_REPO/to-owner-and-name",
      branch: backend.branch ?? "main",
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // decap-server (npm run cms), used only when the CMS is opened from localhost.
    local_backend: true,
    publish_mode: "editorial_workflow",
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: "content/images",
    public_folder: "images",
    i18n: { structure: "multiple_files", locales: [...LANGS], default_locale: DEFAULT_LANG },
    collections: [...(Object.keys(COLLECTIONS) as Collection[]).map(folderCollection), documentsCollection()],
  };
}

/**
 * Each collection's and document file's lists the model requires items of, by the entry Decap saves (a collection's
 * name, or `documents/{file}`). Decap's list `min` refuses a list shorter than it but not an empty one (it leaves
 * out a list of no items unless `max` is set too), so the CMS refuses that save itself (src/cms/start.ts), in Decap's words.
 */
export function listMinimums(config: ReturnType<typeof cmsConfig>): Record<string, ListRule[]> {
  const rules = (fields: readonly CmsField[] | undefined): ListRule[] =>
    (fields ?? []).flatMap((field) => {
      const min = (field.widget === "list" || field.multiple) && field.min ? field.min : undefined;
      const nested = rules(field.fields);
      if (min === undefined && nested.length === 0) return [];
      return [{ name: field.name, label: field.label, ...(min ? { min } : {}), ...(nested.length > 0 ? { fields: nested } : {}) }];
    });
  const entries: [string, ListRule[]][] = config.collections.flatMap((c) =>
    "files" in c ? c.files.map((f): [string, ListRule[]] => [`${c.name}/${f.name}`, rules(f.fields)]) : [[c.name, rules(c.fields)] as [string, ListRule[]]],
  );
  return Object.fromEntries(entries.filter(([, list]) => list.length > 0));
}

/**
 * The CMS writes fields in schema order (src/cms/start.ts), so a save changes only the lines that changed: one order per file's schema
 * (a list document's is its items'), each nested object in its own schema's order.
 */
export function keyOrders(): KeyOrder[] {
  const orderOf = (schema: z.ZodType): KeyOrder | undefined => {
    const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
    if (inner instanceof z.ZodArray) return orderOf(inner.element as z.ZodType);
    if (!(inner instanceof z.ZodObject)) return undefined;
    const nested: Record<string, KeyOrder> = {};
    for (const [key, field] of Object.entries(inner.shape)) {
      const order = orderOf(field as z.ZodType);
      if (order) nested[key] = order;
    }
    return { keys: Object.keys(inner.shape), nested };
  };
  return [...Object.values(RECORD_SCHEMAS), ...Object.values(DOCUMENT_SCHEMAS)]
    .map((schema) => orderOf(schema as z.ZodType))
    .filter((order): order is KeyOrder => order !== undefined);
}
