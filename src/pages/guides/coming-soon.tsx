import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../../components/seo";
import { NewsletterBand } from "../../components/sections/deferred-sections";
import Thanks from "../../components/sections/thanks";
import type { LangContext } from "../../lib/language/i18n";

/** Where the guides' placeholder download links lead while the files are being refreshed. */
export default function GuideComingSoonPage({ data }: PageProps<Queries.GuideComingSoonPageQuery>) {
  return (
    <>
      <Thanks page={data.pageContent!} />
      <NewsletterBand />
    </>
  );
}

export const Head: HeadFC<Queries.GuideComingSoonPageQuery, LangContext> = (props) => <PageCopyHead {...props} noindex />;

export const query = graphql`
  query GuideComingSoonPage($lang: String!) {
    pageContent(slug: { eq: "guide-coming-soon" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
