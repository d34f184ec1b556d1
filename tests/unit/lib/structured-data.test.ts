import * as ld from "../../../src/lib/head/structured-data";
import { siteConfig, SITE_URL } from "../components/site-fixture";

// The site settings as the SEO component passes them. What each Head adds in its language, and the breadcrumbs' names and URLs, are
// tests/unit/components/heads.test.tsx's; the FAQ page's questions and answers, tests/unit/pages/pages.test.tsx's.
const input: ld.OrganizationInput = { ...siteConfig, siteUrl: SITE_URL };
const { contact } = siteConfig;

it("absoluteUrl leaves a URL that names its host as it is (a path gets the site URL in every builder below)", () => {
  for (const url of ["https://cdn.example.com/a.png", "http://example.com/"]) expect(ld.absoluteUrl(SITE_URL, url)).toBe(url);
});

it("organization describes the company with its id, an absolute logo, its social profiles and contact details", () => {
  const org = ld.organization(input);
  expect(org).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE_URL}/#organization`,
    url: SITE_URL,
    foundingDate: String(siteConfig.foundingYear),
    logo: `${SITE_URL}${siteConfig.logoPath}`,
    email: contact.email,
    telephone: contact.phone,
    sameAs: Object.values(siteConfig.socialLinks),
  });
});

it("professionalService places the office, linked to the organization, serving the settings' places with a customer-service contact point", () => {
  const ps = ld.professionalService(input) as Record<string, any>;
  expect(ps).toMatchObject({
    "@type": "ProfessionalService",
    parentOrganization: { "@id": `${SITE_URL}/#organization` },
    image: `${SITE_URL}${siteConfig.logoPath}`,
    geo: { "@type": "GeoCoordinates", latitude: contact.geo.latitude, longitude: contact.geo.longitude },
    areaServed: siteConfig.areaServed.map((name) => ({ "@type": "Place", name })),
  });
  expect(ps.contactPoint).toEqual({
    "@type": "ContactPoint",
    contactType: "customer service",
    email: contact.email,
    telephone: contact.phone,
    areaServed: siteConfig.areaServed,
    availableLanguage: ps.availableLanguage,
  });
});

it("breadcrumbs number their steps as list items from 1", () => {
  const trail = ld.breadcrumbs(SITE_URL, [
    { name: "Home", path: "/" },
    { name: "Insights", path: "/insights/" },
  ]) as { itemListElement: Record<string, unknown>[] };
  expect(trail.itemListElement.map((step) => [step["@type"], step.position])).toEqual([
    ["ListItem", 1],
    ["ListItem", 2],
  ]);
});

it("article describes an article with absolute URLs, its author and its date", () => {
  expect(ld.article(input, "/insights/x/", { title: "T", description: "D", date: "2025-03-24", author: "Priya", image: "/a.jpg" })).toMatchObject({
    "@type": "Article",
    headline: "T",
    mainEntityOfPage: `${SITE_URL}/insights/x/`,
    image: `${SITE_URL}/a.jpg`,
    publisher: { "@type": "Organization", name: siteConfig.siteTitle, logo: { "@type": "ImageObject", url: `${SITE_URL}${siteConfig.logoPath}` } },
    author: { "@type": "Person", name: "Priya" },
    datePublished: "2025-03-24",
    dateModified: "2025-03-24",
  });
});

it("service links a service to the organization as provider", () => {
  expect(ld.service({ ...input, areaServed: ["AE"] }, "/services/m/", { name: "M", description: "d" })).toMatchObject({
    url: `${SITE_URL}/services/m/`,
    provider: { "@id": `${SITE_URL}/#organization`, name: siteConfig.siteTitle },
    areaServed: ["AE"],
  });
});

it("serializeJsonLd escapes every '<', so it cannot close the script element early, and still round-trips to the same data", () => {
  expect(ld.serializeJsonLd(["<", "<<"])).toBe('["\\u003c","\\u003c\\u003c"]');
  const data = ld.faqPage([{ question: "</script><script>alert(1)</script>", answer: "<b>Yes</b> & always" }]);
  expect(ld.serializeJsonLd(data)).not.toContain("<");
  expect(JSON.parse(ld.serializeJsonLd(data))).toEqual(data);
});
