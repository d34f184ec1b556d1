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
import { siteConfigIn } from "../../../src/lib/content/site-config";
import { arabicSiteConfig, siteConfig as siteJson, siteQueryData } from "../components/site-fixture";

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

describe("in the page's language", () => {
  // What an Arabic page's Head passes: useSiteConfig(pageContext.lang) with lang "ar".
  const ar = siteConfigIn(siteQueryData, "ar");
  const en = siteConfigIn(siteQueryData, "en");
  const arAddress = arabicSiteConfig.contact.address;
  const postal = (a: typeof arAddress) => ({
    "@type": "PostalAddress",
    streetAddress: a.streetAddress,
    postOfficeBoxNumber: a.postOfficeBox,
    addressLocality: a.addressLocality,
    addressCountry: a.addressCountry,
  });

  it("the Organization and office are named, described and placed in the settings' language, the other name as alternateName", () => {
    expect(organization(ar)).toMatchObject({
      name: arabicSiteConfig.siteTitle,
      alternateName: siteJson.siteTitle,
      description: arabicSiteConfig.siteDescription,
      address: postal(arAddress),
    });
    expect(organization(en)).toMatchObject({ name: siteJson.siteTitle, alternateName: arabicSiteConfig.siteTitle, address: postal(siteJson.contact.address) });
    expect(professionalService(ar)).toMatchObject({ name: arabicSiteConfig.siteTitle, address: postal(arAddress) });
    expect(professionalService(en)).toMatchObject({ name: siteJson.siteTitle, address: postal(siteJson.contact.address) });
  });

  it("the office's languages are named in the settings' language, with the same codes in both", () => {
    for (const [config, site] of [
      [ar, arabicSiteConfig],
      [en, siteJson],
    ] as const) {
      const o = professionalService(config) as Record<string, any>;
      const named = site.availableLanguages.map((l) => ({ "@type": "Language", name: l.name, alternateName: l.code }));
      expect([o.availableLanguage, o.contactPoint.availableLanguage]).toEqual([named, named]);
    }
    expect(arabicSiteConfig.availableLanguages.map((l) => l.code)).toEqual(siteJson.availableLanguages.map((l) => l.code));
  });

  it("the same company keeps one @id in both languages, so the two descriptions are of one organisation", () => {
    expect(organization(ar)["@id"]).toBe(organization(en)["@id"]);
    expect(professionalService(ar)["@id"]).toBe(professionalService(en)["@id"]);
  });

  it("an article's publisher and a service's provider are the company's name as given", () => {
    const a = article(ar, "/ar/insights/x/", { title: "t", description: "d", date: "2025-01-01", author: "a", image: null });
    expect(a.publisher).toMatchObject({ name: arabicSiteConfig.siteTitle });
    const s = service(ar, "/ar/services/x/", { name: "n", description: "d" });
    expect(s.provider).toMatchObject({ name: arabicSiteConfig.siteTitle });
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
