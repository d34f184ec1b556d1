// Stands in for Gatsby modules that never run in this site's production build
// (unused-browser-modules.ts): Gatsby's runner of the browser APIs finds no API here, and requiring it does nothing.
export {};
