import { RESOURCE_CATEGORIES } from "./resource-categories";

/** Resources grouped under the specification's four categories, in that order; empty groups are left out. */
export function groupResources<T extends { readonly category: string }>(resources: readonly T[]): { category: string; items: T[] }[] {
  const known: readonly string[] = RESOURCE_CATEGORIES;
  const order = [...known, ...new Set(resources.map((r) => r.category).filter((c) => !known.includes(c)))];
  return order.map((category) => ({ category, items: resources.filter((r) => r.category === category) })).filter((g) => g.items.length > 0);
}

/** An id-safe form of a heading ("Marketing & Social" -> "marketing-social"). */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
