// What the site may use of gatsby-plugin-fast-start; everything else in this folder is private to it.
// The plugin's Gatsby hooks are in gatsby-node.ts, gatsby-ssr.tsx and gatsby-browser.ts (README.md).
export { BrokenAssumption } from "./assumption";
export { productionRules } from "./babel-production-rules";
export { startupScripts } from "./defer-scripts";
export { serveHtmlInDevelop } from "./develop-html";
export { fastStartHtmlSteps, type BuiltPage, type HtmlStep, type HtmlStepOptions } from "./html-steps";
export { prepareImageJobs } from "./image-jobs";
export type { FastStartOptions } from "./options";
export { fastStartEnabled } from "./switch";
export { readWholeJson } from "./whole-json";
