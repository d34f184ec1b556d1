import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/language/i18n";
import { NewsletterBand } from "../components/sections/deferred-sections";
import PageFrame, { BlockSection } from "../components/sections/page-frame";
import ResourceCard from "../components/sections/resource-card";
import { useMessages } from "../hooks/use-lang";
import { getBlock } from "../lib/content/page-blocks";
import type { ResourceCategory } from "../lib/content/resource-categories";
import { anchorId, groupResources } from "../lib/content/resources";

export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const messages = useMessages();
  const page = data.pageContent!;
  const resources = data.allResource.nodes;
  const featured = getBlock(page.blocks, "featured");
  const categories = getBlock(page.blocks, "categories");

  return (
    <PageFrame page={page}>
      <BlockSection id="featured" block={featured}>
        <ul className="grid gap-8 md:grid-cols-2">
          {resources
            .filter((r) => r.featured)
            .map((r) => (
              <li key={r.slug}>
                <ResourceCard resource={r} featured />
              </li>
            ))}
        </ul>
      </BlockSection>
      <BlockSection id="categories" block={categories} tinted>
        <div className="space-y-12">
          {groupResources(resources).map(({ category, items }) => (
            <section key={category} aria-labelledby={`category-${anchorId(category)}`}>
              <h3 id={`category-${anchorId(category)}`} className="text-2xl font-bold text-secondary-950">
                {messages.guides.categories[category as ResourceCategory] ?? category}
              </h3>
              <ul className="mt-5 grid gap-6 md:grid-cols-2">
                {items.map((r) => (
                  <li key={r.slug}>
                    <ResourceCard resource={r} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </BlockSection>
      <NewsletterBand />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.GuidesPageQuery, LangContext> = PageCopyHead;

export const query = graphql`
  query GuidesPage($lang: String!) {
    pageContent(slug: { eq: "guides" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    allResource(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        description
        type
        format
        category
        pages
        downloadUrl
        featured
      }
    }
  }
`;
