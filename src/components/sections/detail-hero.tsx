import * as React from "react";
import { Link } from "../ui/local-link";
import { blockLink, type Block } from "../../lib/content/page-blocks";
import Container from "../ui/container";
import Icon from "../ui/icon";
import { ARROW_LEFT } from "../ui/icons/arrows";

interface DetailHeroProps {
  /** The page's "back" block: its heading is the link's text, its first link the listing it returns to. */
  back: Block;
  /** `header` when the hero opens an <article> (an Insights article), else a section of its own. */
  as?: "header" | "section";
  /** Narrow pages (articles) keep the hero to the reading column. */
  narrow?: boolean;
  children: React.ReactNode;
}

/** The dark opening band of a service, article or case-study page: the back link, then the page's own heading. */
export default function DetailHero({ back, as: Tag = "section", narrow = false, children }: DetailHeroProps) {
  return (
    <Tag className="on-dark bg-secondary-950 text-white">
      <Container className={`${narrow ? "max-w-4xl " : ""}py-14 sm:py-20`}>
        <Link to={blockLink(back).path} className="hover-shift-link inline-flex items-center gap-2 font-medium text-primary-300 hover:text-primary-200">
          <Icon icon={ARROW_LEFT} size={18} />
          {back.heading}
        </Link>
        {children}
      </Container>
    </Tag>
  );
}
