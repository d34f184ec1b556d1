import { formatAddress, mailHref, mapsPointHref, mapsSearchHref, phoneHref, whatsappHref } from "../../../src/lib/content/contact";

describe("phoneHref", () => {
  it("strips every non-digit, the plus and spaces included", () => {
    expect(phoneHref("+971 4 555 0142")).toBe("tel:97145550142");
  });

  it("strips brackets, dashes and dots too", () => {
    expect(phoneHref("+1 (555) 010-0199")).toBe("tel:15550100199");
    expect(phoneHref("04.555.0142")).toBe("tel:045550142");
  });

  it("leaves a number of digits unchanged", () => {
    expect(phoneHref("97145550142")).toBe("tel:97145550142");
  });
});

describe("mailHref", () => {
  it("builds a mailto link", () => {
    expect(mailHref("hello@tamkeen.ae")).toBe("mailto:hello@tamkeen.ae");
  });
});

describe("whatsappHref", () => {
  it("builds a wa.me link with only the digits of the number", () => {
    expect(whatsappHref("+971 50 555 0142")).toBe("https://wa.me/971505550142");
    expect(whatsappHref("+971 (50) 555-0142")).toBe("https://wa.me/971505550142");
  });
});

describe("formatAddress", () => {
  const address = {
    streetAddress: "Office 402, Building 6, Dubai Design District",
    postOfficeBox: "PO Box 555012",
    addressLocality: "Dubai",
    countryName: "United Arab Emirates",
  };

  it("joins street, city and country with commas", () => {
    expect(formatAddress(address)).toBe("Office 402, Building 6, Dubai Design District, Dubai, United Arab Emirates");
  });

  it("leaves out the PO box", () => {
    expect(formatAddress(address)).not.toContain("PO Box");
  });

  it("joins an Arabic address with the Arabic comma", () => {
    const arabic = {
      streetAddress: "مكتب 402، المبنى 6، حي دبي للتصميم",
      postOfficeBox: "ص.ب. 555012",
      addressLocality: "دبي",
      countryName: "الإمارات العربية المتحدة",
    };
    expect(formatAddress(arabic, "ar")).toBe("مكتب 402، المبنى 6، حي دبي للتصميم، دبي، الإمارات العربية المتحدة");
  });
});

describe("mapsSearchHref", () => {
  it("searches Google Maps for the URL-encoded address", () => {
    const href = mapsSearchHref("Office 402, Building 6, Dubai & Co");
    expect(href).toBe("https://www.google.com/maps/search/?api=1&query=Office%20402%2C%20Building%206%2C%20Dubai%20%26%20Co");
    expect(new URL(href).searchParams.get("query")).toBe("Office 402, Building 6, Dubai & Co");
    expect(new URL(href).searchParams.get("api")).toBe("1");
  });

  it("cannot be broken out of by characters that mean something in a URL", () => {
    const href = mapsSearchHref("a#b?c=d&e");
    const url = new URL(href);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("query")).toBe("a#b?c=d&e");
  });
});

describe("mapsPointHref", () => {
  it("points Google Maps at latitude,longitude", () => {
    const href = mapsPointHref(25.1719, 55.3022);
    expect(href).toBe("https://www.google.com/maps/search/?api=1&query=25.1719%2C55.3022");
    expect(new URL(href).searchParams.get("query")).toBe("25.1719,55.3022");
  });

  it("keeps negative coordinates", () => {
    expect(new URL(mapsPointHref(-33.86, -151.2)).searchParams.get("query")).toBe("-33.86,-151.2");
  });
});
