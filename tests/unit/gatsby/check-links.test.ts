/** @jest-environment node */
import { brokenLinks, checkContentLinks, contentLinks, type ContentLink } from "../../../gatsby/pages/check-links";
import type { Content } from "../../../src/lib/content/schema";
import type { RecordFiles } from "../../../gatsby/content/validate";
import { canonicalPath } from "../../../src/lib/language/i18n";
import { REDIRECTS } from "../../../src/lib/routing/routes";
import { onPreBootstrap, validatedContent, validatedRecordFiles } from "../../../gatsby/content/pre-bootstrap";
import { sitePages } from "../support/site-pages";

/** A small content tree with only the fields contentLinks reads; its links name pages in either form (/about, /careers/). */
function fixture(): Partial<Content> {
  const nav = (name: string, path: string) => ({ name, path });
  const action = (label: string, path: string) => ({ label, path });
  return {
    site: {
      navigation: [nav("Home", "/"), nav("About", "/about")],
      footerLinks: [{ title: "Company", links: [nav("Careers", "/careers/"), nav("Blog", "/blog")] }],
    } as unknown as Content["site"],
    pages: [
      {
        slug: "home",
        blocks: [{ key: "hero", links: [action("Services", "/services"), action("LinkedIn", "https://www.linkedin.com/company/x")] }, { key: "plain" }],
      },
      { slug: "careers", blocks: [{ key: "cta", links: [action("Contact", "/contact/")] }] },
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

it("contentLinks collects every value the model marks as a page link, in documents and records, with its file and JSON path", () => {
  expect(linksOf(fixture()).map((l) => `${l.file} ${l.where} ${l.path}`)).toEqual([
    "content/site.en.json $.navigation[0].path /",
    "content/site.en.json $.navigation[1].path /about",
    "content/site.en.json $.footerLinks[0].links[0].path /careers/",
    "content/site.en.json $.footerLinks[0].links[1].path /blog",
    "content/pages.en.json $[0].blocks[0].links[0].path /services",
    "content/pages.en.json $[1].blocks[0].links[0].path /contact/",
    "content/resources/guide.json $.downloadUrl /guides/coming-soon",
  ]);
});

describe("brokenLinks", () => {
  const PAGES = new Set(["/", "/about/", "/contact/", "/rss.xml"]);
  const link = (p: string): ContentLink => ({ file: "content/site.en.json", where: "$.x", path: p });

  // Content names a page with or without its trailing slash; a file is found only as itself; query and hash do not count.
  it.each(["/", "/about", "/about/", "/contact?topic=jobs", "/contact/?a=1#b", "/rss.xml"])("takes %p as a page", (p) => {
    expect(brokenLinks([link(p)], PAGES)).toEqual([]);
  });

  it.each(["/nope", "/missing/#y", "/about-us", "/About", "/about/team/"])("takes %p as broken", (p) => {
    expect(brokenLinks([link(p)], PAGES)).toEqual([link(p)]);
  });
});

// The check reads the real content/ as validated before sourcing: its links must reach pages, and a
// page that goes missing stops the build. What the tests expect is derived from the content.
describe("checkContentLinks", () => {
  const panic = (message: string) => {
    throw new Error(message);
  };
  onPreBootstrap({ reporter: { info: () => undefined, panic } } as never);
  const content = validatedContent("en");
  const files = validatedRecordFiles();

  function run(pages: Iterable<string>) {
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
    const getNodesByType = (type: string) => (type === "SitePage" ? [...pages].map((path) => ({ path })) : []);
    const hook = checkContentLinks as unknown as (args: { getNodesByType: typeof getNodesByType; reporter: typeof reporter }) => void;
    hook({ getNodesByType, reporter });
    return reporter;
  }

  it("lets the build go on when every link reaches a page (the redirects count as pages)", () => {
    const pages = [...sitePages(content)].filter((p) => !REDIRECTS.some((r) => r.from === p));
    expect(run(pages).panicOnBuild).not.toHaveBeenCalled();
  });

  it("stops the build naming each link to a missing page: its file, place and path", () => {
    const page = (l: ContentLink) => canonicalPath(l.path.replace(/[?#].*$/, ""));
    const links = contentLinks(content, files).filter((l) => !REDIRECTS.some((r) => r.from === page(l)));
    const gone = page(links[0]!);
    const reporter = run([...sitePages(content)].filter((p) => p !== gone));
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = String(reporter.panicOnBuild.mock.calls[0]![0]);
    const broken = links.filter((l) => page(l) === gone);
    expect(message).toContain(`content/ links to ${broken.length} page(s)`);
    for (const l of broken) expect(message).toContain(`${l.file} at ${l.where}: ${l.path} is not a page`);
  });
});
