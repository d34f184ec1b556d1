import * as React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import Picture from "../components/ui/picture";
import { pageCopyHead } from "../components/seo";
import CtaSection from "../components/sections/cta-section";
import FeatureList from "../components/sections/feature-list";
import PageHero from "../components/sections/page-hero";
import ProcessSteps from "../components/sections/process-steps";
import Accordion from "../components/ui/accordion";
import Container, { SectionHeading } from "../components/ui/container";
import Icon from "../components/ui/icon";
import { MESSAGES } from "../lib/messages";
import { blockLink, getBlock } from "../lib/page-blocks";
import { servicePath } from "../lib/slug";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!;
  const features = getBlock(page.blocks, "features");
  const process = getBlock(page.blocks, "process");
  const faq = getBlock(page.blocks, "faq");
  const cta = getBlock(page.blocks, "cta");

  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="divide-y divide-secondary-200">
        {data.allService.nodes.map((service, i) => {
          const image = service.image.childImageSharp?.gatsbyImageData;
          return (
            <section key={service.slug} id={service.slug} aria-labelledby={`${service.slug}-heading`} className="py-16 sm:py-20">
              <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
                {image && (
                  <Picture image={image} alt={service.imageAlt} priority={i === 0} className={`rounded-2xl shadow-xl ${i % 2 === 1 ? "lg:order-last" : ""}`} />
                )}
                <div>
                  <h2 id={`${service.slug}-heading`} className="text-3xl font-bold tracking-tight text-secondary-950">
                    {service.title}
                  </h2>
                  <p className="mt-4 text-lg text-secondary-700">{service.longDescription}</p>
                  <h3 className="mt-8 text-lg font-semibold text-secondary-950">{features.heading}</h3>
                  <div className="mt-4">
                    <FeatureList features={service.features} />
                  </div>
                  <Link
                    to={servicePath(service.slug)}
                    className="hover-shift-link mt-8 inline-flex items-center gap-1 font-semibold text-accent-700 hover:text-accent-800"
                  >
                    {MESSAGES.learnMore}
                    <span className="sr-only">{MESSAGES.about(service.title)}</span>
                    <Icon name="arrow-right" size={18} />
                  </Link>
                </div>
              </Container>
            </section>
          );
        })}
      </div>
      <ProcessSteps heading={process.heading} body={process.body} steps={data.allProcessStep.nodes} />
      <section aria-labelledby="faq-heading" className="py-16 sm:py-24">
        <Container className="max-w-4xl">
          <SectionHeading id="faq-heading" heading={faq.heading} body={faq.body} />
          <div className="mt-10">
            <Accordion id="services-faq" items={data.allServiceFaq.nodes} />
          </div>
        </Container>
      </section>
      <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />
    </>
  );
}

export const Head: HeadFC<Queries.ServicesPageQuery> = pageCopyHead;

export const query = graphql`
  query ServicesPage {
    pageContent(slug: { eq: "services" }) {
      ...PageCopy
    }
    allService(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ServiceDetail
      }
    }
    allProcessStep {
      nodes {
        ...ProcessStepItem
      }
    }
    allServiceFaq {
      nodes {
        question
        answer
      }
    }
  }
`;
