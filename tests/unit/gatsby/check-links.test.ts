/**
 * @jest-environment node
 */
import path from "node:path";
import { brokenLinks, checkContentLinks, contentLinks, type ContentLink } from "../../../gatsby/pages/check-links";
import type { Content } from "../../../gatsby/content/schema";
import { readContentDir, validateContent, type RecordFiles } from "../../../gatsby/content/validate";
import { canonicalPath } from "../../../src/lib/language/i18n";
import { REDIRECTS } from "../../../src/lib/routing/routes";
import { onPreBootstrap } from "../../../gatsby/content/pre-bootstrap";
import { sitePages } from "../support/site-pages";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");

/** A small content tree with only the fields contentLinks reads; its links name pages in either form (/about, /careers/). */
function fixture(): Partial<Content> {
  return {
    site: {
      navigation: [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ],
      footerLinks: [
        { title: "Company", links: [{ name: "Careers", path: "/careers/" }] },
        {
          title: "Resources",
          links: [
            { name: "Blog", path: "/blog" },
            { name: "FAQ", path: "/faq" },
          ],
        },
      ],
    } as unknown as Content["site"],
    pages: [
      {
        slug: "home",
        blocks: [
          {
            key: "hero",
            links: [
              { label: "Services", path: "/services" },
              { label: "LinkedIn", path: "https://www.linkedin.com/company/x" },
            ],
          },
          { key: "plain" },
        ],
      },
      { slug: "careers", blocks: [{ key: "cta", links: [{ label: "Contact", path: "/contact?topic=jobs#form" }] }] },
    ] as unknown as Content["pages"],
    resources: [{ slug: "guide", downloadUrl: "/guides/coming-soon" }] as unknown as Content["resources"],
    "case-studies": [{ slug: "retail", services: ["digital-transformation", "marketing"] }] as unknown as Content["case-studies"],
    articles: [{ slug: "ai", tags: ["AI Integration", "Strategy"] }] as unknown as Content["articles"],
  };
}

/** The record files validateContent would report for a tree: content/{collection}/{slug}.json. */
function filesOf(tree: Partial<Content>): RecordFiles {
  const named = (name: "resources" | "case-studies" | "articles") => tree[name]?.map((r) => `content/${name}/${r.slug}.json`);
  return { resources: named("resources"), "case-studies": named("case-studies"), articles: named("articles") };
}
const linksOf = (tree: Partial<Content>) => contentLinks(tree, filesOf(tree));

