import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import CaseStudyCard from "../components/sections/case-study-card";
import CtaSection from "../components/sections/cta-section";
import PageHero from "../components/sections/page-hero";
import Container from "../components/ui/container";
import { blockLink, getBlock } from "../lib/page-blocks";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const page = data.pageContent!;
  const cta = getBlock(page.blocks, "cta");
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <Container className="py-16">
        <ul className="grid gap-8 lg:grid-cols-2">
          {data.allCaseStudy.nodes.map((study) => (
            <li key={study.slug} className="flex">
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Container>
      <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />
    </>
  );
}

export const Head: HeadFC<Queries.CaseStudiesPageQuery> = pageCopyHead;

export const query = graphql`
  query CaseStudiesPage {
    pageContent(slug: { eq: "case-studies" }) {
      ...PageCopy
    }
    allCaseStudy(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...CaseStudyCard
      }
    }
  }
`;
