import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../../components/seo";
import Thanks from "../../components/sections/thanks";
import type { LangContext } from "../../lib/language/i18n";

/** Where the newsletter sign-up leads after a send without JavaScript; never indexed, not in the sitemap. */
export default function NewsletterThanksPage({ data }: PageProps<Queries.NewsletterThanksPageQuery>) {
  const page = data.pageContent!;
  return <Thanks heading={page.heading} lead={page.lead} blocks={page.blocks} />;
}

export const Head: HeadFC<Queries.NewsletterThanksPageQuery, LangContext> = ({ data, location, pageContext }) => (
  <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} noindex />
);

export const query = graphql`
  query NewsletterThanksPage($lang: String!) {
    pageContent(slug: { eq: "newsletter-thanks" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
