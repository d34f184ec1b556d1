import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import Seo from "../components/seo";
import ArticleCard from "../components/sections/article-card";
import PageHero from "../components/sections/page-hero";
import Container from "../components/ui/container";
import Icon from "../components/ui/icon";
import { ARROW_LEFT } from "../components/ui/icons/arrows";
import { Pagination } from "../components/ui/deferred-links";
import type { ListingContext } from "../lib/insights/listing";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/language/i18n";
import { blockLink, getBlock } from "../lib/content/page-blocks";

type Context = ListingContext & LangContext & { tag: string; label: string };

/** One page of the articles carrying a tag, with the listing's cards. */
export default function TagTemplate({ data, pageContext }: PageProps<Queries.TagPageQuery, Context>) {
  const messages = useMessages();
  const page = data.pageContent!;
  const back = getBlock(page.blocks, "back");
  const articles = data.allArticle.nodes;
  return (
    <>
      <PageHero heading={messages.insights.tagHeading(pageContext.label)} lead={page.lead}>
        <p className="mt-4 text-secondary-300">{messages.insights.tagCount(data.allArticle.totalCount)}</p>
      </PageHero>
      <Container className="py-16">
        <Link to={blockLink(back).path} className="hover-shift-link inline-flex items-center gap-2 font-medium text-accent-700 hover:text-accent-800">
          <Icon icon={ARROW_LEFT} size={18} />
          {back.heading}
        </Link>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((a, i) => (
            <li key={a.slug} className="flex">
              <ArticleCard article={a} priority={i === 0} eager={i < 3} />
            </li>
          ))}
        </ul>
        <Pagination {...pageContext} />
      </Container>
    </>
  );
}

export const Head: HeadFC<Queries.TagPageQuery, Context> = ({ data, location, pageContext }) => {
  const messages = useMessages(pageContext.lang);
  return (
    <Seo
      page={{ location, pageContext }}
      title={messages.pagination.title(messages.insights.tagHeading(pageContext.label), pageContext.number, pageContext.count)}
      description={data.pageContent!.description}
      paging={pageContext}
    />
  );
};

export const query = graphql`
  query TagPage($tag: String!, $skip: Int!, $limit: Int!, $lang: String!) {
    pageContent(slug: { eq: "tag" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    allArticle(filter: { lang: { eq: $lang }, tags: { eq: $tag } }, sort: [{ date: DESC }, { slug: ASC }], skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
  }
`;
