import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { blockLink, type Block } from "../../lib/content/page-blocks";
import Container, { SectionHeading } from "../ui/container";
import { CtaSection } from "./deferred-sections";
import PageHero from "./page-hero";

interface PageFrameProps {
  /** The page's copy from content/pages.{lang}.json (the PageCopy fragment). */
  page: { readonly heading: string; readonly lead: string; readonly blocks: readonly Block[] };
  /** A picture beside the heading, where the page has one. */
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  children: React.ReactNode;
}

/**
 * The skeleton the listing and company pages share: the dark hero holding the page's h1 and lead,
 * the page's own sections, and the closing call to action when the page's blocks include "cta"
 * (PAGE_BLOCKS in src/lib/content/page-blocks.ts says which pages have one).
 */
export default function PageFrame({ page, image, imageAlt, children }: PageFrameProps) {
  const cta = page.blocks.find((b) => b.key === "cta");
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} image={image} imageAlt={imageAlt} />
      {children}
      {cta && <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />}
    </>
  );
}

interface BlockSectionProps {
  /** The stem of the heading's id (`${id}-heading`), which names the section. */
  id: string;
  /** The content block whose eyebrow, heading and body open the section. */
  block: Block;
  /** The tinted background, alternating with the plain sections around it. */
  tinted?: boolean;
  /** Classes of the inner container, for a width or a grid; the content follows the heading below it otherwise. */
  layout?: string;
  children?: React.ReactNode;
}

/** A section opened by one of the page's content blocks, the heading naming the section for assistive technology. */
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
