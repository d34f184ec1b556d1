// After the build, in this order: the files written from content (redirect pages for hosts without
// rules, the RSS feed, robots.txt, the web app manifest); one pass over every HTML file
// (gatsby/html-pipeline.ts: gatsby-plugin-fast-start's steps, then each page's policy in a meta
// element); the hosts' rules, which do not grow with the pages; last, the compressed copies of every text file.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt, rssFeed, webManifest } from "../src/lib/discovery";
import { LANG_INFO, LANGS, langOfPath, type Lang } from "../src/lib/i18n";
import { messagesFor } from "../src/lib/messages";
import { redirectPageHtml } from "../src/lib/redirect-page";
import { REDIRECTS } from "../src/lib/routes";
import { BrokenAssumption } from "../plugins/gatsby-plugin-fast-start/assumption";
import { fastStartHtmlSteps } from "../plugins/gatsby-plugin-fast-start/html-steps";
import { writeHostConfig } from "./host-config";
import { processBuiltHtml, type PipelineResult } from "./html-pipeline";
import { precompress } from "./precompress";
import { HEADER_RULE_LIMIT } from "./security-headers";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
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
          contact {
            email
          }
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
  // The validator requires both languages' files and gatsby-config.ts sets siteUrl, so these are never missing in a build.
  if (!siteUrl || LANGS.some((lang) => !configOf(lang) || !blogOf(lang)) || !siteConfig) {
    reporter.panicOnBuild("The post-build files need siteMetadata.siteUrl, content/site.{lang}.json and the blog page of content/pages.{lang}.json");
    return;
  }
  const publicDir = path.join(store.getState().program.directory, "public");
  const write = async (relative: string, text: string) => {
    const file = path.join(publicDir, relative);
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

  // One feed per language, of the articles published in it (an untranslated article is in its own language's feed only).
  for (const lang of LANGS) {
    const config = configOf(lang)!;
    const articles = allArticle.nodes.filter((a) => a.lang === lang).map((a) => ({ ...a, tags: a.tagLinks.map((t) => t.name) }));
    const feed = `${LANG_INFO[lang].prefix}/rss.xml`;
    await write(
      feed,
      rssFeed(
        {
          siteUrl,
          siteTitle: config.siteTitle,
          siteDescription: config.siteDescription,
          email: config.contact.email,
          lang,
          insights: messagesFor(lang).breadcrumbs.insights,
        },
        articles,
        feed,
      ),
    );
  }
  await write("robots.txt", robotsTxt(siteUrl));
  await write(
    "manifest.webmanifest",
    webManifest({
      siteTitle: siteConfig.siteTitle,
      shortName: siteConfig.siteTitle.split(" ")[0] ?? siteConfig.siteTitle,
      siteDescription: siteConfig.siteDescription,
      themeColor: siteConfig.themeColor,
    }),
  );
  reporter.info(`Wrote ${REDIRECTS.length} redirect page(s), rss.xml and ar/rss.xml, robots.txt and manifest.webmanifest`);

  // Every HTML file, the redirect pages above included, is read and written once; the policies hash
  // the HTML the steps return. A step that finds a Gatsby page without what it rewrites stops the build.
  let html: PipelineResult;
  try {
    html = await processBuiltHtml(publicDir, await fastStartHtmlSteps(publicDir));
  } catch (error) {
    if (!(error instanceof BrokenAssumption)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  for (const [step, files] of Object.entries(html.changedBy))
    reporter.info(`${step}: changed ${files.length} page(s)${files.length > 0 && files.length <= 3 ? ` (${files.join(", ")})` : ""}`);

  const projectDir = store.getState().program.directory;
  const hosts = await writeHostConfig(publicDir, projectDir, html.policies, REDIRECTS, {
    // The process is this build's, so a Vercel config older than it is a leftover of an earlier build.
    buildStartedAt: Date.now() - process.uptime() * 1000,
    onVercel: !!process.env.VERCEL,
  });
  reporter.info(
    `Wrote ${html.written} HTML file(s) in one pass, each of ${html.policies.length} pages with its Content-Security-Policy in a meta element, and the host rules with ${REDIRECTS.length} redirect(s): public/_headers (${hosts.headerRules} rules), public/_redirects, deploy/nginx.conf and .vercel/output/config.json (${hosts.vercelMerged ? "merged into the config Vercel's builder wrote" : "complete on its own"})`,
  );
  if (hosts.headerRules > HEADER_RULE_LIMIT)
    reporter.warn(
      `public/_headers has ${hosts.headerRules} rules and Cloudflare Pages applies at most ${HEADER_RULE_LIMIT}; ${hosts.hashedFiles} of them name hashed bundles in public/, which keeps those of earlier builds: \`npm run clean\`, then build again`,
    );
  if (process.env.VERCEL) reporter.info(`Copied ${hosts.vercelCopied} file(s) of public/ into .vercel/output/static`);

  // After every other step has written its files: servers send these copies as they are.
  const compressed = await precompress(publicDir);
  reporter.info(
    `Wrote brotli and gzip copies of ${compressed.written.length} file(s) (${compressed.kept} already current, ${compressed.removed.length} stale copies removed)`,
  );
};
