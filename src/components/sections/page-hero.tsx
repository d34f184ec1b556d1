import * as React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import Container from "../ui/container";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment PageBlocks on PageContent {
    blocks {
      key
      eyebrow
      heading
      body
      links {
        label
        path
      }
      stats {
        value
        label
      }
    }
  }
  fragment PageCopy on PageContent {
    slug
    title
    description
    heading
    lead
    imageAlt
    ...PageBlocks
  }
`;

interface PageHeroProps {
  heading: string;
  lead?: string | null;
  eyebrow?: string | null;
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  children?: React.ReactNode;
}

/** Lighter padding on a phone, so the page's content starts on the first screen. */
export default function PageHero({ heading, lead, eyebrow, image, imageAlt, children }: PageHeroProps) {
  return (
    <section className="on-dark relative overflow-hidden bg-secondary-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.35),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(132,204,22,0.2),transparent_55%)]"
      />
      <Container className={`relative grid gap-10 py-8 sm:py-20 ${image ? "lg:grid-cols-2 lg:items-center" : ""}`}>
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary-300">{eyebrow}</p>}
          {/* The gap is the eyebrow's: without one, the padding above the heading equals the padding below the lead. */}
          <h1 className={`${eyebrow ? "mt-2 " : ""}text-4xl font-bold tracking-tight sm:text-5xl`}>{heading}</h1>
          {lead && <p className="mt-5 text-lg text-secondary-200 sm:text-xl">{lead}</p>}
          {children}
        </div>
        {image && <Picture image={image} alt={imageAlt ?? ""} priority className="rounded-2xl shadow-2xl" />}
      </Container>
    </section>
  );
}
