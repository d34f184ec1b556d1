import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import PageFrame from "../components/sections/page-frame";
import FaqCategory from "../components/sections/faq-category";
import Container from "../components/ui/container";
import type { LangContext } from "../lib/language/i18n";

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const page = data.pageContent!;
  const categories = data.allFaqCategory.nodes;
  return (
    <PageFrame page={page}>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={page.heading} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="space-y-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={`#${c.slug}`} className="hover-shift-link inline-block font-medium text-accent-700 hover:text-accent-800">
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-14">
          {categories.map((c) => (
            <FaqCategory key={c.slug} category={c} />
          ))}
        </div>
      </Container>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.FaqPageQuery, LangContext> = (props) => (
  <PageCopyHead {...props} jsonLd={[{ type: "FAQPage", items: props.data.allFaqCategory.nodes.flatMap((c) => c.items) }]} />
);

export const query = graphql`
  query FaqPage($lang: String!) {
    pageContent(slug: { eq: "faq" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    allFaqCategory(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        items {
          question
          answer
        }
      }
    }
  }
`;
