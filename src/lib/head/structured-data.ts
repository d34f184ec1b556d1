/** schema.org JSON-LD builders. Language-neutral: a Head passes the settings in its page's language. */

type SiteSettings = Queries.SiteConfigHookQuery["allSiteConfig"]["nodes"][number];
export type OrganizationInput = Pick<
  SiteSettings,
  "siteTitle" | "siteDescription" | "logoPath" | "socialLinks" | "contact" | "foundingYear" | "areaServed" | "availableLanguages"
> & {
  siteUrl: string;
  /** The name in the site's other language. */
  alternateName?: string;
};

type JsonLd = Record<string, unknown>;

export const absoluteUrl = (siteUrl: string, path: string): string => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/** The code as alternateName, as schema.org's availableLanguage suggests. */
const languages = (o: OrganizationInput): JsonLd[] => o.availableLanguages.map((l) => ({ "@type": "Language", name: l.name, alternateName: l.code }));

function postalAddress(c: OrganizationInput["contact"]): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: c.address.streetAddress,
    postOfficeBoxNumber: c.address.postOfficeBox,
    addressLocality: c.address.addressLocality,
    addressCountry: c.address.addressCountry,
  };
}

export function organization(o: OrganizationInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${o.siteUrl}/#organization`,
    name: o.siteTitle,
    ...(o.alternateName ? { alternateName: o.alternateName } : {}),
    url: o.siteUrl,
    logo: absoluteUrl(o.siteUrl, o.logoPath),
    description: o.siteDescription,
    foundingDate: String(o.foundingYear),
    email: o.contact.email,
    telephone: o.contact.phone,
    address: postalAddress(o.contact),
    sameAs: Object.values(o.socialLinks),
  };
}

/** The Contact page's, richer than organization(). */
export function professionalService(o: OrganizationInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${o.siteUrl}/contact#office`,
    name: o.siteTitle,
    url: o.siteUrl,
    image: absoluteUrl(o.siteUrl, o.logoPath),
    parentOrganization: { "@id": `${o.siteUrl}/#organization` },
    email: o.contact.email,
    telephone: o.contact.phone,
    address: postalAddress(o.contact),
    geo: { "@type": "GeoCoordinates", latitude: o.contact.geo.latitude, longitude: o.contact.geo.longitude },
    areaServed: o.areaServed.map((code) => ({ "@type": "Place", name: code })),
    availableLanguage: languages(o),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: o.contact.email,
      telephone: o.contact.phone,
      areaServed: [...o.areaServed],
      availableLanguage: languages(o),
    },
  };
}

export function breadcrumbs(siteUrl: string, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: absoluteUrl(siteUrl, step.path) })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}

/** Without a picture of its own, the logo. */
export function article(
  o: OrganizationInput,
  path: string,
  a: { title: string; description: string; date: string; author: string; image: string | null },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.description,
    datePublished: a.date,
    dateModified: a.date,
    author: { "@type": "Person", name: a.author },
    image: absoluteUrl(o.siteUrl, a.image ?? o.logoPath),
    mainEntityOfPage: absoluteUrl(o.siteUrl, path),
    publisher: { "@type": "Organization", name: o.siteTitle, logo: { "@type": "ImageObject", url: absoluteUrl(o.siteUrl, o.logoPath) } },
  };
}

export function service(o: OrganizationInput, path: string, s: { name: string; description: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    description: s.description,
    url: absoluteUrl(o.siteUrl, path),
    provider: { "@id": `${o.siteUrl}/#organization`, name: o.siteTitle },
    areaServed: [...o.areaServed],
  };
}

/** '<' is escaped so content can never close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
