// What a preview shows around the entry: the contract between the build, which writes it from validated
// content into /admin/preview-data.js (gatsby/cms/preview-data-writer.ts), and the preview bundle, which reads it.
import type { Lang } from "../lib/language/i18n";
import type { SvgMark } from "../lib/content/svg-mark";
import type { Content } from "../lib/content/schema";

export interface PreviewData {
  /** Page blocks and heroes, by page slug. */
  blocks: Record<string, Content["pages"][number]["blocks"]>;
  heroes: Record<string, Pick<Content["pages"][number], "heading" | "lead">>;
  /** Tag labels, by tag. */
  tags: Record<string, string>;
  /** Authors' names, by English name. */
  authors: Record<string, string>;
  /** Service titles, by slug. */
  services: Record<string, string>;
  steps: Content["process"];
  logoMark: SvgMark;
}

export type PreviewDataByLang = Record<Lang, PreviewData>;

export const PREVIEW_DATA_GLOBAL = "__SITE_PREVIEW_DATA__";
