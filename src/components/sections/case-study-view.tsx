import * as React from "react";
import { useMessages } from "../../hooks/use-lang";
import type { Block } from "../../lib/content/page-blocks";
import { servicePath } from "../../lib/routing/slug";
import Container from "../ui/container";
import ContentIcon from "../ui/content-icon";
import Icon from "../ui/icon";
import { CHECK } from "../ui/icons/marks";
import { Link } from "../ui/local-link";
import { BADGE_CLASSES, type CaseStudyCardData } from "./case-study-card";
import DetailHero from "./detail-hero";

export type CaseStudyViewData = Omit<CaseStudyCardData, "slug"> & { readonly duration: string };

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

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-secondary-600">{term}</dt>
      <dd className="mt-1 text-secondary-950">{children}</dd>
    </div>
  );
}

/** Shared with the CMS preview, which passes the picture an editor has just chosen. */
export default function CaseStudyView({
  study,
  back,
  picture,
  others,
}: {
  study: CaseStudyViewData;
  back: Block;
  picture: React.ReactNode;
  others?: React.ReactNode;
}) {
  const m = useMessages().caseStudies;
  return (
    <>
      <DetailHero back={back}>
        <div className="mt-6 flex items-center gap-3">
          <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${BADGE_CLASSES[study.color]}`}>
            <ContentIcon name={study.icon} />
          </span>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-300">{study.industry}</p>
        </div>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{study.title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-secondary-200 sm:text-xl">{study.summary}</p>
      </DetailHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10 text-lg text-secondary-800">
          {picture}
          <StoryPart id="challenge" heading={m.challenge}>
            <p className="mt-3">{study.challenge}</p>
          </StoryPart>
          <StoryPart id="solution" heading={m.solution}>
            <p className="mt-3">{study.solution}</p>
          </StoryPart>
          <StoryPart id="results" heading={m.results}>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {study.results.map((r, i) => (
                <li key={`${i}-${r}`} className="flex gap-3 rounded-2xl bg-primary-50 p-5 ring-1 ring-primary-200">
                  <Icon icon={CHECK} className="shrink-0 text-primary-700" />
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
                {study.serviceRefs.map((s, i) => (
                  <li key={`${i}-${s.slug}`}>
                    <Link to={servicePath(s.slug)} className="font-medium text-accent-700 hover:underline">
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Fact>
          </dl>
          {others}
        </aside>
      </Container>
    </>
  );
}
