export interface BlockLink {
  readonly label: string;
  readonly path: string;
}

export interface Block {
  readonly key: string;
  readonly eyebrow?: string | null;
  readonly heading: string;
  readonly body?: readonly string[] | null;
  readonly links?: readonly BlockLink[] | null;
  readonly stats?: readonly { readonly value: string; readonly label: string }[] | null;
}

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
