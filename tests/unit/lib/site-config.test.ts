import { siteConfigIn } from "../../../src/lib/content/site-config";
import { BUILD_YEAR, SITE_URL, arabicSiteConfig, siteConfig, siteQueryData } from "../components/site-fixture";

const onlyNodes = (nodes: typeof siteQueryData.allSiteConfig.nodes) => ({ ...siteQueryData, allSiteConfig: { nodes } });

describe("siteConfigIn", () => {
  it("gives the settings of the language asked for, whatever the nodes' order, with the build's site URL and year and the other language's name", () => {
    const build = { siteUrl: SITE_URL, buildYear: Number(BUILD_YEAR) };
    for (const data of [siteQueryData, onlyNodes([...siteQueryData.allSiteConfig.nodes].reverse())]) {
      expect(siteConfigIn(data, "ar")).toEqual({ ...arabicSiteConfig, ...build, lang: "ar", alternateName: siteConfig.siteTitle });
      expect(siteConfigIn(data, "en")).toEqual({ ...siteConfig, ...build, lang: "en", alternateName: arabicSiteConfig.siteTitle });
    }
  });

  it("stops, naming what is missing: a language's settings file, rather than answering in another language, or the site URL", () => {
    const englishOnly = onlyNodes(siteQueryData.allSiteConfig.nodes.filter((n) => n.lang === "en"));
    expect(() => siteConfigIn(englishOnly, "ar")).toThrow("content/site.ar.json did not reach GraphQL");
    // The English page needs the Arabic name too (alternateName).
    expect(() => siteConfigIn(englishOnly, "en")).toThrow("content/site.ar.json did not reach GraphQL");
    expect(() => siteConfigIn({ ...siteQueryData, site: null }, "en")).toThrow("siteMetadata.siteUrl");
  });
});
