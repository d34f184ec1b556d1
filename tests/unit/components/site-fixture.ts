/**
 * The site configuration as the components receive it, shaped like the SiteConfigHook query in src/hooks/use-site-config.ts, for the
 * useStaticQuery mock of __mocks__/gatsby.js. It is written for the tests, not read from content/site.{lang}.json, so editing the
 * site's copy never breaks them.
 */
import { useStaticQuery } from "gatsby";

export const SITE_URL = "https://www.example.test";
export const BUILD_YEAR = "2024";

const link = (name: string, path: string) => ({ name, path });

export const siteConfig = {
  siteTitle: "Tamkeen Digital",
  siteTagline: "Digital Transformation & AI Integration Experts",
  siteDescription: "We help businesses transform digitally by integrating AI into their workforce and processes.",
  logoPath: "/logo.svg",
  logoMark: {
    tag: "svg",
    attributes: { viewBox: "0 0 64 64" },
    children: [{ tag: "rect", attributes: { width: "64", height: "64", fill: "#84cc16" }, children: [] }],
  },
  ogImage: { publicURL: "/static/og-default.png", childImageSharp: { original: { width: 1200, height: 630 } } },
  ogImageAlt: "Light ribbons on a dark background",
  themeColor: "#0b0f19",
  foundingYear: 2018,
  socialLinks: {
    twitter: "https://x.com/tamkeendigital",
    linkedin: "https://www.linkedin.com/company/tamkeen-digital",
    facebook: "https://www.facebook.com/tamkeendigital",
    instagram: "https://www.instagram.com/tamkeendigital",
  },
  contact: {
    email: "hello@tamkeen.ae",
    phone: "+971 4 555 0142",
    whatsapp: "+971 50 555 0142",
    hours: "Monday to Friday, 9:00 to 18:00 GST",
    address: {
      streetAddress: "Office 402, Building 6, Dubai Design District",
      postOfficeBox: "PO Box 555012",
      addressLocality: "Dubai",
      addressCountry: "AE",
      countryName: "United Arab Emirates",
    },
    geo: { latitude: 25.1719, longitude: 55.3022 },
    mapZoom: 15,
  },
  areaServed: ["AE", "US", "EU"],
  availableLanguages: [
    { name: "English", code: "en" },
    { name: "Arabic", code: "ar" },
  ],
  newsletter: { heading: "Get our insights in your inbox", body: "One practical email a month. No spam, unsubscribe anytime." },
  navigation: [link("Home", "/"), link("About", "/about"), link("Services", "/services"), link("Insights", "/insights"), link("Contact", "/contact")],
  footerLinks: [
    { title: "Company", links: [link("About", "/about"), link("Careers", "/careers")] },
    { title: "Services", links: [link("Marketing & Social Media", "/services/marketing"), link("AI Integration", "/services/ai-integration")] },
  ],
};

/** The Arabic configuration: the same shared values with translated words, enough to tell the languages apart. */
export const arabicSiteConfig = {
  ...siteConfig,
  siteTitle: "تمكين ديجيتال",
  siteTagline: "خبراء التحول الرقمي ودمج الذكاء الاصطناعي",
  siteDescription: "نساعد الشركات على التحول الرقمي من خلال دمج الذكاء الاصطناعي في فرق عملها وعملياتها.",
  ogImageAlt: "أشرطة ضوئية على خلفية داكنة",
  contact: {
    ...siteConfig.contact,
    address: {
      ...siteConfig.contact.address,
      streetAddress: "مكتب 402، المبنى 6، حي دبي للتصميم",
      postOfficeBox: "ص.ب. 555012",
      addressLocality: "دبي",
      countryName: "الإمارات العربية المتحدة",
    },
  },
  availableLanguages: siteConfig.availableLanguages.map((l, i) => ({ ...l, name: ["الإنجليزية", "العربية"][i] ?? l.name })),
};

/** What useStaticQuery returns: the SiteConfigHook query's data, both languages. */
export const siteQueryData = {
  site: { siteMetadata: { siteUrl: SITE_URL }, buildTime: BUILD_YEAR },
  allSiteConfig: {
    nodes: [
      { ...siteConfig, lang: "en" },
      { ...arabicSiteConfig, lang: "ar" },
    ],
  },
};

/** Makes every later useStaticQuery call of the test file (each file has its own mock) answer with the site fixture. */
export function mockSiteQuery(): void {
  (useStaticQuery as jest.Mock).mockReturnValue(siteQueryData);
}
