// The CMS preview bundle (gatsby/cms/preview-bundle.ts): runs after Decap's bundle, before cms.js starts the CMS.
import "../styles/global.css";
import { bridgeTemplate, type DecapGlobals } from "./bridge";
import { PREVIEW_DATA_GLOBAL, type PreviewDataByLang } from "./preview-data";
import { TEMPLATES } from "./previews";
import { DEFAULT_LANG } from "../lib/language/i18n";

const STYLESHEET = "/admin/preview.css";

const globals = window as unknown as DecapGlobals & Record<typeof PREVIEW_DATA_GLOBAL, PreviewDataByLang | undefined>;
const data = globals[PREVIEW_DATA_GLOBAL];
if (!globals.CMS || !data) throw new Error("/admin/preview.js runs after decap-cms.js and preview-data.js");

globals.CMS.registerPreviewStyle(STYLESHEET);
// A translation takes its shared fields from the English file.
const collectionEnglish = (props: { collection: { get(k: string): unknown }; entry: { get(k: string): unknown } }) => {
  const slug = props.entry.get("slug");
  return typeof slug === "string" && slug ? ([String(props.collection.get("name")), slug] as [string, string]) : null;
};
for (const template of TEMPLATES) {
  const { name, lang, document } = template;
  const english = !document ? collectionEnglish : lang === DEFAULT_LANG ? undefined : () => ["documents", document] as [string, string];
  globals.CMS.registerPreviewTemplate(name, bridgeTemplate(globals, template, data, { lang, english }));
}