describe("contentLinks", () => {
  const links = linksOf(fixture());

  it("collects navigation links with file and JSON path", () => {
    expect(links).toContainEqual({ file: "content/site.en.json", where: "$.navigation[0].path", path: "/" });
    expect(links).toContainEqual({ file: "content/site.en.json", where: "$.navigation[1].path", path: "/about" });
  });

  it("collects footer links with file and JSON path", () => {
    expect(links).toContainEqual({ file: "content/site.en.json", where: "$.footerLinks[0].links[0].path", path: "/careers/" });
    expect(links).toContainEqual({ file: "content/site.en.json", where: "$.footerLinks[1].links[0].path", path: "/blog" });
    expect(links).toContainEqual({ file: "content/site.en.json", where: "$.footerLinks[1].links[1].path", path: "/faq" });
  });

  it("collects internal page-block links, not external ones", () => {
    expect(links).toContainEqual({ file: "content/pages.en.json", where: "$[0].blocks[0].links[0].path", path: "/services" });
    expect(links).toContainEqual({ file: "content/pages.en.json", where: "$[1].blocks[0].links[0].path", path: "/contact?topic=jobs#form" });
    expect(links.some((l) => l.path.startsWith("https://"))).toBe(false);
    expect(links.some((l) => l.where === "$[0].blocks[0].links[1].path")).toBe(false);
  });

  it("collects the guides' download links", () => {
    expect(links).toContainEqual({ file: "content/resources/guide.json", where: "$.downloadUrl", path: "/guides/coming-soon" });
  });

  it("turns case-study services into service page links, at their one URL", () => {
    expect(links).toContainEqual({ file: "content/case-studies/retail.json", where: "$.services[0]", path: "/services/digital-transformation/" });
    expect(links).toContainEqual({ file: "content/case-studies/retail.json", where: "$.services[1]", path: "/services/marketing/" });
  });

  it("turns article tags into tag page links, at their one URL", () => {
    expect(links).toContainEqual({ file: "content/articles/ai.json", where: "$.tags[0]", path: "/insights/tag/ai-integration/" });
    expect(links).toContainEqual({ file: "content/articles/ai.json", where: "$.tags[1]", path: "/insights/tag/strategy/" });
  });

  it("collects exactly these links, in file order", () => {
    expect(links.map((l) => `${l.file} ${l.where} ${l.path}`)).toEqual([
      "content/site.en.json $.navigation[0].path /",
      "content/site.en.json $.navigation[1].path /about",
      "content/site.en.json $.footerLinks[0].links[0].path /careers/",
      "content/site.en.json $.footerLinks[1].links[0].path /blog",
      "content/site.en.json $.footerLinks[1].links[1].path /faq",
      "content/pages.en.json $[0].blocks[0].links[0].path /services",
      "content/pages.en.json $[1].blocks[0].links[0].path /contact?topic=jobs#form",
      "content/resources/guide.json $.downloadUrl /guides/coming-soon",
      "content/case-studies/retail.json $.services[0] /services/digital-transformation/",
      "content/case-studies/retail.json $.services[1] /services/marketing/",
      "content/articles/ai.json $.tags[0] /insights/tag/ai-integration/",
      "content/articles/ai.json $.tags[1] /insights/tag/strategy/",
    ]);
  });

  it("copes with missing files (a partial content tree)", () => {
    expect(contentLinks({})).toEqual([]);
    expect(linksOf({ articles: fixture().articles })).toHaveLength(2);
  });
});

describe("brokenLinks", () => {
  const link = (p: string): ContentLink => ({ file: "content/site.en.json", where: "$.x", path: p });

  it("reports only links to paths that are not pages", () => {
    const pages = new Set(["/", "/about/"]);
    expect(brokenLinks([link("/"), link("/about/"), link("/nope/"), link("/nope")], pages)).toEqual([link("/nope/"), link("/nope")]);
  });

  it("takes a page named with or without its trailing slash, and reports a broken link as content wrote it", () => {
    const pages = new Set(["/", "/about/", "/insights/tag/ai-integration/"]);
    expect(brokenLinks([link("/about"), link("/about/"), link("/insights/tag/ai-integration")], pages)).toEqual([]);
    expect(brokenLinks([link("/careers")], pages)).toEqual([link("/careers")]);
  });

  it("does not add a slash to a file: /rss.xml is found only as itself", () => {
    expect(brokenLinks([link("/rss.xml")], new Set(["/rss.xml"]))).toEqual([]);
    expect(brokenLinks([link("/rss.xml")], new Set(["/rss.xml/"]))).toEqual([link("/rss.xml")]);
  });

  it("ignores the query and the hash", () => {
    const pages = new Set(["/contact/"]);
    expect(brokenLinks([link("/contact?topic=jobs"), link("/contact/#form"), link("/contact?a=1#b"), link("/contact/?a=1")], pages)).toEqual([]);
    expect(brokenLinks([link("/missing?x=1"), link("/missing/#y")], pages)).toEqual([link("/missing?x=1"), link("/missing/#y")]);
  });

  it("matches paths exactly (no prefix matches, case matters)", () => {
    const pages = new Set(["/about/"]);
    expect(brokenLinks([link("/about-us"), link("/About"), link("/about/team"), link("/about/team/")], pages)).toHaveLength(4);
  });

  it("returns an empty list when nothing is broken or there are no links", () => {
    expect(brokenLinks([], new Set())).toEqual([]);
  });
});

