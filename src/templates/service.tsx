import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../components/seo";
import ServiceView, { ServiceNotFound } from "../components/sections/service-view";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/language/i18n";
import { serviceImagePath } from "../lib/content/services";

type Context = LangContext & { slug: string };

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery, Context>) {
  const { service, allService, allProcessStep, pageContent } = data;
  if (!service) return <ServiceNotFound />;
  return <ServiceView service={service} allServices={allService.nodes} steps={allProcessStep.nodes} blocks={pageContent!.blocks} />;
}

export const Head: HeadFC<Queries.ServicePageQuery, Context> = ({ data, location, pageContext }) => {
  const messages = useMessages(pageContext.lang);
  const { service } = data;
  if (!service) return <Seo page={{ location, pageContext }} title={messages.serviceNotFound.heading} description={messages.serviceNotFound.text} noindex />;
  const size = service.image?.childImageSharp?.original;
  return (
    <Seo
      page={{ location, pageContext }}
      title={service.title}
      description={service.description}
      within={{ name: messages.breadcrumbs.services, path: "/services/" }}
      image={{ src: serviceImagePath(service.slug), width: size?.width ?? 1200, height: size?.height ?? 800, alt: service.imageAlt }}
      jsonLd={[{ type: "Service", name: service.title, description: service.longDescription }]}
    />
  );
};

export const query = graphql`
  query ServicePage($slug: String!, $lang: String!) {
    service(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ServiceDetail
      image {
        childImageSharp {
          original {
            width
            height
          }
        }
      }
    }
    allService(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
    allProcessStep(filter: { lang: { eq: $lang } }) {
      nodes {
        ...ProcessStepItem
      }
    }
    pageContent(slug: { eq: "service" }, lang: { eq: $lang }) {
      ...PageBlocks
    }
  }
`;
