import * as React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import InsightsExplorer from "../components/sections/insights-explorer";
import Newsletter from "../components/sections/newsletter";
import PageFrame from "../components/sections/page-frame";
import Container from "../components/ui/container";
import { useSiteConfig } from "../hooks/use-site-config";
import { categoriesOf } from "../lib/insights";
import { MESSAGES } from "../lib/messages";
import { getBlock } from "../lib/page-blocks";
import { articlePath } from "../lib/slug";

/** How many of the newest articles the sidebar lists as popular (the specification's first three). */
const POPULAR_COUNT = 3;

export default function InsightsPage({ data, location }: PageProps<Queries.InsightsPageQuery>) {
  const page = data.pageContent!;
  const site = useSiteConfig();
  const articles = data.allArticle.nodes;
  const categories = React.useMemo(() => categoriesOf(articles), [articles]);
  const popular = getBlock(page.blocks, "popular");

  return (
    <PageFrame page={page}>
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_20rem]">
        <InsightsExplorer articles={articles} categories={categories} search={location.search} />
        <aside aria-label={MESSAGES.insights.sidebar} className="space-y-10">
          <section aria-labelledby="popular-heading" className="rounded-3xl bg-secondary-50 p-6">
            <h2 id="popular-heading" className="text-lg font-semibold text-secondary-950">
              {popular.heading}
            </h2>
            <ol className="mt-4 space-y-4">
              {articles.slice(0, POPULAR_COUNT).map((a, i) => (
                <li key={a.slug} className="flex gap-3">
                  <span aria-hidden="true" className="text-2xl font-bold text-accent-700">
                    {i + 1}
                  </span>
                  <span>
                    <Link to={articlePath(a.slug)} className="font-medium text-secondary-950 hover:text-accent-700">
                      {a.title}
                    </Link>
                    <span className="block text-sm text-secondary-600">
                      <time dateTime={a.isoDate}>{a.date}</time>
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <Newsletter heading={site.newsletter.heading} body={site.newsletter.body} />
        </aside>
      </Container>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.InsightsPageQuery> = pageCopyHead;

export const query = graphql`
  query InsightsPage {
    pageContent(slug: { eq: "insights" }) {
      ...PageCopy
    }
    allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
