import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import CaseStudyCard from "../components/sections/case-study-card";
import PageFrame from "../components/sections/page-frame";
import Container from "../components/ui/container";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const page = data.pageContent!;
  return (
    <PageFrame page={page}>
      <Container className="py-16">
        <ul className="grid gap-8 lg:grid-cols-2">
          {data.allCaseStudy.nodes.map((study) => (
            <li key={study.slug} className="flex">
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Container>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.CaseStudiesPageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query CaseStudiesPage($lang: String!) {
    pageContent(slug: { eq: "case-studies" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    allCaseStudy(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
