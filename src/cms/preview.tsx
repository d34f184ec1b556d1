// The CMS preview bundle (gatsby/cms/preview-bundle.ts): runs after Decap's bundle and the build's data, registers
// the previews, then starts the CMS.
import "../styles/global.css";
import { bridgeTemplate, type DecapGlobals } from "./bridge";
import { PREVIEW_DATA_GLOBAL, type PreviewDataByLang } from "./preview-data";
import { TEMPLATES } from "./previews";
import { CMS_RULES_GLOBAL, startCms, type CmsRules, type DecapStart } from "./start";

const STYLESHEET = "/admin/preview.css";

const globals = window as unknown as DecapGlobals & { CMS: DecapStart } & Record<typeof PREVIEW_DATA_GLOBAL, PreviewDataByLang | undefined> &
  Record<typeof CMS_RULES_GLOBAL, CmsRules | undefined>;
const data = globals[PREVIEW_DATA_GLOBAL];
const rules = globals[CMS_RULES_GLOBAL];
if (!globals.CMS || !data || !rules) throw new Error("/admin/preview.js runs after decap-cms.js, preview-data.js and cms-rules.js");

globals.CMS.registerPreviewStyle(STYLESHEET);
for (const template of TEMPLATES) globals.CMS.registerPreviewTemplate(template.name, bridgeTemplate(globals, template, data));
startCms(globals.CMS, rules);
