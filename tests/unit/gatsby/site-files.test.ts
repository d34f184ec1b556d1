/** @jest-environment node */
// The feeds the build writes after the pages (gatsby/pages/site-files.ts): each language's feed is
// titled by that language's message, the same words the pages' <link rel="alternate"> gives it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeSiteFiles } from "../../../gatsby/pages/site-files";
import { MESSAGES_BY_LANG } from "../../../src/lib/language/all-messages";
import { LANGS, LANG_INFO, type Lang } from "../../../src/lib/language/i18n";

const SITE_TITLE: Record<Lang, string> = { en: "Tamkeen Digital", ar: "تمكين ديجيتال" };

/** What the post-build query answers: each language's settings and blog page, and one article in each. */
const data = {
  site: { siteMetadata: { siteUrl: "https://www.tamkeen.ae" } },
  allSiteConfig: {
    nodes: LANGS.map((lang) => ({ lang, siteTitle: SITE_TITLE[lang], siteDescription: "…", themeColor: "#0b0f19", contact: { email: "hello@tamkeen.ae" } })),
  },
  allPageContent: { nodes: LANGS.map((lang) => ({ lang, title: "Blog", heading: "Blog", lead: "…", blocks: [] })) },
  allArticle: {
    nodes: LANGS.map((lang) => ({ lang, slug: "a", title: "A", excerpt: "…", date: "2025-01-05", author: "Layla", tags: [], tagLinks: [] })),
  },
};

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "site-files-"));
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
  const args = { graphql: async () => ({ data }), reporter };
  // Gatsby runs in the site's folder (gatsby/environment.ts).
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(dir);
  await writeSiteFiles(args as unknown as Parameters<typeof writeSiteFiles>[0]);
  cwd.mockRestore();
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const channelTitle = async (lang: Lang) => {
  const xml = await fs.readFile(path.join(dir, "public", LANG_INFO[lang].prefix, "rss.xml"), "utf8");
  return /<channel>\s*<title>([^<]*)<\/title>/.exec(xml)?.[1];
};

it.each(LANGS)("titles the %s feed with that language's feedTitle message", async (lang) => {
  expect(await channelTitle(lang)).toBe(MESSAGES_BY_LANG[lang].feedTitle(SITE_TITLE[lang]));
});
