import * as React from "react";
import LearnMoreLink from "../ui/learn-more-link";
import { graphql } from "gatsby";
import { servicePath } from "../../lib/routing/slug";
import Card from "../ui/card";
import ContentIcon from "../ui/content-icon";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment ServiceCard on Service {
    slug
    title
    description
    icon
  }
`;

export type ServiceCardData = Queries.ServiceCardFragment;

interface ServiceGridProps {
  services: readonly ServiceCardData[];
  /** Heading level of each card title, under the section's own heading. */
  headingLevel?: "h2" | "h3";
}

/** The four services as cards, each leading to its page with 'Learn More'. */
export default function ServiceGrid({ services, headingLevel: H = "h3" }: ServiceGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((s) => (
        <Card as="li" key={s.slug} variant="elevated" interactive className="flex flex-col p-6">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
            <ContentIcon name={s.icon} />
          </span>
          <H className="mt-5 text-xl font-semibold text-secondary-950">{s.title}</H>
          <p className="mt-3 flex-1 text-secondary-700">{s.description}</p>
          <LearnMoreLink to={servicePath(s.slug)} title={s.title} className="mt-5" />
        </Card>
      ))}
    </ul>
  );
}
