import {
  absoluteUrl,
  article,
  breadcrumbs,
  faqPage,
  organization,
  professionalService,
  serializeJsonLd,
  service,
  type OrganizationInput,
} from "../../../src/lib/head/structured-data";
import { siteConfig as siteJson } from "../components/site-fixture";

const SITE_URL = "https://www.tamkeen.ae";

// A site configuration written for the tests (tests/unit/components/site-fixture.ts), as the SEO component passes it.
const input: OrganizationInput = {
  siteUrl: SITE_URL,
  siteTitle: siteJson.siteTitle,
  siteDescription: siteJson.siteDescription,
  logoPath: siteJson.logoPath,
  socialLinks: siteJson.socialLinks,
  contact: siteJson.contact,
  foundingYear: siteJson.foundingYear,
  areaServed: siteJson.areaServed,
  availableLanguages: siteJson.availableLanguages,
};

describe("absoluteUrl", () => {
  it.each([
    ["/", `${SITE_URL}/`],
    ["/ar/", `${SITE_URL}/ar/`],
    ["/static/og.png", `${SITE_URL}/static/og.png`],
    ["https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["http://example.com/", "http://example.com/"],
  ])("writes %s as %s", (path, url) => {
    expect(absoluteUrl(SITE_URL, path)).toBe(url);
  });
});

describe("organization", () => {
  it("describes the company with an absolute logo, its social profiles, address and contact details", () => {
    const org = organization(input);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: siteJson.siteTitle,
      url: SITE_URL,
      description: siteJson.siteDescription,
      foundingDate: String(siteJson.foundingYear),
      logo: `${SITE_URL}${siteJson.logoPath}`,
      email: siteJson.contact.email,
      telephone: siteJson.contact.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteJson.contact.address.streetAddress,
        postOfficeBoxNumber: siteJson.contact.address.postOfficeBox,
      },
    });
    expect([...(org.sameAs as string[])].sort()).toEqual(Object.values(siteJson.socialLinks).sort());
  });
});

describe("professionalService", () => {
  const ps = professionalService(input) as Record<string, any>;

  it("is a ProfessionalService linked to the organization", () => {
    expect(ps["@type"]).toBe("ProfessionalService");
    expect(ps.parentOrganization).toEqual({ "@id": `${SITE_URL}/#organization` });
    expect(ps.image).toBe(`${SITE_URL}${siteJson.logoPath}`);
  });

  it("places the office at 25.1719, 55.3022", () => {
    expect(ps.geo).toEqual({ "@type": "GeoCoordinates", latitude: 25.1719, longitude: 55.3022 });
  });

  it("serves the settings' places and has a customer-service contact point in the settings' languages", () => {
    expect(ps.areaServed).toEqual(siteJson.areaServed.map((name) => ({ "@type": "Place", name })));
    expect(ps.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      email: siteJson.contact.email,
      telephone: siteJson.contact.phone,
      areaServed: siteJson.areaServed,
      availableLanguage: ps.availableLanguage,
    });
  });
});

describe("breadcrumbs, faqPage, article and service", () => {
  it("number breadcrumb steps from 1, each with an absolute URL", () => {
    const trail = breadcrumbs(SITE_URL, [
      { name: "Home", path: "/" },
      { name: "Cloud migration", path: "/insights/cloud-migration-lessons/" },
    ]) as Record<string, any>;
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Cloud migration", item: `${SITE_URL}/insights/cloud-migration-lessons/` },
    ]);
  });

  it("turn each question into a Question with its accepted answer", () => {
    const faq = faqPage([{ question: "How long?", answer: "8 weeks." }]) as Record<string, any>;
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "8 weeks." } }]);
  });

  it("describe an article with absolute URLs, its author and its date", () => {
    const a = article(input, "/insights/x/", { title: "T", description: "D", date: "2025-03-24", author: "Priya Raman", image: "/static/cloud.jpg" }) as Record<
      string,
      any
    >;
    expect(a).toMatchObject({
      "@type": "Article",
      headline: "T",
      mainEntityOfPage: `${SITE_URL}/insights/x/`,
      image: `${SITE_URL}/static/cloud.jpg`,
      publisher: { "@type": "Organization", name: siteJson.siteTitle, logo: { "@type": "ImageObject", url: `${SITE_URL}/logo.svg` } },
      author: { "@type": "Person", name: "Priya Raman" },
      datePublished: "2025-03-24",
      dateModified: "2025-03-24",
    });
  });

  it("link a service to the organization as provider", () => {
    const s = service({ ...input, areaServed: ["AE"] }, "/services/m/", { name: "M", description: "d" }) as Record<string, any>;
    expect(s).toMatchObject({ url: `${SITE_URL}/services/m/`, provider: { "@id": `${SITE_URL}/#organization`, name: siteJson.siteTitle }, areaServed: ["AE"] });
  });
});

describe("serializeJsonLd", () => {
  it("escapes every '<', so it cannot close the script element early, and still round-trips to the same data", () => {
    expect(serializeJsonLd(["<", "<<"])).toBe('["\\u003c","\\u003c\\u003c"]');
    const data = faqPage([{ question: "</script><script>alert(1)</script>", answer: "<b>Yes</b> & always" }]);
    expect(serializeJsonLd(data)).not.toContain("<");
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
