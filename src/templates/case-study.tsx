import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import Picture from "../components/ui/picture";
import Seo, { ogImage } from "../components/seo";
import CaseStudyView from "../components/sections/case-study-view";
import { CtaSection } from "../components/sections/deferred-sections";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/language/i18n";
import { getBlock } from "../lib/content/page-blocks";
import { caseStudyPath } from "../lib/routing/slug";

type Context = LangContext & { slug: string };

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery, Context>) {
  const study = data.caseStudy!;
  const page = data.pageContent!;
  const image = study.image.childImageSharp?.gatsbyImageData;

  return (
    <>
      <CaseStudyView
        study={study}
        back={getBlock(page.blocks, "back")}
        picture={image && <Picture image={image} alt={study.imageAlt} priority className="rounded-2xl shadow-xl" />}
        others={
          <nav aria-labelledby="others-heading">
            <h2 id="others-heading" className="text-lg font-semibold text-secondary-950">
              {getBlock(page.blocks, "others").heading}
            </h2>
            <ul className="mt-3 space-y-3">
              {data.others.nodes.map((o) => (
                <li key={o.slug}>
                  <Link to={caseStudyPath(o.slug)} className="hover-shift-link inline-block font-medium text-accent-700 hover:text-accent-800">
                    {o.title}
                  </Link>
                  <span className="block text-sm text-secondary-600">{o.industry}</span>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
      <CtaSection block={getBlock(page.blocks, "cta")} />
    </>
  );
}

export const Head: HeadFC<Queries.CaseStudyPageQuery, Context> = ({ data, location, pageContext }) => {
  const messages = useMessages(pageContext.lang);
  const study = data.caseStudy!;
  const og = study.image.childImageSharp?.og;
  return (
    <Seo
      page={{ location, pageContext }}
      title={study.title}
      description={study.summary}
      within={{ name: messages.breadcrumbs.caseStudies, path: "/case-studies/" }}
      image={ogImage(og, study.imageAlt)}
    />
  );
};

export const query = graphql`
  query CaseStudyPage($slug: String!, $lang: String!) {
    caseStudy(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...CaseStudyCard
      duration
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 896, placeholder: DOMINANT_COLOR, breakpoints: [448, 736, 896, 1344])
          ...OgImage
        }
      }
    }
    others: allCaseStudy(filter: { lang: { eq: $lang }, slug: { ne: $slug } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        industry
      }
    }
    pageContent(slug: { eq: "case-study" }, lang: { eq: $lang }) {
      ...PageBlocks
    }
  }
`;
