import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../../components/seo";
import Thanks from "../../components/sections/thanks";
import type { LangContext } from "../../lib/language/i18n";

/** Where the contact form leads after a send without JavaScript; never indexed, not in the sitemap. */
export default function ContactThanksPage({ data }: PageProps<Queries.ContactThanksPageQuery>) {
  const page = data.pageContent!;
  return <Thanks heading={page.heading} lead={page.lead} blocks={page.blocks} />;
}

export const Head: HeadFC<Queries.ContactThanksPageQuery, LangContext> = ({ data, location, pageContext }) => (
  <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} noindex />
);

export const query = graphql`
  query ContactThanksPage($lang: String!) {
    pageContent(slug: { eq: "contact-thanks" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
