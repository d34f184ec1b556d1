// What a preview shows around the entry, written from validated content into /admin/preview-data.js by admin.ts.
import type { Lang } from "../lib/language/i18n";
import type { previewData } from "../../gatsby/cms/preview-data-writer";

/** By language: page blocks and heroes by page slug, tag labels, authors' names by English name, service titles, the process, the logo. */
export type PreviewDataByLang = ReturnType<typeof previewData>;
export type PreviewData = PreviewDataByLang[Lang];

export const PREVIEW_DATA_GLOBAL = "__SITE_PREVIEW_DATA__";
