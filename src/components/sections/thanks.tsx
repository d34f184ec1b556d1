import * as React from "react";
import PageHero from "./page-hero";
import { LinkButton } from "../ui/button";
import type { Block } from "../../lib/content/page-blocks";
import { getBlock } from "../../lib/content/page-blocks";

/**
 * A page that is a heading, a sentence and the ways on from its "links" block: a form's thank-you page, where a
 * form sent without JavaScript leads (its destination answers with it), and the guides' coming-soon page.
 */
export default function Thanks({ page: { heading, lead, blocks } }: { page: { heading: string; lead: string; blocks: readonly Block[] } }) {
  return (
    <PageHero heading={heading} lead={lead}>
      <div className="mt-8 flex flex-wrap gap-4">
        {getBlock(blocks, "links").links?.map((link, i) => (
          <LinkButton key={link.path} to={link.path} variant={i === 0 ? "primary" : "outline"} className={i === 0 ? "" : "text-white"}>
            {link.label}
          </LinkButton>
        ))}
      </div>
    </PageHero>
  );
}
