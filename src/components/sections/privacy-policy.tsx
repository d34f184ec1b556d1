import * as React from "react";
import Container from "../ui/container";
import PageHero from "./page-hero";
import { useMessages } from "../../hooks/use-lang";
import { FORM_DELIVERY, privacyText } from "../../lib/forms/form-delivery";
import { isValidEmail } from "../../lib/forms/forms";
import type { Content, Queried } from "../../lib/content/schema";

export type PrivacyPolicyData = Queried<Pick<Content["privacy"], "intro" | "sections">>;

/** The policy's hero: the page's heading and lead, and the date of its last change. */
export function PrivacyHero({ heading, lead, isoDate, lastUpdated }: { heading: string; lead: string; isoDate: string; lastUpdated: string }) {
  const messages = useMessages();
  return (
    <PageHero heading={heading} lead={lead}>
      <p className="mt-4 text-secondary-300">
        {messages.privacy.lastUpdated}: <time dateTime={isoDate}>{lastUpdated}</time>
      </p>
    </PageHero>
  );
}

/** The privacy policy's contents and its sections, as /privacy-policy and the CMS's preview show them. */
export default function PrivacyPolicy({ policy, tocHeading }: { policy: PrivacyPolicyData; tocHeading: string }) {
  return (
    <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-secondary-600">
          {tocHeading}
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
  );
}
