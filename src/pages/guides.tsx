import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import { PageCopyHead } from "../components/seo";
import type { LangContext } from "../lib/i18n";
import { NewsletterBand } from "../components/sections/newsletter";
import PageFrame, { BlockSection } from "../components/sections/page-frame";
import Card from "../components/ui/card";
import Icon from "../components/ui/icon";
import { resourceTypeLabel } from "../lib/messages";
import { useLang, useMessages } from "../hooks/use-lang";
import { getBlock } from "../lib/page-blocks";
import type { ResourceCategory } from "../lib/resource-categories";
import { anchorId, groupResources } from "../lib/resources";

type ResourceData = Queries.GuidesPageQuery["allResource"]["nodes"][number];

function ResourceCard({ resource, featured = false }: { resource: ResourceData; featured?: boolean }) {
  const MESSAGES = useMessages();
  const lang = useLang();
  const H = featured ? "h3" : "h4";
  return (
    <Card as="article" variant={featured ? "elevated" : "outlined"} interactive className="flex h-full flex-col p-6">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-800">{resourceTypeLabel(resource.type, lang)}</span>
        <span className="rounded-full bg-secondary-100 px-3 py-1 text-secondary-800">{resource.format}</span>
        {resource.pages && <span className="text-secondary-600">{MESSAGES.guides.pages(resource.pages)}</span>}
      </p>
      <H className={`mt-4 font-semibold text-secondary-950 ${featured ? "text-2xl" : "text-lg"}`}>{resource.title}</H>
      <p className="mt-2 flex-1 text-secondary-700">{resource.description}</p>
      <Link to={resource.downloadUrl} className="hover-shift-link mt-5 inline-flex items-center gap-2 font-semibold text-accent-700 hover:text-accent-800">
        <Icon name="download" size={18} />
        {MESSAGES.guides.download}
        <span className="sr-only">: {resource.title}</span>
      </Link>
    </Card>
  );
}

export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const MESSAGES = useMessages();
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
                {MESSAGES.guides.categories[category as ResourceCategory] ?? category}
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
