import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../../components/seo";
import Thanks from "../../components/sections/thanks";
import type { LangContext } from "../../lib/language/i18n";

/** Where the contact form leads after a send without JavaScript; never indexed, not in the sitemap. */
export default function ContactThanksPage({ data }: PageProps<Queries.ContactThanksPageQuery>) {
  return <Thanks page={data.pageContent!} />;
}

export const Head: HeadFC<Queries.ContactThanksPageQuery, LangContext> = (props) => <PageCopyHead {...props} noindex />;

export const query = graphql`
  query ContactThanksPage($lang: String!) {
    pageContent(slug: { eq: "contact-thanks" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
