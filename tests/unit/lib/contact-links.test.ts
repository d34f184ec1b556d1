import { formatAddress, mapsPointHref, mapsSearchHref } from "../../../src/lib/content/contact-links";
import { arabicSiteConfig, siteConfig } from "../components/site-fixture";

// The phone, WhatsApp and email links are tests/unit/components/layout.test.tsx's, as the footer and the side bar write them.
it.each([
  [mapsPointHref(25.1719, 55.3022), "https://www.google.com/maps/search/?api=1&query=25.1719%2C55.3022"],
  // Characters that mean something in a URL stay inside the query.
  [mapsSearchHref("Office 402, Dubai & Co #1?a=b"), "https://www.google.com/maps/search/?api=1&query=Office%20402%2C%20Dubai%20%26%20Co%20%231%3Fa%3Db"],
])("the contact link %s is %s", (href, expected) => {
  expect(href).toBe(expected);
});

it.each([
  [siteConfig.contact.address, undefined, "Office 402, Building 6, Dubai Design District, Dubai, United Arab Emirates"],
  [arabicSiteConfig.contact.address, "ar" as const, "مكتب 402، المبنى 6، حي دبي للتصميم، دبي، الإمارات العربية المتحدة"],
])("formatAddress joins street, city and country with the language's comma, leaving out the PO box: %#", (address, lang, expected) => {
  expect(formatAddress(address, lang)).toBe(expected);
});
