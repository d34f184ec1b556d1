/** By page slug. Validation refuses a pages.{lang}.json that lacks any, so pages can rely on them. */
export const PAGE_BLOCKS = {
  home: ["hero-links", "services", "about", "testimonials", "cta"],
  about: ["story", "values", "team", "testimonials", "cta"],
  services: ["features", "process", "faq", "cta"],
  service: ["back", "features", "start", "process", "related", "cta"],
  insights: ["popular"],
  article: ["back", "related", "cta"],
  tag: ["back"],
  contact: ["details", "social", "form", "map"],
  "contact-thanks": ["links"],
  "newsletter-thanks": ["links"],
  careers: ["intro", "benefits", "openings", "cta"],
  privacy: ["toc"],
  "case-studies": ["cta"],
  "case-study": ["back", "others", "cta"],
  guides: ["featured", "categories"],
  "guide-coming-soon": ["links"],
  faq: ["cta"],
  "not-found": ["links"],
  blog: ["links"],
} as const satisfies Record<string, readonly string[]>;

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
