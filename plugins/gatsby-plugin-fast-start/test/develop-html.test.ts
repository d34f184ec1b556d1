/** @jest-environment node */
// The installed Gatsby's develop server, read as it is: it must still pass over public/'s HTML files
// for the step to be needed, and the step serves the page at both forms of its folder's path.
import { developSkipsHtml, serveHtmlInDevelop } from "../develop-html";

describe("serveHtmlInDevelop", () => {
  it("is needed: the installed gatsby's develop-static.js passes over .html files, unlike one that serves them", () => {
    expect(developSkipsHtml()).toBe(true);
    expect(developSkipsHtml("return expressStatic(req, res, next);")).toBe(false);
  });

  it("serves public/<folder>/index.html at /<folder>/ and /<folder>", () => {
    const routes: [string[], (req: unknown, res: { sendFile: (file: string) => void }) => void][] = [];
    serveHtmlInDevelop({ get: (paths, handler) => routes.push([paths, handler]) }, "/site", "/admin/");
    expect(routes.map(([paths]) => paths)).toEqual([["/admin", "/admin/"]]);
    const sent: string[] = [];
    routes[0]![1]({}, { sendFile: (file) => sent.push(file) });
    expect(sent).toEqual(["/site/public/admin/index.html"]);
  });
});
