import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageCopyHead } from "../components/seo";
import { ContactForm } from "../components/sections/deferred-sections";
import OfficeMap from "../components/sections/office-map";
import PageHero from "../components/sections/page-hero";
import Container from "../components/ui/container";
import Icon, { type IconDef } from "../components/ui/icon";
import { CLOCK } from "../components/ui/icons/clock";
import { MAIL, MAP_PIN, PHONE } from "../components/ui/icons/contact";
import SocialLinks from "../components/ui/social-links";
import { useSiteConfig } from "../hooks/use-site-config";
import { formatAddress, mailHref, mapsSearchHref, phoneDisplay, phoneHref } from "../lib/content/contact-links";
import { useMessages } from "../hooks/use-lang";
import type { LangContext } from "../lib/language/i18n";
import { getBlock } from "../lib/content/page-blocks";

/** Inlined at build time; without it the map shows its static card. */
const MAPS_KEY = process.env.GATSBY_GOOGLE_MAPS_API_KEY ?? "";

export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, LangContext>) {
  const messages = useMessages();
  const { lang } = pageContext;
  const page = data.pageContent!;
  const site = useSiteConfig(lang);
  const { contact } = site;
  const address = formatAddress(contact.address, lang);
  const details = getBlock(page.blocks, "details");
  const social = getBlock(page.blocks, "social");
  const form = getBlock(page.blocks, "form");
  const map = getBlock(page.blocks, "map");

  // ltr: a phone number or address keeps its order inside right-to-left text (+971 stays in front).
  const items: { icon: IconDef; label: string; text: string; href: string; external?: boolean; ltr?: boolean }[] = [
    { icon: MAIL, label: messages.contactForm.email, text: contact.email, href: mailHref(contact.email), ltr: true },
    { icon: PHONE, label: messages.sideBar.call, text: phoneDisplay(contact.phone), href: phoneHref(contact.phone), ltr: true },
    { icon: MAP_PIN, label: messages.map.fallbackHeading, text: address, href: mapsSearchHref(address), external: true },
  ];

  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-10">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-2xl font-bold tracking-tight text-secondary-950">
              {details.heading}
            </h2>
            {details.body?.map((p) => (
              <p key={p} className="mt-2 text-secondary-700">
                {p}
              </p>
            ))}
            <ul className="mt-6 space-y-4">
              {items.map((item) => (
                <li key={item.href} className="flex gap-4">
                  <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                    <Icon icon={item.icon} />
                  </span>
                  <span>
                    <span className="block text-sm font-medium text-secondary-600">{item.label}</span>
                    <a
                      href={item.href}
                      className="font-semibold text-secondary-950 hover:text-accent-700"
                      {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    >
                      {item.ltr ? <bdi dir="ltr">{item.text}</bdi> : item.text}
                      {item.external && <span className="sr-only"> {messages.opensInNewTab}</span>}
                    </a>
                  </span>
                </li>
              ))}
              <li className="flex gap-4">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                  <Icon icon={CLOCK} />
                </span>
                <span className="self-center text-secondary-800">{contact.hours}</span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="social-heading">
            <h2 id="social-heading" className="text-lg font-semibold text-secondary-950">
              {social.heading}
            </h2>
            <SocialLinks
              links={site.socialLinks}
              className="mt-3 -ms-3"
              linkClassName="text-secondary-800 hover:bg-secondary-100 hover:text-accent-700"
              iconSize={22}
            />
          </section>
        </div>
        <ContactForm heading={form.heading} body={form.body} email={contact.email} />
      </Container>
      <section aria-labelledby="map-heading" className="pb-20">
        <Container>
          <h2 id="map-heading" className="text-2xl font-bold tracking-tight text-secondary-950">
            {map.heading}
          </h2>
          {map.body?.map((p) => (
            <p key={p} className="mt-2 max-w-3xl text-secondary-700">
              {p}
            </p>
          ))}
          <div className="mt-6">
            <OfficeMap
              apiKey={MAPS_KEY}
              latitude={contact.geo.latitude}
              longitude={contact.geo.longitude}
              zoom={contact.mapZoom}
              title={site.siteTitle}
              address={address}
            />
          </div>
        </Container>
      </section>
    </>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery, LangContext> = (props) => <PageCopyHead {...props} jsonLd={[{ type: "ProfessionalService" }]} />;

export const query = graphql`
  query ContactPage($lang: String!) {
    pageContent(slug: { eq: "contact" }, lang: { eq: $lang }) {
      ...PageCopy
    }
  }
`;
