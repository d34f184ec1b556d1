import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../../components/seo";
import { NewsletterBand } from "../../components/sections/deferred-sections";
import PageHero from "../../components/sections/page-hero";
import { LinkButton } from "../../components/ui/button";
import type { LangContext } from "../../lib/language/i18n";
import { getBlock } from "../../lib/content/page-blocks";

/** Where the guides' placeholder download links lead while the files are being refreshed. */
export default function GuideComingSoonPage({ data }: PageProps<Queries.GuideComingSoonPageQuery>) {
  const page = data.pageContent!;
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead}>
        <div className="mt-8 flex flex-wrap gap-4">
          {getBlock(page.blocks, "links").links?.map((link, i) => (
            <LinkButton key={link.path} to={link.path} variant={i === 0 ? "primary" : "outline"} className={i === 0 ? "" : "text-white"}>
              {link.label}
            </LinkButton>
          ))}
        </div>
      </PageHero>
      <NewsletterBand />
    </>
  );
}

export const Head: HeadFC<Queries.GuideComingSoonPageQuery, LangContext> = ({ data, location, pageContext }) => {
  return <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} noindex />;
};

export const query = graphql`
  query GuideComingSoonPage($lang: String!) {
    pageContent(slug: { eq: "guide-coming-soon" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
