// What the site may use of gatsby-plugin-fast-start; everything else in this folder is private to it.
// The plugin's Gatsby hooks are in gatsby-node.ts, gatsby-ssr.tsx and gatsby-browser.ts (README.md).
export { BrokenAssumption } from "./assumption";
export type { FastStartOptions } from "./options";
export { fastStartEnabled } from "./switch";
// Both kinds of step, in order: the corrections always, the speed work unless FAST_START=off.
export { fastStartHtmlSteps, type BuiltPage, type HtmlStep, type HtmlStepOptions } from "./html-steps";

// Corrections, always on.
export { readWholeJson } from "./whole-json";

// Speed work, off with FAST_START=off (startupScripts reads a page's start-up scripts either way).
export { startupScripts } from "./defer-scripts";
export { prepareImageJobs } from "./image-jobs";

// For the site's CMS, always on.
export { productionRules } from "./babel-production-rules";
export { serveHtmlInDevelop } from "./develop-html";
