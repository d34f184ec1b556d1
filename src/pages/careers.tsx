import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import IconCardGrid from "../components/sections/icon-card-grid";
import PageFrame, { BlockSection } from "../components/sections/page-frame";
import { LinkButton } from "../components/ui/button";
import { blockLink, getBlock } from "../lib/content/page-blocks";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const page = data.pageContent!;
  const intro = getBlock(page.blocks, "intro");
  const benefits = getBlock(page.blocks, "benefits");
  const openings = getBlock(page.blocks, "openings");
  const jobs = blockLink(openings);

  return (
    <PageFrame page={page} image={page.image?.childImageSharp?.gatsbyImageData} imageAlt={page.imageAlt}>
      <BlockSection id="intro" block={intro} />
      <BlockSection id="benefits" block={benefits} tinted>
        <IconCardGrid items={data.allBenefit.nodes} variant="elevated" />
      </BlockSection>
      <BlockSection id="openings" block={openings} layout="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <LinkButton to={jobs.path} variant="secondary">
          {jobs.label}
        </LinkButton>
      </BlockSection>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.CareersPageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query CareersPage($lang: String!) {
    pageContent(slug: { eq: "careers" }, lang: { eq: $lang }) {
      ...PageCopy
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR, breakpoints: [360, 640, 736, 960])
          ...OgImage
        }
      }
    }
    allBenefit(filter: { lang: { eq: $lang } }) {
      nodes {
        title
        description
        icon
      }
    }
  }
`;
