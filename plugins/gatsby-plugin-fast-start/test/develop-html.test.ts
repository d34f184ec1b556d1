/** @jest-environment node */
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
