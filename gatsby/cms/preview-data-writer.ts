// Writes /admin/preview-data.js: the content around each entry that the CMS's previews show
// (src/cms/preview-data.ts, the shape both sides import), from content/ as the build validated it.
import { LANGS, type Lang } from "../../src/lib/language/i18n";
import { logoMark } from "../content/logo-mark";
import { PREVIEW_DATA_GLOBAL, type PreviewData, type PreviewDataByLang } from "../../src/cms/preview-data";
import type { Content } from "../../src/lib/content/schema";

export function previewData(content: Readonly<Record<Lang, Content>>): PreviewDataByLang {
  const english = content.en;
  // The drawing the pages' SiteConfig.logoMark holds.
  const mark = logoMark(english.site.logoPath);
  const forLang = (lang: Lang): PreviewData => {
    const c = content[lang];
    const nameBySlug = new Map(c.team.map((m) => [m.slug, m.name]));
    return {
      blocks: Object.fromEntries(c.pages.map((p) => [p.slug, p.blocks])),
      heroes: Object.fromEntries(c.pages.map((p) => [p.slug, { heading: p.heading, lead: p.lead }])),
      tags: Object.fromEntries((c.tags ?? []).map((t) => [t.tag, t.label])),
      authors: Object.fromEntries(english.team.map((m) => [m.name, nameBySlug.get(m.slug) ?? m.name])),
      services: Object.fromEntries(c.services.map((s) => [s.slug, s.title])),
      steps: c.process,
      logoMark: mark,
    };
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, forLang(lang)])) as PreviewDataByLang;
}

/** The script that hands the data to the preview bundle, which runs after it. */
export const previewDataScript = (data: PreviewDataByLang): string => `window.${PREVIEW_DATA_GLOBAL} = ${JSON.stringify(data)};\n`;
