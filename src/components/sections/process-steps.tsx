import * as React from "react";
import { graphql } from "gatsby";
import type { IconName } from "../../lib/content/icon-names";
import type { Block } from "../../lib/content/page-blocks";
import Container, { SectionHeading } from "../ui/container";
import ContentIcon from "../ui/content-icon";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment ProcessStepItem on ProcessStep {
    title
    description
    icon
  }
`;

interface ProcessStepsProps {
  /** The page's "process" block. */
  block: Block;
  steps: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
}

/** The four-step engagement process, numbered in order. */
export default function ProcessSteps({ block, steps }: ProcessStepsProps) {
  return (
    <section aria-labelledby="process-heading" className="bg-secondary-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="process-heading" heading={block.heading} body={block.body} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-secondary-200">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-secondary-950 font-bold text-primary-300" aria-hidden="true">
                  {i + 1}
                </span>
                <ContentIcon name={step.icon} className="text-accent-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-secondary-950">
                <span className="sr-only">{`${i + 1}. `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-secondary-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
