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
  it("maps / to the site URL with its slash, the home page's one URL", () => {
    expect(absoluteUrl(SITE_URL, "/")).toBe(`${SITE_URL}/`);
    expect(absoluteUrl(SITE_URL, "/ar/")).toBe(`${SITE_URL}/ar/`);
  });

  it("prefixes site paths with the site URL, keeping their trailing slash", () => {
    expect(absoluteUrl(SITE_URL, "/about/")).toBe("https://www.tamkeen.ae/about/");
    expect(absoluteUrl(SITE_URL, "/static/og.png")).toBe("https://www.tamkeen.ae/static/og.png");
  });

  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl(SITE_URL, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(absoluteUrl(SITE_URL, "http://example.com/")).toBe("http://example.com/");
  });
});

describe("organization", () => {
  const org = organization(input);

  it("is a schema.org Organization", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("Organization");
    expect(org["@id"]).toBe(`${SITE_URL}/#organization`);
  });

  it("names the company and its site", () => {
    expect(org.name).toBe(siteJson.siteTitle);
    expect(org.url).toBe(SITE_URL);
    expect(org.description).toBe(siteJson.siteDescription);
    expect(org.foundingDate).toBe(String(siteJson.foundingYear));
  });

  it("has an absolute logo URL", () => {
    expect(org.logo).toBe(`${SITE_URL}${siteJson.logoPath}`);
    expect(String(org.logo)).toMatch(/^https:\/\//);
  });

  it("lists all four social profiles in sameAs", () => {
    expect(org.sameAs).toEqual(expect.arrayContaining(Object.values(siteJson.socialLinks)));
    expect(org.sameAs).toHaveLength(4);
  });

  it("carries the postal address and contact details", () => {
    expect(org.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: siteJson.contact.address.streetAddress,
      postOfficeBoxNumber: siteJson.contact.address.postOfficeBox,
      addressLocality: "Dubai",
      addressCountry: "AE",
    });
    expect(org.email).toBe(siteJson.contact.email);
    expect(org.telephone).toBe(siteJson.contact.phone);
  });
});

describe("professionalService", () => {
  const ps = professionalService(input) as Record<string, any>;

  it("is a ProfessionalService linked to the organization", () => {
    expect(ps["@type"]).toBe("ProfessionalService");
    expect(ps.parentOrganization).toEqual({ "@id": `${SITE_URL}/#organization` });
    expect(ps.name).toBe(siteJson.siteTitle);
    expect(ps.image).toBe(`${SITE_URL}${siteJson.logoPath}`);
  });

  it("places the office at 25.1719, 55.3022", () => {
    expect(ps.geo).toEqual({ "@type": "GeoCoordinates", latitude: 25.1719, longitude: 55.3022 });
  });

  it("serves AE, US and EU", () => {
    expect(ps.areaServed.map((p: { name: string }) => p.name)).toEqual(["AE", "US", "EU"]);
    for (const place of ps.areaServed) expect(place["@type"]).toBe("Place");
  });

  it("speaks the settings' languages, each a schema.org Language named in the settings' language with its code", () => {
    expect(ps.availableLanguage).toEqual([
      { "@type": "Language", name: "English", alternateName: "en" },
      { "@type": "Language", name: "Arabic", alternateName: "ar" },
    ]);
  });

  it("has a customer-service contact point with the phone and email", () => {
    expect(ps.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      email: siteJson.contact.email,
      telephone: siteJson.contact.phone,
      areaServed: ["AE", "US", "EU"],
      availableLanguage: ps.availableLanguage,
    });
  });

  it("has the office address", () => {
    expect(ps.address.streetAddress).toBe(siteJson.contact.address.streetAddress);
  });
});

