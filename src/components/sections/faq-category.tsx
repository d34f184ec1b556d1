import * as React from "react";
import Accordion from "../ui/accordion";
import type { Content, Queried } from "../../lib/content/schema";

export type FaqCategoryData = Queried<Pick<Content["faq"][number], "slug" | "title" | "items">>;

/** One FAQ category: its heading (the FAQ page's menu links to it) and its questions. Shared by the FAQ page and the CMS's preview. */
export default function FaqCategory({ category: c }: { category: FaqCategoryData }) {
  return (
    <section aria-labelledby={c.slug}>
      <h2 id={c.slug} className="text-2xl font-bold tracking-tight text-secondary-950">
        {c.title}
      </h2>
      <div className="mt-6">
        <Accordion id={`faq-${c.slug}`} items={c.items} />
      </div>
    </section>
  );
}
