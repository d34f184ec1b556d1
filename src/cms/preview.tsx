// The CMS preview bundle (gatsby/cms/preview-bundle.ts): runs after Decap's bundle, before cms.js starts the CMS.
import "../styles/global.css";
import { bridgeTemplate, type DecapGlobals } from "./bridge";
import { PREVIEW_DATA_GLOBAL, type PreviewDataByLang } from "./preview-data";
import { TEMPLATES } from "./previews";

const STYLESHEET = "/admin/preview.css";

const globals = window as unknown as DecapGlobals & Record<typeof PREVIEW_DATA_GLOBAL, PreviewDataByLang | undefined>;
const data = globals[PREVIEW_DATA_GLOBAL];
if (!globals.CMS || !data) throw new Error("/admin/preview.js runs after decap-cms.js and preview-data.js");

globals.CMS.registerPreviewStyle(STYLESHEET);
for (const template of TEMPLATES) globals.CMS.registerPreviewTemplate(template.name, bridgeTemplate(globals, template, data));