describe("breadcrumbs", () => {
  const trail = breadcrumbs(SITE_URL, [
    { name: "Home", path: "/" },
    { name: "Insights", path: "/insights/" },
    { name: "Cloud migration", path: "/insights/cloud-migration-lessons/" },
  ]) as Record<string, any>;

  it("numbers the steps from 1", () => {
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
  });

  it("links each step with an absolute URL", () => {
    expect(trail.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/insights/`,
      `${SITE_URL}/insights/cloud-migration-lessons/`,
    ]);
    expect(trail.itemListElement[2]).toEqual({
      "@type": "ListItem",
      position: 3,
      name: "Cloud migration",
      item: `${SITE_URL}/insights/cloud-migration-lessons/`,
    });
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with its accepted answer", () => {
    const faq = faqPage([
      { question: "How long does it take?", answer: "Usually 8-12 weeks." },
      { question: "Do you work abroad?", answer: "Yes." },
    ]) as Record<string, any>;
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "How long does it take?", acceptedAnswer: { "@type": "Answer", text: "Usually 8-12 weeks." } },
      { "@type": "Question", name: "Do you work abroad?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
    ]);
  });
});

describe("article", () => {
  const a = article({
    siteUrl: SITE_URL,
    path: "/insights/cloud-migration-lessons/",
    title: "Cloud migration lessons",
    description: "What we learned.",
    date: "2025-03-24",
    author: "Priya Raman",
    image: "/static/cloud.jpg",
    publisher: siteJson.siteTitle,
    logoPath: "/logo.svg",
  }) as Record<string, any>;

  it("describes the article with absolute URLs", () => {
    expect(a["@type"]).toBe("Article");
    expect(a.headline).toBe("Cloud migration lessons");
    expect(a.mainEntityOfPage).toBe(`${SITE_URL}/insights/cloud-migration-lessons/`);
    expect(a.image).toBe(`${SITE_URL}/static/cloud.jpg`);
    expect(a.publisher).toEqual({ "@type": "Organization", name: siteJson.siteTitle, logo: { "@type": "ImageObject", url: `${SITE_URL}/logo.svg` } });
  });

  it("credits the author and dates the article", () => {
    expect(a.author).toEqual({ "@type": "Person", name: "Priya Raman" });
    expect(a.datePublished).toBe("2025-03-24");
    expect(a.dateModified).toBe("2025-03-24");
  });
});

describe("service", () => {
  it("links the service to the organization as provider", () => {
    const s = service({
      siteUrl: SITE_URL,
      path: "/services/marketing/",
      name: "Marketing",
      description: "d",
      provider: siteJson.siteTitle,
      areaServed: ["AE"],
    }) as Record<string, any>;
    expect(s.url).toBe(`${SITE_URL}/services/marketing/`);
    expect(s.provider).toEqual({ "@id": `${SITE_URL}/#organization`, name: siteJson.siteTitle });
    expect(s.areaServed).toEqual(["AE"]);
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

  it("the Organization names, describes and places the company in the settings' language, the other name as alternateName", () => {
    expect(organization(ar)).toMatchObject({
      name: arabicSiteConfig.siteTitle,
      alternateName: siteJson.siteTitle,
      description: arabicSiteConfig.siteDescription,
      address: postal(arAddress),
    });
    expect(organization(en)).toMatchObject({ name: siteJson.siteTitle, alternateName: arabicSiteConfig.siteTitle, address: postal(siteJson.contact.address) });
  });

  it("the office (ProfessionalService) is named and addressed in the settings' language", () => {
    expect(professionalService(ar)).toMatchObject({ name: arabicSiteConfig.siteTitle, address: postal(arAddress) });
    expect(professionalService(en)).toMatchObject({ name: siteJson.siteTitle, address: postal(siteJson.contact.address) });
  });

  it("the office's languages are named in the settings' language, with the same codes in both", () => {
    const named = (o: Record<string, any>) => [o.availableLanguage, o.contactPoint.availableLanguage];
    for (const list of named(professionalService(ar)))
      expect(list).toEqual(arabicSiteConfig.availableLanguages.map((l) => ({ "@type": "Language", name: l.name, alternateName: l.code })));
    const [arabic, english] = [professionalService(ar), professionalService(en)].map((o) => o.availableLanguage as { name: string; alternateName: string }[]);
    expect(arabic!.map((l) => l.alternateName)).toEqual(english!.map((l) => l.alternateName));
    for (const [i, l] of arabic!.entries()) expect(l.name).not.toBe(english![i]!.name);
  });

  it("the same company keeps one @id in both languages, so the two descriptions are of one organisation", () => {
    expect(organization(ar)["@id"]).toBe(organization(en)["@id"]);
    expect(professionalService(ar)["@id"]).toBe(professionalService(en)["@id"]);
  });

  it("an article's publisher and a service's provider are the company's name as given", () => {
    const a = article({
      ...ar,
      path: "/ar/insights/x/",
      title: "t",
      description: "d",
      date: "2025-01-01",
      author: "a",
      image: "/i.jpg",
      publisher: ar.siteTitle,
    });
    expect(a.publisher).toMatchObject({ name: arabicSiteConfig.siteTitle });
    const s = service({ siteUrl: ar.siteUrl, path: "/ar/services/x/", name: "n", description: "d", provider: ar.siteTitle, areaServed: ar.areaServed });
    expect(s.provider).toMatchObject({ name: arabicSiteConfig.siteTitle });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element early", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(out.toLowerCase()).not.toContain("</script");
  });

  it("still round-trips to the same data", () => {
    const data = faqPage([{ question: "Is 1 < 2?", answer: "<b>Yes</b> & always" }]);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it("escapes every '<', not just the first", () => {
    expect(serializeJsonLd(["<", "<<"])).toBe('["\\u003c","\\u003c\\u003c"]');
  });
});
