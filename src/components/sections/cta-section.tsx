import * as React from "react";
import { blockLink, type Block } from "../../lib/content/page-blocks";
import { LinkButton } from "../ui/button";
import Container from "../ui/container";

/** The closing call to action of a page: its "cta" block. */
export default function CtaSection({ block }: { block: Block }) {
  const link = blockLink(block);
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-3xl bg-secondary-950 px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(132,204,22,0.25),transparent_50%),radial-gradient(circle_at_80%_100%,rgba(124,58,237,0.35),transparent_50%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {block.heading}
            </h2>
            {block.body?.map((p) => (
              <p key={p} className="mt-4 text-lg text-secondary-200">
                {p}
              </p>
            ))}
            <LinkButton to={link.path} className="mt-8">
              {link.label}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
