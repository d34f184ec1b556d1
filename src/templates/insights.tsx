import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import Seo from "../components/seo";
import InsightsExplorer from "../components/sections/insights-explorer";
import { Newsletter } from "../components/sections/deferred-sections";
import PageFrame from "../components/sections/page-frame";
import Container from "../components/ui/container";
import { useSiteConfig } from "../hooks/use-site-config";
import type { ListingContext } from "../lib/insights/listing";
import type { LangContext } from "../lib/language/i18n";
import { useMessages } from "../hooks/use-lang";
import { getBlock } from "../lib/content/page-blocks";
import { articlePath } from "../lib/routing/slug";

/** One page of the Insights listing; the categories are every article's tags in order of first use (gatsby/pages/create-pages.ts). */
type Context = ListingContext & LangContext & { categories: string[]; labels: Record<string, string> };

export default function InsightsPage({ data, location, pageContext }: PageProps<Queries.InsightsPageQuery, Context>) {
  const messages = useMessages();
  const page = data.pageContent!;
  const site = useSiteConfig(pageContext.lang);
  const popular = getBlock(page.blocks, "popular");

  return (
    <PageFrame page={page}>
      {/* Less space under the hero on a phone, where the first article should be on the first screen. */}
      <Container className="grid gap-12 pt-6 pb-16 sm:pt-16 lg:grid-cols-[1fr_20rem]">
        <InsightsExplorer
          articles={data.allArticle.nodes}
          total={data.allArticle.totalCount}
          categories={pageContext.categories}
          labels={pageContext.labels}
          paging={pageContext}
          search={location.search}
        />
        <aside aria-label={messages.insights.sidebar} className="space-y-10">
          <section aria-labelledby="popular-heading" className="rounded-3xl bg-secondary-50 p-6">
            <h2 id="popular-heading" className="text-lg font-semibold text-secondary-950">
              {popular.heading}
            </h2>
            <ol className="mt-4 space-y-4">
              {data.popular.nodes.map((a, i) => (
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
          <Newsletter heading={site.newsletter.heading} body={site.newsletter.body} email={site.contact.email} />
        </aside>
      </Container>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.InsightsPageQuery, Context> = ({ data, location, pageContext }) => {
  const messages = useMessages(pageContext.lang);
  const page = data.pageContent!;
  return (
    <Seo
      page={{ location, pageContext }}
      title={messages.pagination.title(page.title, pageContext.number, pageContext.count)}
      description={page.description}
      paging={pageContext}
    />
  );
};

export const query = graphql`
  query InsightsPage($skip: Int!, $limit: Int!, $lang: String!) {
    pageContent(slug: { eq: "insights" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    allArticle(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }], skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
    # The sidebar's popular articles: the specification's first three, the newest.
    popular: allArticle(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      nodes {
        slug
        title
        date: displayDate
        isoDate: date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
