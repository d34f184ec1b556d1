/**
 * The site configuration as the components receive it, built from content/site.json.
 * `siteQueryData` has the shape of the SiteConfigHook query in src/hooks/use-site-config.ts,
 * for the useStaticQuery mock of __mocks__/gatsby.js.
 */
import { useStaticQuery } from "gatsby";
import site from "../../../content/site.json";

export const SITE_URL = "https://www.example.test";
export const BUILD_YEAR = "2024";

export const siteConfig = {
  siteTitle: site.siteTitle,
  siteTagline: site.siteTagline,
  siteDescription: site.siteDescription,
  logoPath: site.logoPath,
  ogImage: { publicURL: `/static/${site.ogImage.split("/").pop()}`, childImageSharp: { original: { width: 1200, height: 630 } } },
  ogImageAlt: site.ogImageAlt,
  themeColor: site.themeColor,
  foundingYear: site.foundingYear,
  socialLinks: { ...site.socialLinks },
  contact: {
    email: site.contact.email,
    phone: site.contact.phone,
    whatsapp: site.contact.whatsapp,
    hours: site.contact.hours,
    address: { ...site.contact.address },
    geo: { ...site.contact.geo },
    mapZoom: site.contact.mapZoom,
  },
  areaServed: [...site.areaServed],
  availableLanguages: [...site.availableLanguages],
  newsletter: { ...site.newsletter },
  navigation: site.navigation.map((n) => ({ ...n })),
  footerLinks: site.footerLinks.map((c) => ({ title: c.title, links: c.links.map((l) => ({ ...l })) })),
};

/** What useStaticQuery returns: the SiteConfigHook query's data. */
export const siteQueryData = {
  site: { siteMetadata: { siteUrl: SITE_URL }, buildTime: BUILD_YEAR },
  siteConfig,
};

/** Makes every useStaticQuery call answer with the site fixture. */
export function mockSiteQuery(): void {
  (useStaticQuery as jest.Mock).mockReturnValue(siteQueryData);
}
