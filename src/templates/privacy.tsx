import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import Seo from "../components/seo";
import PageHero from "../components/sections/page-hero";
import Container from "../components/ui/container";
import { FORM_DELIVERY, privacyText } from "../lib/form-delivery";
import { isValidEmail } from "../lib/forms";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/i18n";
import { getBlock } from "../lib/page-blocks";

type Context = LangContext & { canonical: string };

/** The privacy policy; one screen at /privacy-policy and /privacy, canonical at the first. */
export default function PrivacyTemplate({ data }: PageProps<Queries.PrivacyPageQuery, Context>) {
  const MESSAGES = useMessages();
  const page = data.pageContent!;
  const policy = data.privacyPolicy!;
  const toc = getBlock(page.blocks, "toc");
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead}>
        <p className="mt-4 text-secondary-300">
          {MESSAGES.privacy.lastUpdated}: <time dateTime={policy.isoDate!}>{policy.lastUpdated}</time>
        </p>
      </PageHero>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-secondary-600">
            {toc.heading}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {policy.sections.map((s) => (
              <li key={s.slug}>
                <a href={`#${s.slug}`} className="text-accent-700 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 text-secondary-800">
          <div className="space-y-4 text-lg">
            {policy.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {policy.sections.map((s) => (
            <section key={s.slug} aria-labelledby={s.slug}>
              <h2 id={s.slug} className="text-2xl font-bold text-secondary-950">
                {s.heading}
              </h2>
              <div className="mt-3 space-y-3">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              {s.items && (
                <dl className="mt-4 space-y-3">
                  {s.items.map(({ term, ...item }) => {
                    // A form's term says what this build's form does: simulate, or send to its processor.
                    const text = privacyText(item, FORM_DELIVERY.forms);
                    return (
                      <div key={term} className="rounded-xl bg-secondary-50 p-4">
                        <dt className="font-semibold text-secondary-950">{term}</dt>
                        <dd className="mt-1">
                          {/* The privacy mailbox is a mailto link, like every other email address on the site. */}
                          {isValidEmail(text) ? (
                            <a href={`mailto:${text.trim()}`} className="font-medium text-accent-700 underline hover:text-accent-800">
                              {text}
                            </a>
                          ) : (
                            text
                          )}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

export const Head: HeadFC<Queries.PrivacyPageQuery, Context> = ({ data, location, pageContext }) => {
  return <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} path={pageContext.canonical} />;
};

export const query = graphql`
  query PrivacyPage($lang: String!) {
    pageContent(slug: { eq: "privacy" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    privacyPolicy(lang: { eq: $lang }) {
      lastUpdated: displayLastUpdated
      isoDate: lastUpdated(formatString: "YYYY-MM-DD")
      intro
      sections {
        slug
        heading
        paragraphs
        items {
          term
          text
          form
          textWhenSent
        }
      }
    }
  }
`;
