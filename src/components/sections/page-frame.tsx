import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Block } from "../../lib/content/page-blocks";
import Container, { SectionHeading } from "../ui/container";
import { CtaSection } from "./deferred-sections";
import PageHero from "./page-hero";

interface PageFrameProps {
  /** The PageCopy fragment. */
  page: { readonly heading: string; readonly lead: string; readonly blocks: readonly Block[] };
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  children: React.ReactNode;
}

/** Hero, the page's sections, and the closing CTA when its blocks include "cta" (PAGE_BLOCKS). */
export default function PageFrame({ page, image, imageAlt, children }: PageFrameProps) {
  const cta = page.blocks.find((b) => b.key === "cta");
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} image={image} imageAlt={imageAlt} />
      {children}
      {cta && <CtaSection block={cta} />}
    </>
  );
}

interface BlockSectionProps {
  /** The heading's id is `${id}-heading`. */
  id: string;
  block: Block;
  tinted?: boolean;
  /** Classes of the inner container, for a width or a grid. */
  layout?: string;
  children?: React.ReactNode;
}

export function BlockSection({ id, block, tinted = false, layout, children }: BlockSectionProps) {
  const heading = <SectionHeading id={`${id}-heading`} eyebrow={block.eyebrow} heading={block.heading} body={block.body} />;
  return (
    <section aria-labelledby={`${id}-heading`} className={`${tinted ? "bg-secondary-50 " : ""}py-16 sm:py-24`}>
      {layout ? (
        <Container className={layout}>
          {heading}
          {children}
        </Container>
      ) : (
        <Container>
          {heading}
          {children && <div className="mt-10">{children}</div>}
        </Container>
      )}
    </section>
  );
}
