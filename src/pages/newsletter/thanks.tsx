import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../../components/seo";
import Thanks from "../../components/sections/thanks";
import type { LangContext } from "../../lib/language/i18n";

/** Where the newsletter sign-up leads after a send without JavaScript; never indexed, not in the sitemap. */
export default function NewsletterThanksPage({ data }: PageProps<Queries.NewsletterThanksPageQuery>) {
  return <Thanks page={data.pageContent!} />;
}

export const Head: HeadFC<Queries.NewsletterThanksPageQuery, LangContext> = (props) => <PageCopyHead {...props} noindex />;

export const query = graphql`
  query NewsletterThanksPage($lang: String!) {
    pageContent(slug: { eq: "newsletter-thanks" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
