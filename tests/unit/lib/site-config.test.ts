import { LANGS } from "../../../src/lib/language/i18n";
import { siteConfigIn } from "../../../src/lib/content/site-config";
import { BUILD_YEAR, SITE_URL, arabicSiteConfig, siteConfig, siteQueryData } from "../components/site-fixture";

describe("siteConfigIn", () => {
  it("gives the settings of the language it is asked for, whatever order the nodes come in", () => {
    const reversed = { ...siteQueryData, allSiteConfig: { nodes: [...siteQueryData.allSiteConfig.nodes].reverse() } };
    for (const data of [siteQueryData, reversed]) {
      expect(siteConfigIn(data, "ar")).toMatchObject({
        lang: "ar",
        siteTitle: arabicSiteConfig.siteTitle,
        siteDescription: arabicSiteConfig.siteDescription,
        contact: { address: arabicSiteConfig.contact.address },
      });
      expect(siteConfigIn(data, "en")).toMatchObject({ lang: "en", siteTitle: siteConfig.siteTitle, contact: { address: siteConfig.contact.address } });
    }
  });

  it("names the site in the other language as its alternate name", () => {
    expect(siteConfigIn(siteQueryData, "en").alternateName).toBe(arabicSiteConfig.siteTitle);
    expect(siteConfigIn(siteQueryData, "ar").alternateName).toBe(siteConfig.siteTitle);
  });

  it("adds the build's site URL and year, the same in every language", () => {
    for (const lang of LANGS) expect(siteConfigIn(siteQueryData, lang)).toMatchObject({ siteUrl: SITE_URL, buildYear: Number(BUILD_YEAR) });
  });

  it("stops, naming the file, when a language's settings are missing, rather than answering in another language", () => {
    const englishOnly = { ...siteQueryData, allSiteConfig: { nodes: siteQueryData.allSiteConfig.nodes.filter((n) => n.lang === "en") } };
    expect(() => siteConfigIn(englishOnly, "ar")).toThrow("content/site.ar.json did not reach GraphQL");
    // The English page needs the Arabic name too (alternateName).
    expect(() => siteConfigIn(englishOnly, "en")).toThrow("content/site.ar.json did not reach GraphQL");
  });

  it("stops when the build has no site URL", () => {
    expect(() => siteConfigIn({ ...siteQueryData, site: null }, "en")).toThrow("siteMetadata.siteUrl");
  });
});
