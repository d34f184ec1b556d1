/**
 * @jest-environment node
 */
// `npm run test:content` checks only the pages a change to content/ can alter: a page it leaves out
// would ship unchecked, so the mapping is tested against the content as it is, whatever it holds.
import fs from "node:fs";
import path from "node:path";
import { touchedPages } from "../../e2e/support/touched-pages";
import { localePath } from "../../../src/lib/language/i18n";
import { articlePath, caseStudyPath, INSIGHTS_PATH, servicePath, tagPath } from "../../../src/lib/routing/slug";
import routeList from "../../routes.json";

const both = (pages: string[]) => pages.flatMap((p) => [localePath(p, "en"), localePath(p, "ar")]).sort();
const firstRecord = (collection: string) => {
  const file = fs
    .readdirSync(path.join("content", collection))
    .filter((f) => f.endsWith(".en.json"))
    .sort()[0]!;
  return { slug: file.replace(/\.en\.json$/, ""), record: JSON.parse(fs.readFileSync(path.join("content", collection, file), "utf8")) };
};

describe("the pages a change to content touches", () => {
  it("an article, in either language: its page, the listing and its tags' pages, in both languages", () => {
    const { slug, record } = firstRecord("articles");
    const expected = both([articlePath(slug), INSIGHTS_PATH, ...(record.tags as string[]).map(tagPath)]);
    expect(touchedPages([`content/articles/${slug}.en.json`])).toEqual([...new Set(expected)].sort());
    expect(touchedPages([`content/articles/${slug}.ar.json`])).toEqual([...new Set(expected)].sort());
  });

  it("a new or a deleted case study: its page and the listing (a deleted page is then not in the build)", () => {
    expect(touchedPages(["content/case-studies/no-such-study.en.json"])).toEqual(both([caseStudyPath("no-such-study"), "/case-studies/"]));
  });

  it("a removed testimonial: the pages that show the testimonials", () => {
    expect(touchedPages(["content/testimonials/gone.en.json", "content/testimonials/gone.ar.json"])).toEqual(both(["/", "/about/"]));
  });

  it("the site settings or the page copy: every route of the site", () => {
    const every = both(routeList.spec.map((r) => localePath(r, "en")));
    expect(touchedPages(["content/site.ar.json"])).toEqual(every);
    expect(touchedPages(["content/pages.en.json"])).toEqual(every);
  });

  it("the process: the services page and every service's page", () => {
    const services = fs.readdirSync("content/services").filter((f) => f.endsWith(".en.json"));
    expect(touchedPages(["content/process.en.json"])).toEqual(both(["/services/", ...services.map((f) => servicePath(f.replace(/\.en\.json$/, "")))]));
  });

  it("a picture: the pages of every record that names it", () => {
    const { slug, record } = firstRecord("case-studies");
    const picture = String(record.image);
    const naming = fs
      .readdirSync("content", { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".json") && fs.readFileSync(path.join("content", f), "utf8").includes(path.basename(picture)));
    expect(naming).toContain(`case-studies${path.sep}${slug}.en.json`);
    expect(touchedPages([path.posix.join("content/case-studies", picture)])).toEqual(expect.arrayContaining(both([caseStudyPath(slug)])));
  });

  it("the glossary and files outside content/: no page", () => {
    expect(touchedPages(["content/glossary.json", "src/lib/routing/slug.ts", "README.md"])).toEqual([]);
  });
});
