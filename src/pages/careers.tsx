import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { pageCopyHead } from "../components/seo";
import CtaSection from "../components/sections/cta-section";
import IconCardGrid from "../components/sections/icon-card-grid";
import PageHero from "../components/sections/page-hero";
import { LinkButton } from "../components/ui/button";
import Container, { SectionHeading } from "../components/ui/container";
import { blockLink, getBlock } from "../lib/page-blocks";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const page = data.pageContent!;
  const intro = getBlock(page.blocks, "intro");
  const benefits = getBlock(page.blocks, "benefits");
  const openings = getBlock(page.blocks, "openings");
  const cta = getBlock(page.blocks, "cta");
  const jobs = blockLink(openings);

  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} image={page.image?.childImageSharp?.gatsbyImageData} imageAlt={page.imageAlt} />
      <section aria-labelledby="intro-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="intro-heading" heading={intro.heading} body={intro.body} />
        </Container>
      </section>
      <section aria-labelledby="benefits-heading" className="bg-secondary-50 py-16 sm:py-24">
        <Container>
          <SectionHeading id="benefits-heading" heading={benefits.heading} body={benefits.body} />
          <div className="mt-12">
            <IconCardGrid items={data.allBenefit.nodes} variant="elevated" />
          </div>
        </Container>
      </section>
      <section aria-labelledby="openings-heading" className="py-16 sm:py-24">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <SectionHeading id="openings-heading" heading={openings.heading} body={openings.body} />
          <LinkButton to={jobs.path} variant="secondary">
            {jobs.label}
          </LinkButton>
        </Container>
      </section>
      <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />
    </>
  );
}

export const Head: HeadFC<Queries.CareersPageQuery> = pageCopyHead;

export const query = graphql`
  query CareersPage {
    pageContent(slug: { eq: "careers" }) {
      ...PageCopy
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: BLURRED, breakpoints: [360, 640, 960])
          ...OgImage
        }
      }
    }
    allBenefit {
      nodes {
        title
        description
        icon
      }
    }
  }
`;
