import * as React from "react";
import type { Block } from "../../lib/content/page-blocks";
import { LinkButton } from "../ui/button";
import Container, { SectionHeading } from "../ui/container";

/** Home's About Us block: the story in brief, a few static figures and the way to /about. */
export default function AboutBlock({ block }: { block: Block }) {
  const link = block.links?.[0];
  return (
    <section aria-labelledby="about-heading" className="bg-secondary-50 py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about-heading" eyebrow={block.eyebrow} heading={block.heading} body={block.body} />
          {link && (
            <LinkButton to={link.path} variant="secondary" className="mt-8">
              {link.label}
            </LinkButton>
          )}
        </div>
        {block.stats && (
          <dl className="grid grid-cols-2 gap-4">
            {block.stats.map((s) => (
              <div key={s.label} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-secondary-200">
                <dt className="text-sm font-medium text-secondary-600">{s.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-accent-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  );
}
