/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ADMIN_HEADERS, ADMIN_PATH } from "../../../gatsby/cms/admin";
import type { HtmlStep } from "../../../plugins/gatsby-plugin-fast-start";
import { htmlFiles, processBuiltHtml, urlPathOf } from "../../../gatsby/hosting/html-pipeline";
import { ADMIN_CSP, MAPS_SCRIPT_ORIGINS, metaPolicy, sha256 } from "../../../gatsby/hosting/security-headers";
import { BrokenAssumption } from "../../../plugins/gatsby-plugin-fast-start";

const scriptSrc = (csp: string) => /(?:^|; )script-src ([^;]*)/.exec(csp)![1]!.split(" ");

describe("processBuiltHtml", () => {
  let project: string;
  let publicDir: string;

  const page = (scripts: string[], extra = "") =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${scripts.map((s) => `<script>${s}</script>`).join("")}<script src="/app-0123456789abcdef0123.js" async></script><script type="application/ld+json">{"@type":"WebPage"}</script>${extra}</head><body><div id="___gatsby"></div></body></html>`;

  const FILES: Record<string, string> = {
    "index.html": page(["window.home=1"]),
    "about/index.html": page(["window.about=1", "window.shared=1"]),
    "404.html": page(["window.notFound=1", "window.shared=1"]),
    "404/index.html": page(["window.notFound=1", "window.shared=1"]),
    "page-data/x.html": page(["window.ignored=1"]),
    "static/y.html": page(["window.ignored=1"]),
    "_gatsby/slices/a.html": page(["window.slice=1"]),
    "admin/index.html": '<!doctype html><html lang="en"><head><title>CMS</title></head><body><script src="/admin/decap-cms.js"></script></body></html>',
  };

  /** Two steps: the first adds an inline script to /about, the second records the order it saw the HTML in. */
  const seen: string[] = [];
  const STEPS: HtmlStep[] = [
    { name: "add", apply: (html, p) => (p.url === "/about/" ? html.replace("</head>", "<script>window.added=1</script></head>") : html) },
    {
      name: "observe",
      apply: (html, p) => {
        seen.push(`${p.file}:${html.includes("window.added=1")}`);
        return html;
      },
    },
  ];

  const read = (relative: string) => fs.readFile(path.join(publicDir, relative), "utf8");
  let result: ReturnType<typeof processBuiltHtml>;

  beforeAll(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), "html-pipeline-"));
    publicDir = path.join(project, "public");
    for (const [file, html] of Object.entries(FILES)) {
      await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
      await fs.writeFile(path.join(publicDir, file), html);
    }
    result = processBuiltHtml(publicDir, STEPS);
  });

  afterAll(async () => {
    await fs.rm(project, { recursive: true, force: true });
  });

  it("walks every page, in order, and no page data, hashed assets or slice fragments", () => {
    expect(htmlFiles(publicDir)).toEqual(["404.html", "404/index.html", "about/index.html", "admin/index.html", "index.html"]);
  });

  it("applies the steps in their order to each page, and names the pages each step changed", () => {
    expect(seen).toEqual(["404.html:false", "404/index.html:false", "about/index.html:true", "admin/index.html:false", "index.html:false"]);
    expect(result.changedBy).toEqual({ add: ["about/index.html"], observe: [] });
  });

  it("hashes each page's final inline scripts, those a step added included", () => {
    const csp = (url: string) => scriptSrc(result.policies.find((p) => p.path === url)!.csp);
    expect(csp("/")).toEqual(["'self'", sha256("window.home=1"), ...MAPS_SCRIPT_ORIGINS]);
    expect(csp("/about/")).toEqual(["'self'", sha256("window.about=1"), sha256("window.shared=1"), sha256("window.added=1"), ...MAPS_SCRIPT_ORIGINS]);
    expect(csp("/404.html")).toEqual(["'self'", sha256("window.notFound=1"), sha256("window.shared=1"), ...MAPS_SCRIPT_ORIGINS]);
  });

  it("returns one policy per page, in file order, without /404/, the copy of /404.html; the CMS at /admin has its own", () => {
    expect(result.policies.map((p) => p.path)).toEqual(["/404.html", "/about/", "/admin/", "/"]);
    expect(result.policies.find((p) => p.path === ADMIN_PATH)).toEqual({ path: ADMIN_PATH, csp: ADMIN_CSP, headers: ADMIN_HEADERS });
  });

  it("writes each page with its policy in one meta element, and leaves the CMS and the folders without pages as they were", async () => {
    for (const file of ["index.html", "about/index.html", "404.html", "404/index.html"]) {
      const html = await read(file);
      const policy = result.policies.find((p) => p.path === urlPathOf(file).replace(/^\/404\/$/, "/404.html"))!;
      expect([file, html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/g)]).toEqual([
        file,
        [`http-equiv="Content-Security-Policy" content="${metaPolicy(policy.csp)}"`],
      ]);
    }
    expect(result.written).toBe(4);
    for (const file of ["admin/index.html", "page-data/x.html", "static/y.html", "_gatsby/slices/a.html"]) expect(await read(file)).toBe(FILES[file]);
  });

  it("changes nothing when run again with steps that have nothing left to do", () => {
    const again = processBuiltHtml(publicDir, []);
    expect([again.written, again.policies]).toEqual([0, result.policies]);
  });

  it("lets a step's broken assumption through to the build, which stops", () => {
    const broken = new BrokenAssumption("plugins/x.ts", "gatsby", "pages have a marker", "a page has none");
    const apply = () => {
      throw broken;
    };
    expect(() => processBuiltHtml(publicDir, [{ name: "broken", apply }])).toThrow(broken);
  });
});
