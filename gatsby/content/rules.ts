// What a content field may hold, in the words every check says it: the validator's messages (validate.ts), the
// CMS at the field (gatsby/cms/config.ts) and the table of rules in docs/content.md. All of it is read from the
// model (schema.ts) through zod's public z.toJSONSchema, so a rule declared there reaches every check.
import { z } from "zod";

/** The parts of a JSON Schema node the model produces (zod's output, with the model's metadata merged in). */
export interface RuleNode {
  type?: string;
  $ref?: string;
  $defs?: Record<string, RuleNode>;
  properties?: Record<string, RuleNode>;
  required?: string[];
  items?: RuleNode;
  anyOf?: RuleNode[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  /** schema.ts's `matching`: what a text that does not match its pattern is told. */
  expected?: string;
}

const cache = new WeakMap<z.ZodType, RuleNode>();

/** The schema as JSON Schema, as the input is written (before zod's transforms); custom refinements are the validator's. */
export function rulesOf(schema: z.ZodType): RuleNode {
  let node = cache.get(schema);
  if (!node) cache.set(schema, (node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as RuleNode));
  return node;
}

/** The node at a path of a value (`["blocks", 0, "heading"]`), through `$ref`s; undefined inside a union or past a leaf. */
export function nodeAt(root: RuleNode, path: readonly PropertyKey[]): RuleNode | undefined {
  let node = resolved(root, root);
  for (const segment of path) node = resolved(root, typeof segment === "number" ? node?.items : node?.properties?.[String(segment)]);
  return node;
}

/** A node, or the definition its `$ref` names (zod puts a schema with an `id` in `$defs`). */
function resolved(root: RuleNode, node: RuleNode | undefined): RuleNode | undefined {
  const ref = node?.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return ref ? root.$defs?.[ref] : node;
}

/** zod writes a whole number's unstated bounds as the safe-integer limits. */
const stated = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "text of at most 70 characters"; undefined where text need only be non-empty. */
export function lengthWords(node: RuleNode): string | undefined {
  const min = node.minLength ?? 0;
  const max = node.maxLength;
  if (max !== undefined && min > 1) return `text of ${min} to ${max} characters`;
  if (max !== undefined) return `text of at most ${plural(max, "character", "characters")}`;
  if (min > 1) return `text of at least ${min} characters`;
  return undefined;
}

const FORMAT_WORDS: Record<string, string> = { date: "a date as YYYY-MM-DD", email: "a valid email address" };

/** "a kebab-case slug (...)", "a date as YYYY-MM-DD"; for a choice of formats, each of them. */
export function formatWords(node: RuleNode): string | undefined {
  if (node.anyOf) {
    const each = node.anyOf.map(formatWords);
    return each.every(Boolean) ? each.join(", or ") : undefined;
  }
  if (node.expected) return `a ${node.expected}`;
  return node.format ? (FORMAT_WORDS[node.format] ?? `a valid ${node.format}`) : undefined;
}

/** "an array of exactly 5 items" */
export function countWords(node: RuleNode): string | undefined {
  const { minItems: min = 0, maxItems: max } = node;
  if (max !== undefined && min === max) return `an array of exactly ${plural(max, "item", "items")}`;
  if (max !== undefined && min > 0) return `an array of ${min} to ${max} items`;
  if (max !== undefined) return `an array of at most ${plural(max, "item", "items")}`;
  if (min > 0) return `an array of at least ${plural(min, "item", "items")}`;
  return undefined;
}

/** The least and greatest number a field takes, as written. */
export function numberBounds(node: RuleNode): { min?: number; max?: number } {
  const whole = node.type === "integer";
  const exclusiveMin = stated(node.exclusiveMinimum);
  const exclusiveMax = stated(node.exclusiveMaximum);
  return {
    min: stated(node.minimum) ?? (exclusiveMin === undefined ? undefined : whole ? exclusiveMin + 1 : exclusiveMin),
    max: stated(node.maximum) ?? (exclusiveMax === undefined ? undefined : whole ? exclusiveMax - 1 : exclusiveMax),
  };
}

/** "a whole number from 1900 to 2100" */
export function numberWords(node: RuleNode): string | undefined {
  if (node.type !== "integer" && node.type !== "number") return undefined;
  const kind = node.type === "integer" ? "a whole number" : "a number";
  const { min, max } = numberBounds(node);
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind} of at least ${min}`;
  if (max !== undefined) return `${kind} of at most ${max}`;
  return node.type === "integer" ? kind : undefined;
}

/** Every rule of one field that its type alone does not say, in the validator's words. */
export function ruleWords(node: RuleNode): string[] {
  return [formatWords(node), lengthWords(node), countWords(node), numberWords(node)].filter((w): w is string => w !== undefined);
}

/**
 * A text field's rules as one regular expression and its words, for the CMS (Decap's `pattern`). Decap tests the
 * text as written, without flags, so the model's patterns carry none. Undefined where text need only be non-empty.
 */
export function textPattern(node: RuleNode): { pattern: string; words: string } | undefined {
  const patterns = node.anyOf ? node.anyOf.map((n) => n.pattern) : [node.pattern];
  const shape = patterns.every((p): p is string => p !== undefined) ? patterns.map((p) => `(?:${p})`).join("|") : undefined;
  const length = lengthWords(node);
  const format = shape === undefined ? undefined : formatWords(node);
  if (length === undefined && format === undefined) return undefined;
  const min = node.minLength ?? 0;
  const lengthPattern = length === undefined ? "" : `(?=[\\s\\S]{${min},${node.maxLength ?? ""}}$)`;
  return {
    pattern: `^${lengthPattern}${format === undefined ? "[\\s\\S]*$" : `(?:${shape})`}`,
    words: [format, length].filter(Boolean).join(", and "),
  };
}

export interface RuleRow {
  /** `title`, `navigation[].path`, `[].description` (an item of a list file) */
  field: string;
  words: string;
}

/** Every field of a schema with a rule beyond "non-empty text", for the table of rules in docs/content.md. */
export function ruleRows(schema: z.ZodType): RuleRow[] {
  const root = rulesOf(schema);
  const rows: RuleRow[] = [];
  const walk = (node: RuleNode | undefined, field: string) => {
    const at = resolved(root, node);
    if (!at) return;
    const words = [...(at.enum ? [`one of ${at.enum.map((v) => JSON.stringify(v)).join(", ")}`] : []), ...ruleWords(at)];
    if (words.length > 0 && field) rows.push({ field, words: words.join("; ") });
    for (const [key, child] of Object.entries(at.properties ?? {})) walk(child, field ? `${field}.${key}` : key);
    if (at.items) walk(at.items, `${field}[]`);
  };
  walk(root, "");
  return rows;
}
