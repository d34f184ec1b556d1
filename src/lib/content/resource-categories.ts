import type { Messages } from "../language/messages";

/** The Guides page's categories, in display order (the content schema accepts only these). */
export const RESOURCE_CATEGORIES = ["Digital Transformation", "AI Integration", "Marketing & Social", "Technology Consulting"] as const;

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** A resource type's label in one language's words (the `guides` of its messages), whatever its case; any other type is that language's 'Resource'. */
export function resourceTypeLabel(type: string, words: Pick<Messages["guides"], "types" | "otherType">): string {
  const key = type.toLowerCase();
  return Object.hasOwn(words.types, key) ? words.types[key as keyof Messages["guides"]["types"]] : words.otherType;
}
