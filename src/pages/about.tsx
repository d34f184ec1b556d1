import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Picture from "../components/ui/picture";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import IconCardGrid from "../components/sections/icon-card-grid";
import PageFrame, { BlockSection } from "../components/sections/page-frame";
import TeamGrid from "../components/sections/team-grid";
import { TestimonialsSection } from "../components/sections/deferred-sections";
import { getBlock } from "../lib/content/page-blocks";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!;
  const story = getBlock(page.blocks, "story");
  const values = getBlock(page.blocks, "values");
  const team = getBlock(page.blocks, "team");
  const testimonials = getBlock(page.blocks, "testimonials");
  const storyImage = page.image?.childImageSharp?.gatsbyImageData;

  return (
    <PageFrame page={page}>
      <BlockSection id="story" block={story} layout="grid gap-12 lg:grid-cols-2 lg:items-center">
        {storyImage && <Picture image={storyImage} alt={page.imageAlt ?? ""} className="rounded-3xl shadow-xl" />}
      </BlockSection>
      <BlockSection id="values" block={values} tinted>
        <IconCardGrid items={data.allCompanyValue.nodes} />
      </BlockSection>
      <BlockSection id="team" block={team}>
        <TeamGrid members={data.allTeamMember.nodes} />
      </BlockSection>
      <TestimonialsSection block={testimonials} testimonials={data.allTestimonial.nodes} tinted />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query AboutPage($lang: String!) {
    pageContent(slug: { eq: "about" }, lang: { eq: $lang }) {
      ...PageCopy
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR, breakpoints: [360, 720, 960], sizes: "(min-width: 672px) 640px, calc(100vw - 2rem)")
          ...OgImage
        }
      }
    }
    allCompanyValue(filter: { lang: { eq: $lang } }) {
      nodes {
        title
        description
        icon
      }
    }
    allTeamMember(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...TeamMemberCard
      }
    }
    allTestimonial(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...TestimonialSlide
      }
    }
  }
`;
