// Writes static pages at redirected paths, for hosts without redirect rules.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { redirectPageHtml } from "../src/lib/redirect-page";
import { REDIRECTS } from "../src/lib/routes";

interface RedirectCopyQuery {
  site: { siteMetadata: { siteUrl: string } };
  siteConfig: { siteTitle: string };
  pageContent: { title: string; heading: string; lead: string; blocks: { key: string; links: { label: string }[] | null }[] };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await graphql<RedirectCopyQuery>(`
    query RedirectCopy {
      site { siteMetadata { siteUrl } }
      siteConfig { siteTitle }
      pageContent(slug: { eq: "blog" }) { title heading lead blocks { key links { label } } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the copy of redirect pages", result.errors);
    return;
  }
  const { site, siteConfig, pageContent } = result.data;
  const publicDir = path.join(store.getState().program.directory, "public");
  const linkLabel = pageContent.blocks.find((b) => b.key === "links")?.links?.[0]?.label ?? pageContent.title;
  for (const r of REDIRECTS) {
    const file = path.join(publicDir, r.from, "index.html");
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      redirectPageHtml({ to: r.to, siteUrl: site.siteMetadata.siteUrl, title: `${pageContent.title} | ${siteConfig.siteTitle}`, heading: pageContent.heading, lead: pageContent.lead, linkLabel }),
    );
  }
  reporter.info(`Wrote ${REDIRECTS.length} redirect page(s) for hosts without redirect rules`);
};
