import * as React from "react";
import { graphql } from "gatsby";
import { Link } from "../ui/local-link";
import type { CaseStudyColor } from "../../lib/content/fixed-sets";
import { useLang, useMessages } from "../../hooks/use-lang";
import { joinList } from "../../lib/language/i18n";
import { caseStudyPath } from "../../lib/routing/slug";
import Card from "../ui/card";
import ContentIcon from "../ui/content-icon";
import Icon from "../ui/icon";
import { ARROW_RIGHT } from "../ui/icons/arrows";
import { CHECK } from "../ui/icons/marks";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment CaseStudyCard on CaseStudy {
    slug
    title
    client
    industry
    summary
    challenge
    solution
    results
    icon
    color
    serviceRefs {
      slug
      title
    }
  }
`;

export type CaseStudyCardData = Queries.CaseStudyCardFragment;

/** Badge colours for the two case-study colours of the content model. */
/** The icon badge's classes for each case-study colour. */
export const BADGE_CLASSES: Record<CaseStudyColor, string> = {
  primary: "bg-primary-200 text-primary-900",
  accent: "bg-accent-100 text-accent-800",
};

/** A case study in brief: client, industry, services, challenge, solution and results. */
export default function CaseStudyCard({ study }: { study: CaseStudyCardData }) {
  const messages = useMessages();
  const lang = useLang();
  const m = messages.caseStudies;
  const services = study.serviceRefs.map((s) => s.title);
  return (
    <Card as="article" variant="elevated" className="flex flex-col p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${BADGE_CLASSES[study.color]}`}>
          <ContentIcon name={study.icon} />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wider text-secondary-600">{study.industry}</p>
      </div>
      <h2 className="mt-4 text-2xl font-bold tracking-tight text-secondary-950">{study.title}</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-secondary-950">{m.client}</dt>
          <dd className="text-secondary-700">{study.client}</dd>
        </div>
        <div>
          <dt className="font-semibold text-secondary-950">{m.industry}</dt>
          <dd className="text-secondary-700">{study.industry}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-secondary-950">{m.services}</dt>
          <dd className="text-secondary-700">{joinList(services, lang)}</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold text-secondary-950">{m.challenge}</h3>
      <p className="mt-1 text-secondary-700">{study.challenge}</p>
      <h3 className="mt-4 font-semibold text-secondary-950">{m.solution}</h3>
      <p className="mt-1 text-secondary-700">{study.solution}</p>
      <h3 className="mt-4 font-semibold text-secondary-950">{m.results}</h3>
      <ul className="mt-2 flex-1 space-y-2">
        {study.results.map((r) => (
          <li key={r} className="flex gap-2 text-secondary-800">
            <Icon icon={CHECK} size={20} className="shrink-0 text-primary-700" />
            {r}
          </li>
        ))}
      </ul>
      <Link to={caseStudyPath(study.slug)} className="hover-shift-link mt-6 inline-flex items-center gap-1 font-semibold text-accent-700 hover:text-accent-800">
        {m.readMore}
        <span className="sr-only">: {study.title}</span>
        <Icon icon={ARROW_RIGHT} size={18} />
      </Link>
    </Card>
  );
}
