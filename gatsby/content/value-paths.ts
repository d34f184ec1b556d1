// A content value's texts and the paths to them, shared by the validator and the checks it runs
// (glossary.ts, prose.ts), so every problem names its place the same way.

/** Every text in a value (a file's data, the interface's words), with its path. */
export function textsIn(value: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}

/** A path as the validator writes it: `$.blocks[0].heading`, `$["a key"]`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (acc, s) =>
      typeof s === "number" ? `${acc}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(String(s)) ? `${acc}.${String(s)}` : `${acc}[${JSON.stringify(String(s))}]`,
    "$",
  );
}
