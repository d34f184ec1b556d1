import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import Picture from "../components/ui/picture";
import Seo, { ogImage } from "../components/seo";
import { BADGE_CLASSES } from "../components/sections/case-study-card";
import CtaSection from "../components/sections/cta-section";
import DetailHero from "../components/sections/detail-hero";
import Container from "../components/ui/container";
import Icon from "../components/ui/icon";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/i18n";
import { messagesFor } from "../lib/messages";
import { blockLink, getBlock } from "../lib/page-blocks";
import { caseStudyPath, servicePath } from "../lib/slug";

type Context = LangContext & { slug: string };

/** One part of the story (challenge, solution, results), named by its heading. */
function StoryPart({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-secondary-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A fact of the engagement in the side bar's description list. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-secondary-600">{term}</dt>
      <dd className="mt-1 text-secondary-950">{children}</dd>
    </div>
  );
}

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery, Context>) {
  const MESSAGES = useMessages();
  const study = data.caseStudy!;
  const page = data.pageContent!;
  const back = getBlock(page.blocks, "back");
  const others = getBlock(page.blocks, "others");
  const cta = getBlock(page.blocks, "cta");
  const image = study.image.childImageSharp?.gatsbyImageData;
  const m = MESSAGES.caseStudies;

  return (
    <>
      <DetailHero back={back}>
        <div className="mt-6 flex items-center gap-3">
          <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${BADGE_CLASSES[study.color]}`}>
            <Icon name={study.icon} />
          </span>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-300">{study.industry}</p>
        </div>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{study.title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-secondary-200 sm:text-xl">{study.summary}</p>
      </DetailHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10 text-lg text-secondary-800">
          {image && <Picture image={image} alt={study.imageAlt} priority className="rounded-2xl shadow-xl" />}
          <StoryPart id="challenge" heading={m.challenge}>
            <p className="mt-3">{study.challenge}</p>
          </StoryPart>
          <StoryPart id="solution" heading={m.solution}>
            <p className="mt-3">{study.solution}</p>
          </StoryPart>
          <StoryPart id="results" heading={m.results}>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {study.results.map((r) => (
                <li key={r} className="flex gap-3 rounded-2xl bg-primary-50 p-5 ring-1 ring-primary-200">
                  <Icon name="check" className="shrink-0 text-primary-700" />
                  {r}
                </li>
              ))}
            </ul>
          </StoryPart>
        </div>
        <aside aria-label={m.details} className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <dl className="space-y-4 rounded-2xl bg-secondary-50 p-6">
            <Fact term={m.client}>{study.client}</Fact>
            <Fact term={m.industry}>{study.industry}</Fact>
            <Fact term={m.duration}>{study.duration}</Fact>
            <Fact term={m.services}>
              <ul className="space-y-1">
                {study.serviceRefs.map((s) => (
                  <li key={s.slug}>
                    <Link to={servicePath(s.slug)} className="font-medium text-accent-700 hover:underline">
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Fact>
          </dl>
          <nav aria-labelledby="others-heading">
            <h2 id="others-heading" className="text-lg font-semibold text-secondary-950">
              {others.heading}
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
        </aside>
      </Container>
      <CtaSection heading={cta.heading} body={cta.body} link={blockLink(cta)} />
    </>
  );
}

export const Head: HeadFC<Queries.CaseStudyPageQuery, Context> = ({ data, location, pageContext }) => {
  const MESSAGES = messagesFor(pageContext.lang);
  const study = data.caseStudy!;
  const og = study.image.childImageSharp?.og;
  return (
    <Seo
      page={{ location, pageContext }}
      title={study.title}
      description={study.summary}
      within={{ name: MESSAGES.breadcrumbs.caseStudies, path: "/case-studies/" }}
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
          gatsbyImageData(width: 896, placeholder: BLURRED, breakpoints: [448, 896, 1344])
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
