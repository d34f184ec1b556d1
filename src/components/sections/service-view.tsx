import type { IconName } from "../../lib/content/icon-names";
import * as React from "react";
import { graphql } from "gatsby";
import Picture from "../ui/picture";
import { useMessages } from "../../hooks/use-lang";
import { blockLink, getBlock, type Block } from "../../lib/content/page-blocks";
import { relatedServices } from "../../lib/content/services";
import { LinkButton } from "../ui/button";
import Container, { SectionHeading } from "../ui/container";
import { CtaSection } from "./deferred-sections";
import DetailHero from "./detail-hero";
import FeatureList from "./feature-list";
import ProcessSteps from "./process-steps";
import ServiceGrid, { type ServiceCardData } from "./service-grid";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment ServiceDetail on Service {
    ...ServiceCard
    longDescription
    features
    imageAlt
    image {
      childImageSharp {
        # On a phone the picture spans the page less its padding: a 412 px screen at 1.75x takes the 720 px file, not the 1080.
        gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR, breakpoints: [360, 720, 1080], sizes: "(min-width: 752px) 720px, calc(100vw - 2rem)")
      }
    }
  }

  # Every service of the page's language ($lang) in listing order, with the engagement process: what
  # the services page and a generic service page show.
  fragment ServicesWithProcess on Query {
    allService(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ServiceDetail
      }
    }
    allProcessStep(filter: { lang: { eq: $lang } }) {
      nodes {
        ...ProcessStepItem
      }
    }
  }
`;

export type ServiceDetailData = Queries.ServiceDetailFragment;

interface ServiceViewProps {
  service: ServiceDetailData;
  allServices: readonly ServiceCardData[];
  steps: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
  blocks: readonly Block[];
}

export type ServiceDetailText = Pick<ServiceDetailData, "title" | "description" | "longDescription" | "features">;

/** Shared with the CMS preview, which passes the picture an editor has just chosen. */
export function ServiceDetail({ service, blocks, picture }: { service: ServiceDetailText; blocks: readonly Block[]; picture: React.ReactNode }) {
  const back = getBlock(blocks, "back");
  const features = getBlock(blocks, "features");
  const start = getBlock(blocks, "start");
  return (
    <>
      <DetailHero back={back}>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{service.title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-secondary-200 sm:text-xl">{service.description}</p>
      </DetailHero>
      <section aria-labelledby="features-heading" className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-start">
          {picture}
          <div>
            <p className="text-lg text-secondary-800">{service.longDescription}</p>
            <h2 id="features-heading" className="mt-10 text-2xl font-bold text-secondary-950">
              {features.heading}
            </h2>
            <div className="mt-5">
              <FeatureList features={service.features} />
            </div>
            <div className="mt-10 rounded-2xl bg-primary-50 p-6 ring-1 ring-primary-200">
              <h2 className="text-lg font-semibold text-secondary-950">{start.heading}</h2>
              {start.body?.map((p) => (
                <p key={p} className="mt-2 text-secondary-700">
                  {p}
                </p>
              ))}
              <LinkButton to={blockLink(start).path} className="mt-5">
                {blockLink(start).label}
              </LinkButton>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/** Shared by the dedicated pages and the generic fallback. */
export default function ServiceView({ service, allServices, steps, blocks }: ServiceViewProps) {
  const related = getBlock(blocks, "related");
  const image = service.image?.childImageSharp?.gatsbyImageData;

  return (
    <>
      <ServiceDetail
        service={service}
        blocks={blocks}
        picture={image && <Picture image={image} alt={service.imageAlt} priority className="rounded-2xl shadow-xl" />}
      />
      <ProcessSteps block={getBlock(blocks, "process")} steps={steps} />
      <section aria-labelledby="related-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="related-heading" heading={related.heading} />
          <div className="mt-10">
            <ServiceGrid services={relatedServices(allServices, service.slug)} />
          </div>
        </Container>
      </section>
      <CtaSection block={getBlock(blocks, "cta")} />
    </>
  );
}

export function ServiceNotFound() {
  const messages = useMessages();
  return (
    <section className="py-24">
      <Container className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-secondary-950">{messages.serviceNotFound.heading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-secondary-700">{messages.serviceNotFound.text}</p>
        <LinkButton to="/services/" variant="secondary" className="mt-8">
          {messages.serviceNotFound.link}
        </LinkButton>
      </Container>
    </section>
  );
}
