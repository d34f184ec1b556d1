// What a preview shows around the entry, written from validated content into /admin/preview-data.js by admin.ts.
import type { Lang } from "../lib/language/i18n";
import type { Block } from "../lib/content/page-blocks";
import type { IconName } from "../lib/content/icon-names";
import type { SvgMark } from "../lib/content/svg-mark";

export interface PreviewData {
  /** By page slug. */
  readonly blocks: Readonly<Record<string, readonly Block[]>>;
  readonly heroes: Readonly<Record<string, { readonly heading: string; readonly lead: string }>>;
  readonly tags: Readonly<Record<string, string>>;
  /** By the English name an article's author field holds. */
  readonly authors: Readonly<Record<string, string>>;
  readonly services: Readonly<Record<string, string>>;
  readonly logoMark: SvgMark;
  readonly steps: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
}

export const PREVIEW_DATA_GLOBAL = "__SITE_PREVIEW_DATA__";

export type PreviewDataByLang = Readonly<Record<Lang, PreviewData>>;
