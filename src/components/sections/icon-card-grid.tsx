import * as React from "react";
import type { IconName } from "../../lib/content/icon-names";
import Card, { type CardVariant } from "../ui/card";
import ContentIcon from "../ui/content-icon";

interface IconCardGridProps {
  items: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
  variant?: CardVariant;
  columns?: 2 | 4;
}

/** Titled cards with an icon: the About page's values and the Careers page's benefits. */
export default function IconCardGrid({ items, variant = "default", columns = 4 }: IconCardGridProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : ""}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} variant={variant} className="p-6">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
            <ContentIcon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-secondary-950">{item.title}</h3>
          <p className="mt-2 text-secondary-700">{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}
