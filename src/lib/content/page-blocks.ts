import type { PageBlock, Queried } from "./schema";

/** A page's block, from the model's shape (schema.ts). */
export type Block = Queried<PageBlock>;
export type BlockLink = NonNullable<Block["links"]>[number];

/** Validation guarantees presence, so a missing block is a programming error. */
export function getBlock(blocks: readonly Block[], key: string): Block {
  const found = blocks.find((b) => b.key === key);
  if (!found) throw new Error(`Block "${key}" is missing from content/pages.{lang}.json`);
  return found;
}

export function blockLink(block: Block): BlockLink {
  const first = block.links?.[0];
  if (!first) throw new Error(`Block "${block.key}" has no link in content/pages.{lang}.json`);
  return first;
}
