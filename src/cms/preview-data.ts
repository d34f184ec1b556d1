// What a preview shows around the entry an editor writes: the page copy the entry's page wraps it in
// (its back link, its headings), the Arabic names of tags and authors, service titles and the
// engagement process. gatsby/cms/admin.ts writes it from the validated content into
// /admin/preview-data.js; the preview bundle reads it from the window.
import type { Lang } from "../lib/language/i18n";
import type { Block } from "../lib/content/page-blocks";
import type { IconName } from "../lib/content/icon-names";
import type { SvgMark } from "../lib/content/svg-mark";

export interface PreviewData {
  /** Each page's copy blocks (content/pages.{lang}.json), by page slug. */
  readonly blocks: Readonly<Record<string, readonly Block[]>>;
  /** Each page's hero copy (content/pages.{lang}.json), by page slug. */
  readonly heroes: Readonly<Record<string, { readonly heading: string; readonly lead: string }>>;
  /** Each article tag's name in this language (English tags name themselves). */
  readonly tags: Readonly<Record<string, string>>;
  /** Each member of the team's name in this language, by the English name an article's author field holds. */
  readonly authors: Readonly<Record<string, string>>;
  /** Each service's title in this language, by slug. */
  readonly services: Readonly<Record<string, string>>;
  /** The site's logo as the shapes it draws (the site settings' logoPath), which the footer draws inline. */
  readonly logoMark: SvgMark;
  /** The engagement process's steps, which a service page shows. */
  readonly steps: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
}

/** The global the generated preview-data.js sets. */
export const PREVIEW_DATA_GLOBAL = "__SITE_PREVIEW_DATA__";

export type PreviewDataByLang = Readonly<Record<Lang, PreviewData>>;