describe("brokenLinks over a content tree", () => {
  const content = fixture();
  const links = linksOf(content);
  const pages = sitePages(content);

  it("includes /privacy/, /privacy-policy/ and /blog/ in the site's pages, each at its one URL", () => {
    expect(pages.has("/privacy/")).toBe(true);
    expect(pages.has("/privacy-policy/")).toBe(true);
    expect(pages.has("/blog/")).toBe(true);
    for (const p of pages) expect(p).toMatch(/\/$/);
  });

  it("finds nothing broken when every page exists", () => {
    expect(brokenLinks(links, pages)).toEqual([]);
  });

  it("reports the footer's FAQ link, with its file and JSON path, when /faq is missing", () => {
    const without = new Set(pages);
    without.delete("/faq/");
    expect(brokenLinks(links, without)).toEqual([{ file: "content/site.en.json", where: "$.footerLinks[1].links[1].path", path: "/faq" }]);
  });

  it("reports every case study naming a service whose page is missing", () => {
    const tree = fixture();
    tree["case-studies"] = [
      { slug: "retail", services: ["digital-transformation", "marketing"] },
      { slug: "bank", services: ["marketing"] },
    ] as unknown as Content["case-studies"];
    const without = new Set(sitePages(tree));
    without.delete("/services/marketing/");
    expect(brokenLinks(linksOf(tree), without)).toEqual([
      { file: "content/case-studies/retail.json", where: "$.services[1]", path: "/services/marketing/" },
      { file: "content/case-studies/bank.json", where: "$.services[0]", path: "/services/marketing/" },
    ]);
  });

  it("reports a tag whose page is missing at each article using it", () => {
    const tree = fixture();
    tree.articles = [
      { slug: "ai", tags: ["AI Integration", "Strategy"] },
      { slug: "cloud", tags: ["Strategy"] },
    ] as unknown as Content["articles"];
    const without = new Set(sitePages(tree));
    without.delete("/insights/tag/strategy/");
    expect(brokenLinks(linksOf(tree), without)).toEqual([
      { file: "content/articles/ai.json", where: "$.tags[1]", path: "/insights/tag/strategy/" },
      { file: "content/articles/cloud.json", where: "$.tags[0]", path: "/insights/tag/strategy/" },
    ]);
  });
});

// The check reads the real content/ as validated before sourcing, so these tests derive what they expect from it.
describe("checkContentLinks", () => {
  const { content, files } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
  beforeAll(() => {
    const validate = onPreBootstrap as unknown as (args: { reporter: { info: () => void; panic: (m: string) => never } }) => void;
    validate({
      reporter: {
        info: () => undefined,
        panic: (m) => {
          throw new Error(m);
        },
      },
    });
  });

  function run(pages: Iterable<string>) {
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
    const store = { getState: () => ({ pages: new Map([...pages].map((p) => [p, {}])) }) };
    const hook = checkContentLinks as unknown as (args: { store: typeof store; reporter: typeof reporter }) => void;
    hook({ store, reporter });
    return reporter;
  }

  it("lets the build go on when every link reaches a page (the redirects count as pages)", () => {
    const pages = [...sitePages(content)].filter((p) => !REDIRECTS.some((r) => r.from === p));
    expect(run(pages).panicOnBuild).not.toHaveBeenCalled();
  });

  it("stops the build naming the content file, the place and the link", () => {
    const pages = [...sitePages(content)].filter((p) => p !== "/faq/");
    const reporter = run(pages);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = String(reporter.panicOnBuild.mock.calls[0]?.[0]);
    expect(message).toContain("content/site.en.json");
    const toFaqPage = (p: string) => canonicalPath(p.replace(/[?#].*$/, "")) === "/faq/";
    const column = content.site!.footerLinks.findIndex((c) => c.links.some((l) => toFaqPage(l.path)));
    const row = content.site!.footerLinks[column]!.links.findIndex((l) => toFaqPage(l.path));
    expect(message).toContain(`$.footerLinks[${column}].links[${row}].path`);
    expect(message).toContain("/faq");
    const toFaq = contentLinks(content, files).filter((l) => toFaqPage(l.path));
    expect(message).toContain(`content/ links to ${toFaq.length} page(s)`);
  });
});
