import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Picture from "../components/ui/picture";
import { pageCopyHead } from "../components/seo";
import CtaSection from "../components/sections/cta-section";
import IconCardGrid from "../components/sections/icon-card-grid";
import PageHero from "../components/sections/page-hero";
import TeamGrid from "../components/sections/team-grid";
import { TestimonialsSection } from "../components/sections/testimonials";
import Container, { SectionHeading } from "../components/ui/container";
import { blockLink, getBlock } from "../lib/page-blocks";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!;
  const story = getBlock(page.blocks, "story");
  const values = getBlock(page.blocks, "values");
  const team = getBlock(page.blocks, "team");
  const testimonials = getBlock(page.blocks, "testimonials");
  const cta = getBlock(page.blocks, "cta");
  const storyImage = page.image?.childImageSharp?.gatsbyImageData;

  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <section aria-labelledby="story-heading" className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <SectionHeading id="story-heading" eyebrow={story.eyebrow} heading={story.heading} body={story.body} />
          {storyImage && <Picture image={storyImage} alt={page.imageAlt ?? ""} className="rounded-3xl shadow-xl" />}
        </Container>
      </section>
      <section aria-labelledby="values-heading" className="bg-secondary-50 py-16 sm:py-24">
        <Container>
          <SectionHeading id="values-heading" heading={values.heading} body={values.body} />
          <div className="mt-12">
            <IconCardGrid items={data.allCompanyValue.nodes} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="team-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="team-heading" heading={team.heading} body={team.body} />
          <div className="mt-12">
            <TeamGrid members={data.allTeamMember.nodes} />
          </div>
        </Container>
      </section>
      <TestimonialsSection block={testimonials} testimonials={data.allTestimonial.nodes} tinted />
      <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />
    </>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery> = pageCopyHead;

export const query = graphql`
  query AboutPage {
    pageContent(slug: { eq: "about" }) {
      ...PageCopy
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: BLURRED, breakpoints: [360, 640, 960])
          ...OgImage
        }
      }
    }
    allCompanyValue {
      nodes {
        title
        description
        icon
      }
    }
    allTeamMember(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...TeamMemberCard
      }
    }
    allTestimonial(sort: [{ order: ASC }, { author: ASC }]) {
      nodes {
        ...TestimonialSlide
      }
    }
  }
`;
