// Starts Decap by hand once the previews are registered (src/cms/preview.tsx): the site's two file formats, the
// save check Decap lacks, the preview as the pane beside an entry, and no drafts on this machine. The build hands
// it what it needs from the content model (gatsby/cms/config.ts) in /admin/cms-rules.js, under CMS_RULES_GLOBAL.

/** Set by /admin/cms-rules.js, which gatsby/cms/admin.ts writes. */
export const CMS_RULES_GLOBAL = "__SITE_CMS_RULES__";

/** Every folder collection's format: a record's JSON, its keys in its schema's order. */
export const FILE_FORMAT = "json-file";
/**
 * The documents collection's format (Decap reads a collection's format, never one of its files'). Decap edits an
 * object, so a list file is read as { items: [...] } and written back as the list.
 */
export const DOCUMENT_FORMAT = "json-document";
export const LIST_FIELD = "items";

/**
 * Decap 3.16 keeps the side pane the editor last chose in localStorage under `key`, defaulting to `i18n`; we
 * seed `preview` once. Private behaviour, in the register of plugins/gatsby-plugin-fast-start/README.md and
 * checked against the installed bundle by tests/unit/gatsby/cms-config.test.ts.
 */
export const DECAP_RIGHT_PANE = { key: "cms.right-pane", value: "preview", panes: ["i18n", "notes", "preview"] } as const;

/** An object's keys in its schema's order, and the same for each key whose value holds objects (a list's too). */
export interface KeyOrder {
  keys: string[];
  nested: Record<string, KeyOrder>;
}

/** A list the model requires items of (`min`), or a field that holds one (`fields`). */
export interface ListRule {
  name: string;
  label: string;
  min?: number;
  fields?: ListRule[];
}

export interface CmsRules {
  /** One per file's schema (a list document's is its items'). */
  orders: KeyOrder[];
  /** By the entry Decap saves: a collection's name, or `documents/{file}`. */
  minimums: Record<string, ListRule[]>;
}

/** The parts of Decap's `CMS` object used here (its documented registration API). */
export interface DecapStart {
  registerCustomFormat(name: string, extension: string, format: Format): void;
  registerEventListener(listener: { name: "preSave"; handler: (args: { entry: { get(key: string): unknown } }) => unknown }): void;
  init(options?: { config: { publish_mode: "simple" } }): void;
}

/** Decap passes `toFile` the entry's fields as `sortedKeys` (its published Formatter type). */
export interface Format {
  fromFile(text: string): unknown;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

function ordered(value: unknown, order: KeyOrder | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => ordered(v, order));
  if (!isObject(value)) return value;
  const keys = order?.keys ?? [];
  const rank = (key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length);
  return Object.fromEntries(
    Object.keys(value)
      .sort((a, b) => rank(a) - rank(b))
      .map((k) => [k, ordered(value[k], order?.nested[k])]),
  );
}

/**
 * JSON as the repository keeps it (two spaces, a final newline), in the order of the file's schema: the one with
 * the fewest keys that has every field of the entry (`fields`) and of its data (a list's items), so a save changes
 * only the lines that changed.
 */
function json(orders: readonly KeyOrder[], data: unknown, fields: readonly string[] = []): string {
  const keys = [
    ...fields,
    ...[data]
      .flat()
      .filter(isObject)
      .flatMap((o) => Object.keys(o)),
  ];
  const order = orders.filter((o) => keys.every((k) => o.keys.includes(k))).sort((a, b) => a.keys.length - b.keys.length)[0];
  return `${JSON.stringify(ordered(data, order), null, 2)}\n`;
}

function fileFormat(orders: readonly KeyOrder[]): Format {
  return { fromFile: (text) => JSON.parse(text) as unknown, toFile: (data, keys) => json(orders, data, keys) };
}

/** Refuses to write a list file from an entry without the list: Decap holds a file it could not parse as {}. */
function documentFormat(orders: readonly KeyOrder[]): Format {
  return {
    fromFile(text) {
      const data = JSON.parse(text) as unknown;
      return Array.isArray(data) ? { [LIST_FIELD]: data } : data;
    },
    toFile(data, keys) {
      if (!keys || keys.length !== 1 || keys[0] !== LIST_FIELD) return json(orders, data, keys);
      if (!Array.isArray(data[LIST_FIELD])) throw new Error("This list was not read from its file, so it is not saved over it. Reload the page.");
      return json(orders, data[LIST_FIELD]);
    },
  };
}

/**
 * Each list shorter than the model allows, in the words Decap's own check uses: it lets an empty list through.
 * The entry's own data only: a record's other languages follow its English lists item for item, which the build checks.
 */
function shortLists(rules: readonly ListRule[], data: unknown, found: string[] = []): string[] {
  for (const rule of rules) {
    const value = isObject(data) ? data[rule.name] : undefined;
    if (value === undefined || value === null) continue;
    const message = `${rule.label} must be at least ${rule.min} item(s).`;
    if (Array.isArray(value) && rule.min && value.length < rule.min && !found.includes(message)) found.push(message);
    if (rule.fields) for (const item of [value].flat()) shortLists(rule.fields, item, found);
  }
  return found;
}

/** `win` is the page's window: its localStorage and its host name (decap-server edits this machine's files, with no drafts). */
export function startCms(cms: DecapStart, rules: CmsRules, win: Pick<Window, "localStorage" | "location"> = window): void {
  cms.registerCustomFormat(DOCUMENT_FORMAT, "json", documentFormat(rules.orders));
  cms.registerCustomFormat(FILE_FORMAT, "json", fileFormat(rules.orders));
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const list = rules.minimums[`${String(entry.get("collection"))}/${String(entry.get("slug"))}`] ?? rules.minimums[String(entry.get("collection"))];
      const data = entry.get("data") as { toJS(): unknown } | undefined;
      const found = list && data ? shortLists(list, data.toJS()) : [];
      if (found.length > 0) throw new Error(found.join(" "));
    },
  });
  try {
    if (win.localStorage.getItem(DECAP_RIGHT_PANE.key) === null) win.localStorage.setItem(DECAP_RIGHT_PANE.key, DECAP_RIGHT_PANE.value);
  } catch {
    // Storage refused (a private window): Decap opens its default pane.
  }
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(win.location.hostname);
  cms.init(local ? { config: { publish_mode: "simple" } } : undefined);
}
