import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../components/seo";
import PrivacyPolicy, { PrivacyHero } from "../components/sections/privacy-policy";
import type { LangContext } from "../lib/language/i18n";
import { getBlock } from "../lib/content/page-blocks";

type Context = LangContext & { canonical: string };

/** The privacy policy; one screen at /privacy-policy and /privacy, canonical at the first. */
export default function PrivacyTemplate({ data }: PageProps<Queries.PrivacyPageQuery, Context>) {
  const page = data.pageContent!;
  const policy = data.privacyPolicy!;
  const toc = getBlock(page.blocks, "toc");
  return (
    <>
      <PrivacyHero heading={page.heading} lead={page.lead} isoDate={policy.isoDate!} lastUpdated={policy.lastUpdated} />
      <PrivacyPolicy policy={policy} tocHeading={toc.heading} />
    </>
  );
}

export const Head: HeadFC<Queries.PrivacyPageQuery, Context> = ({ data, location, pageContext }) => {
  return <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} path={pageContext.canonical} />;
};

export const query = graphql`
  query PrivacyPage($lang: String!) {
    pageContent(slug: { eq: "privacy" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    privacyPolicy(lang: { eq: $lang }) {
      lastUpdated: displayLastUpdated
      isoDate: lastUpdated(formatString: "YYYY-MM-DD")
      intro
      sections {
        slug
        heading
        paragraphs
        items {
          term
          text
          form
          textWhenSent
        }
      }
    }
  }
`;
