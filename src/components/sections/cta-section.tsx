import * as React from "react";
import { LinkButton } from "../ui/button";
import Container from "../ui/container";

interface CtaSectionProps {
  heading: string;
  body?: readonly string[] | null;
  link: { label: string; path: string };
}

/** The closing call to action of a page. */
export default function CtaSection({ heading, body, link }: CtaSectionProps) {
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
              {heading}
            </h2>
            {body?.map((p) => (
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
