/** @jest-environment node */
import { buildStylesheet, refreshGlobalCss } from "../global-css";
import { REFRESH_GLOBAL_CSS, fastStartHtmlSteps } from "../html-steps";
import { inTempDir, writePublicDir } from "./fixtures";

// A page's head as Gatsby 5.16 writes it, inlining the stylesheet named in data-href.
const page = (href: string, css: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style data-href="${href}" data-identity="gatsby-global-css">${css}</style>` +
  `<noscript><style>.js-only{display:none}</style></noscript><title>Contact</title></head><body><h1>Contact</h1></body></html>`;

describe("refreshGlobalCss", () => {
  it("leaves HTML without Gatsby's inline stylesheet (the /blog redirect page) alone", () => {
    const redirect = `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/insights"/><style>body{font:16px system-ui}</style></head></html>`;
    expect(refreshGlobalCss(redirect, "/styles.new2.css", "x")).toBe(redirect);
  });

  it("stops the build, naming the assumption, when a Gatsby page has no inline global stylesheet", () => {
    const gatsbyPage = page("/styles.old1.css", "a{}").replace("gatsby-global-css", "renamed") + '<script>window.pagePath="/contact";</script>';
    expect(() => refreshGlobalCss(gatsbyPage, "/styles.new2.css", "x")).toThrow(/global-css\.ts assumes that Gatsby inlines the global CSS in every page/);
  });
});

describe("the stylesheet refresh step", () => {
  it("replaces a stylesheet inlined from an earlier build with the build's own, replacement patterns ($&, $1) in it as written, and leaves a page naming the current one as it was", () =>
    inTempDir(async (dir) => {
      writePublicDir(dir, { app: ["webpack-runtime-1.js", "styles.new2.css", "app-3.js"] }, {}, `.new::after{content:"$&$1"}`);
      const refresh = (await fastStartHtmlSteps(dir)).find((s) => s.name === REFRESH_GLOBAL_CSS);
      const apply = (html: string) => refresh!.apply(html, { file: "contact/index.html", url: "/contact" });
      expect(apply(page("/styles.old1.css", ".old{color:blue}"))).toBe(page("/styles.new2.css", `.new::after{content:"$&$1"}`));
      const current = page("/styles.new2.css", ".new{}");
      expect(apply(current)).toBe(current);
    }));

  it("stops the build, naming the stats file, when the app chunk has no stylesheet", async () => {
    await expect(buildStylesheet("/public", { assetsByChunkName: { app: ["app-3.js"] } })).rejects.toThrow(
      'webpack.stats.json lists no .css asset for the "app" chunk (/public/webpack.stats.json)',
    );
  });
});
