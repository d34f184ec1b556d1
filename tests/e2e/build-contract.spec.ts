import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { PREVIEW_DATA_GLOBAL } from "../../src/cms/preview-data";
import { startupScripts } from "../../plugins/gatsby-plugin-fast-start";
import { MESSAGES_BY_LANG } from "../../src/lib/language/all-messages";
import { langOfPath, LANGS } from "../../src/lib/language/i18n";
import { BUILD_DIR as DIR, builtFiles, metaPolicies } from "./support/a11y-csp";

/**
 * What each step that relies on Gatsby's private output must have produced, checked on
 * every page of the real build (the unit tests use fixtures, which an upgrade does not change).
 */
const built = builtFiles()
  .filter((f) => f.endsWith(".html"))
  .map((file) => ({ file, html: fs.readFileSync(path.join(DIR, file), "utf8") }));
const pages = built.filter(({ html }) => html.includes("window.pagePath="));

test("every Gatsby page loads its start-up scripts through the deferred loader, none as <script async> (plugins/gatsby-plugin-fast-start/defer-scripts.ts)", () => {
  expect(pages.length, "Gatsby pages in the build").toBeGreaterThan(10);
  for (const { file, html } of pages) {
    const slice = /<!-- slice-start id="_gatsby-scripts-\d+" -->([\s\S]*?)<!-- slice-end/.exec(html);
    expect(slice, `${file}: Gatsby's script slice`).not.toBeNull();
    expect(slice![1], `${file}: no async start-up script left`).not.toMatch(/<script src="[^"]+\.js" async/);
    expect(slice![1], `${file}: the loader`).toMatch(/var s=\[[^\]]*"\/app-[^"]+\.js"[^\]]*\];function l\(\)/);
  }
});

test("every page's start-up scripts carry its own language's interface words and no other's (src/lib/language/messages-by-lang.ts)", () => {
  // A word each table has and the other lacks, as webpack writes it: UTF-8 text, or \u escapes.
  const forms = (text: string) => [
    text,
    JSON.stringify(text).slice(1, -1),
    text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  ];
  const carries = (code: string, text: string) => forms(text).some((form) => code.includes(form));
  for (const { file, html } of pages) {
    const pagePath = /window\.pagePath="([^"]*)"/.exec(html)![1]!;
    const lang = langOfPath(pagePath);
    const code = startupScripts(html)
      .map((src) => fs.readFileSync(path.join(DIR, src), "utf8"))
      .join("\n");
    for (const other of LANGS) {
      expect(carries(code, MESSAGES_BY_LANG[other].skipToContent), `${file} (${lang}): the ${other} words`).toBe(other === lang);
    }
  }
});

// That the hashes let the page's own scripts run is the browser's to say: pages.spec.ts opens every route and a page
// of each kind, redirect.spec.ts the /blog page, and a refused script is a console error that fails the test.
test("every page, not only Gatsby's, carries its policy first in its head (gatsby/hosting/html-pipeline.ts)", () => {
  const all = built.filter(({ file }) => !file.startsWith("admin/") && !/^(page-data|static|_gatsby)\//.test(file));
  expect(all.length).toBeGreaterThanOrEqual(pages.length);
  for (const { file, html } of all) {
    const metas = metaPolicies(html);
    expect(metas, `${file}: one meta policy`).toHaveLength(1);
    expect(html, `${file}: the policy first in <head>, after the charset`).toMatch(
      /<head>(?:\s*<meta charset="?utf-8"?\s*\/?>)?\s*<meta http-equiv="Content-Security-Policy"/i,
    );
    expect(html.indexOf("Content-Security-Policy"), `${file}: before any script`).toBeLessThan(html.indexOf("<script"));
  }
});

test("no page's JavaScript carries the CMS: Decap and the previews are only under /admin", () => {
  const bundles = fs.readdirSync(DIR).filter((f) => f.endsWith(".js"));
  expect(bundles.length).toBeGreaterThan(3);
  // The previews' bundle is where the build writes it, and names what marks its code.
  const preview = fs.readFileSync(path.join(DIR, "admin/preview.js"), "utf8");
  const markers = ["decap-cms", PREVIEW_DATA_GLOBAL, "registerPreviewTemplate"];
  for (const marker of markers.slice(1)) expect(preview).toContain(marker);
  for (const file of bundles) {
    const js = fs.readFileSync(path.join(DIR, file), "utf8");
    expect(
      markers.filter((m) => js.includes(m)),
      file,
    ).toEqual([]);
  }
  for (const { file, html } of pages) expect(html.includes("/admin/"), file).toBe(false);
});

test("every page reads as its writer meant: valid UTF-8, and nothing a browser shows as the replacement character U+FFFD", () => {
  // A stray byte reaches a visitor, a screen reader or a search engine as U+FFFD: a malformed UTF-8
  // sequence, the character itself, or a character reference to nothing (&#0;). A NUL stops the build
  // (gatsby/hosting/prepare.ts).
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const unreadable = built
    .map(({ file }) => file)
    .filter((file) => {
      try {
        return /\uFFFD|&#0+;|&#x0+;|&#(?:0*65533|x0*fffd);/i.test(decoder.decode(fs.readFileSync(path.join(DIR, file))));
      } catch {
        return true;
      }
    });
  expect(unreadable).toEqual([]);
});
