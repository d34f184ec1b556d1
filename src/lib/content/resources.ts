import type { Messages } from "../language/messages";
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

/** A resource type's label in one language's words (the `guides` of its messages), whatever its case; any other type is that language's 'Resource'. */
export function resourceTypeLabel(type: string, words: Pick<Messages["guides"], "types" | "otherType">): string {
  const key = type.toLowerCase();
  return Object.hasOwn(words.types, key) ? words.types[key as keyof Messages["guides"]["types"]] : words.otherType;
}
