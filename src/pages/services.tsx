import * as React from "react";
import LearnMoreLink from "../components/ui/learn-more-link";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Picture from "../components/ui/picture";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import FeatureList from "../components/sections/feature-list";
import PageFrame, { BlockSection } from "../components/sections/page-frame";
import ProcessSteps from "../components/sections/process-steps";
import Accordion from "../components/ui/accordion";
import Container from "../components/ui/container";
import { getBlock } from "../lib/content/page-blocks";
import { servicePath } from "../lib/routing/slug";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!;
  const features = getBlock(page.blocks, "features");
  const faq = getBlock(page.blocks, "faq");

  return (
    <PageFrame page={page}>
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
                  <LearnMoreLink to={servicePath(service.slug)} title={service.title} className="mt-8" />
                </div>
              </Container>
            </section>
          );
        })}
      </div>
      <ProcessSteps block={getBlock(page.blocks, "process")} steps={data.allProcessStep.nodes} />
      <BlockSection id="faq" block={faq} layout="max-w-4xl">
        <div className="mt-10">
          <Accordion id="services-faq" items={data.allServiceFaq.nodes} />
        </div>
      </BlockSection>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.ServicesPageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query ServicesPage($lang: String!) {
    pageContent(slug: { eq: "services" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    ...ServicesWithProcess
    allServiceFaq(filter: { lang: { eq: $lang } }) {
      nodes {
        question
        answer
      }
    }
  }
`;
