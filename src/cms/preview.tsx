// The CMS's preview bundle (/admin/preview.js and preview.css), built by gatsby/cms/preview-bundle.ts
// from the site's own components and stylesheet. It runs after Decap's bundle and before cms.js
// starts the CMS: it registers the stylesheet and a template per collection and document.
import "../styles/global.css";
import { bridgeTemplate, type DecapGlobals } from "./bridge";
import { PREVIEW_DATA_GLOBAL, type PreviewDataByLang } from "./preview-data";
import { COLLECTION_PREVIEWS, DOCUMENT_PREVIEWS } from "./previews";
import { LANGS, DEFAULT_LANG } from "../lib/i18n";
import { MESSAGES_BY_LANG } from "../lib/all-messages";
import { provideMessages } from "../lib/messages-by-lang";

/** The stylesheet this bundle's build extracts beside it. */
const STYLESHEET = "/admin/preview.css";

const globals = window as unknown as DecapGlobals & Record<typeof PREVIEW_DATA_GLOBAL, PreviewDataByLang | undefined>;
const data = globals[PREVIEW_DATA_GLOBAL];
if (!globals.CMS || !data) throw new Error("/admin/preview.js runs after decap-cms.js and preview-data.js");

// An editor switches the preview between languages: both tables of interface words are in this bundle.
provideMessages(MESSAGES_BY_LANG);
globals.CMS.registerPreviewStyle(STYLESHEET);
for (const [name, Preview] of Object.entries(COLLECTION_PREVIEWS)) {
  // A translation's shared fields (its slug, date, image, tags) are in the English file alone.
  const english = (props: { collection: { get(k: string): unknown }; entry: { get(k: string): unknown } }) => {
    const slug = props.entry.get("slug");
    return typeof slug === "string" && slug ? ([String(props.collection.get("name")), slug] as [string, string]) : null;
  };
  globals.CMS.registerPreviewTemplate(name, bridgeTemplate(globals, Preview, data, { english }));
}
for (const [name, Preview] of Object.entries(DOCUMENT_PREVIEWS)) {
  for (const lang of LANGS) {
    const file = lang === DEFAULT_LANG ? name : `${name}-${lang}`;
    const english = lang === DEFAULT_LANG ? undefined : () => ["documents", name] as [string, string];
    globals.CMS.registerPreviewTemplate(file, bridgeTemplate(globals, Preview, data, { lang, english }));
  }
}
