import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import { NewsletterBand } from "../components/sections/deferred-sections";
import Thanks from "../components/sections/thanks";
import type { LangContext } from "../lib/language/i18n";

type NoticeContext = LangContext & { slug: string; newsletter: boolean };

/** A page that only says what happened (NOTICE_PAGES in src/lib/routing/routes.ts); never indexed, not in the sitemap. */
export default function NoticePage({ data, pageContext }: PageProps<Queries.NoticePageQuery, NoticeContext>) {
  return (
    <>
      <Thanks page={data.pageContent!} />
      {pageContext.newsletter && <NewsletterBand />}
    </>
  );
}

export const Head: HeadFC<Queries.NoticePageQuery, NoticeContext> = (props) => <PageCopyHead {...props} noindex />;

export const query = graphql`
  query NoticePage($lang: String!, $slug: String!) {
    pageContent(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
