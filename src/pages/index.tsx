import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import AboutBlock from "../components/sections/about-block";
import { CtaSection, TestimonialsSection } from "../components/sections/deferred-sections";
import HomeHero from "../components/sections/home-hero";
import ServiceGrid from "../components/sections/service-grid";
import Container, { SectionHeading } from "../components/ui/container";
import { getBlock } from "../lib/content/page-blocks";

const HERO_VIDEO = [
  { src: "/video/hero.webm", type: "video/webm" },
  { src: "/video/hero.mp4", type: "video/mp4" },
];

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = data.pageContent!;
  const poster = page.image?.childImageSharp?.gatsbyImageData;
  const services = getBlock(page.blocks, "services");
  const testimonials = getBlock(page.blocks, "testimonials");

  return (
    <>
      {poster && (
        <HomeHero
          eyebrow={data.siteConfig!.siteTagline}
          heading={page.heading}
          lead={page.lead}
          poster={poster}
          posterAlt={page.imageAlt ?? ""}
          links={getBlock(page.blocks, "hero-links").links ?? []}
          video={HERO_VIDEO}
        />
      )}
      <section aria-labelledby="services-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="services-heading" eyebrow={services.eyebrow} heading={services.heading} body={services.body} />
          <div className="mt-12">
            <ServiceGrid services={data.allService.nodes} />
          </div>
        </Container>
      </section>
      <AboutBlock block={getBlock(page.blocks, "about")} />
      <TestimonialsSection block={testimonials} testimonials={data.allTestimonial.nodes} />
      <CtaSection block={getBlock(page.blocks, "cta")} />
    </>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query HomePage($lang: String!) {
    siteConfig(lang: { eq: $lang }) {
      siteTagline
    }
    pageContent(slug: { eq: "home" }, lang: { eq: $lang }) {
      ...PageCopy
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, placeholder: NONE, quality: 60, breakpoints: [640, 960, 1280, 1920])
          ...OgImage
        }
      }
    }
    allService(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
    allTestimonial(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...TestimonialSlide
      }
    }
  }
`;
