import { Head as ContactHead } from "../../../src/pages/contact";
import { Head as NotFoundHead } from "../../../src/pages/404";
import { Head as ArticleHead } from "../../../src/templates/article";
import { Head as ServiceHead } from "../../../src/templates/service";
import { LANGS, type Lang } from "../../../src/lib/language/i18n";
import { MESSAGES_BY_LANG } from "../../../src/lib/language/all-messages";
import { arabicSiteConfig, mockSiteQuery, siteConfig, SITE_URL } from "./site-fixture";
import { renderHead, type JsonLd } from "../support/render-head";

const SITE = { en: siteConfig, ar: arabicSiteConfig } as const;

const postal = (lang: Lang) => {
  const a = SITE[lang].contact.address;
  return { streetAddress: a.streetAddress, postOfficeBoxNumber: a.postOfficeBox, addressLocality: a.addressLocality };
};

const pageCopy = { title: "Contact", description: "Reach the office." };

beforeAll(mockSiteQuery);

// Gatsby renders a page's Head outside the page's providers, and so do these: its language comes from its pageContext alone.
describe.each(LANGS)("a page's Head in %s, in the language of its context", (lang) => {
  const prefix = lang === "ar" ? "/ar" : "";

  it("the contact page names and places the company and its office, links its feed, and names itself and its twins by their one URL", () => {
    const head = renderHead(ContactHead, { pageContent: pageCopy }, lang, `${prefix}/contact/`);
    expect(head.title).toBe(`${pageCopy.title} | ${SITE[lang].siteTitle}`);
    expect(head.ofType("Organization")).toMatchObject({
      name: SITE[lang].siteTitle,
      alternateName: SITE[lang === "en" ? "ar" : "en"].siteTitle,
      description: SITE[lang].siteDescription,
      address: postal(lang),
    });
    expect(head.ofType("ProfessionalService")).toMatchObject({ name: SITE[lang].siteTitle, address: postal(lang) });
    expect(head.ofType("ProfessionalService").availableLanguage).toEqual(
      SITE[lang].availableLanguages.map((l) => ({ "@type": "Language", name: l.name, alternateName: l.code })),
    );
    expect(head.meta("og:site_name")).toEqual([SITE[lang].siteTitle]);
    expect(head.meta("og:image:alt")).toEqual([SITE[lang].ogImageAlt]);
    expect(head.feed).toEqual([MESSAGES_BY_LANG[lang].feedTitle(SITE[lang].siteTitle), `${prefix}/rss.xml`]);
    expect(head.links("canonical")).toEqual([[null, `${SITE_URL}${prefix}/contact/`]]);
    expect(head.meta("og:url")).toEqual([`${SITE_URL}${prefix}/contact/`]);
    expect(head.links("alternate").filter(([hreflang]) => hreflang)).toEqual([
      ["en", `${SITE_URL}/contact/`],
      ["ar", `${SITE_URL}/ar/contact/`],
      ["x-default", `${SITE_URL}/contact/`],
    ]);
  });

  it("a service's breadcrumbs are in the page's language", () => {
    const service = {
      slug: "marketing",
      title: "Marketing",
      description: "Campaigns.",
      longDescription: "Campaigns, run well.",
      imageAlt: "A campaign board",
      image: { childImageSharp: { original: { width: 1200, height: 800 } } },
    };
    const head = renderHead(ServiceHead, { service }, lang, `${prefix}/services/marketing/`);
    const crumbs = MESSAGES_BY_LANG[lang].breadcrumbs;
    expect(head.ofType("BreadcrumbList").itemListElement.map((i: JsonLd) => i.name)).toEqual([crumbs.home, crumbs.services, service.title]);
    expect(head.ofType("BreadcrumbList").itemListElement.map((i: JsonLd) => i.item)).toEqual([
      `${SITE_URL}${prefix}/`,
      `${SITE_URL}${prefix}/services/`,
      `${SITE_URL}${prefix}/services/marketing/`,
    ]);
  });

  it("an article's tags and breadcrumbs are in the page's language", () => {
    const tagName = lang === "ar" ? "الأتمتة" : "Automation";
    const article = {
      slug: "a",
      title: "Automating workflows",
      excerpt: "Where to start.",
      isoDate: "2025-01-05",
      author: "Layla",
      imageAlt: "A workflow",
      tags: ["Automation"],
      tagLinks: [{ name: tagName, path: `${prefix}/insights/tag/automation/` }],
      image: { childImageSharp: { og: { src: "/static/a.jpg", width: 1200, height: 630 } } },
    };
    const head = renderHead(ArticleHead, { article }, lang, `${prefix}/insights/a/`);
    expect(head.meta("article:tag")).toEqual([tagName]);
    expect(head.ofType("BreadcrumbList").itemListElement[1]).toMatchObject({
      name: MESSAGES_BY_LANG[lang].breadcrumbs.insights,
      item: `${SITE_URL}${prefix}/insights/`,
    });
  });

  it("the 404 page speaks its own language at any path it answers", () => {
    const head = renderHead(
      NotFoundHead,
      { pageContent: { title: "Not found", description: "No page here." }, allService: { nodes: [] } },
      lang,
      `${prefix}/no-such-page`,
    );
    expect(head.title).toBe(`Not found | ${SITE[lang].siteTitle}`);
    expect(head.ofType("Organization").name).toBe(SITE[lang].siteTitle);
  });
});
