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
        {/* The figure, then its label, on screen and read aloud: Arabic labels («مشروعًا أنجزناه») follow their number. */}
        {block.stats && (
          <ul className="grid grid-cols-2 gap-4">
            {block.stats.map((s) => (
              <li key={s.label} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-secondary-200">
                {/* A figure reads left to right in both languages: "120+", not "+120" on an Arabic page. */}
                <span className="text-4xl font-bold tracking-tight text-accent-700">
                  <bdi dir="ltr">{s.value}</bdi>
                </span>{" "}
                <span className="text-sm font-medium text-secondary-600">{s.label}</span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
