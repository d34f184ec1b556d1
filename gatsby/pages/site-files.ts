// Files written from content after the pages: redirect pages, an RSS feed per language, robots.txt, the manifest.
import fs from "node:fs/promises";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { MANIFEST_PATH, robotsTxt, rssFeed, webManifest } from "../../src/lib/head/discovery";
import { LANG_INFO, LANGS, langOfPath, type Lang } from "../../src/lib/language/i18n";
import { MESSAGES_BY_LANG } from "../../src/lib/language/all-messages";
import { redirectPageHtml } from "../../src/lib/routing/redirect-page";
import { REDIRECTS } from "../../src/lib/routing/routes";
import { publicDir } from "../environment";

export async function writeSiteFiles({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<Queries.PostBuildQuery>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSiteConfig {
        nodes {
          lang
          siteTitle
          siteDescription
          themeColor
        }
      }
      allPageContent(filter: { slug: { eq: "blog" } }) {
        nodes {
          lang
          title
          heading
          lead
          blocks {
            key
            links {
              label
            }
          }
        }
      }
      allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          lang
          slug
          title
          excerpt
          date(formatString: "YYYY-MM-DD")
          author: byline
          tags
          tagLinks {
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content for the post-build files", result.errors);
    return;
  }
  const { site, allSiteConfig, allPageContent, allArticle } = result.data;
  const siteUrl = site?.siteMetadata?.siteUrl;
  const configOf = (lang: Lang) => allSiteConfig.nodes.find((n) => n.lang === lang);
  const blogOf = (lang: Lang) => allPageContent.nodes.find((n) => n.lang === lang);
  const siteConfig = configOf("en");
  // Never missing in a build: validation requires both languages and gatsby-config.ts sets siteUrl.
  if (!siteUrl || LANGS.some((lang) => !configOf(lang) || !blogOf(lang)) || !siteConfig) {
    reporter.panicOnBuild("The post-build files need siteMetadata.siteUrl, content/site.{lang}.json and the blog page of content/pages.{lang}.json");
    return;
  }
  const write = async (relative: string, text: string) => {
    const file = path.join(publicDir(), relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  };

  // Each redirect's fallback page speaks the language of the path it answers.
  for (const r of REDIRECTS) {
    const lang = langOfPath(r.from);
    const page = blogOf(lang)!;
    const linkLabel = page.blocks.find((b) => b.key === "links")?.links?.[0]?.label ?? page.title;
    await write(
      path.join(r.from, "index.html"),
      redirectPageHtml({ to: r.to, siteUrl, title: `${page.title} | ${configOf(lang)!.siteTitle}`, heading: page.heading, lead: page.lead, linkLabel, lang }),
    );
  }

  for (const lang of LANGS) {
    const config = configOf(lang)!;
    const articles = allArticle.nodes.filter((a) => a.lang === lang).map((a) => ({ ...a, tags: a.tagLinks.map((t) => t.name) }));
    const feed = `${LANG_INFO[lang].prefix}/rss.xml`;
    await write(
      feed,
      rssFeed(
        {
          siteUrl,
          siteDescription: config.siteDescription,
          lang,
          title: MESSAGES_BY_LANG[lang].feedTitle(config.siteTitle),
        },
        articles,
        feed,
      ),
    );
  }
  await write("robots.txt", robotsTxt(siteUrl));
  await write(MANIFEST_PATH.slice(1), webManifest(siteConfig));
  reporter.info(`Wrote ${REDIRECTS.length} redirect page(s), rss.xml and ar/rss.xml, robots.txt and manifest.webmanifest`);
}
