import { MESSAGES } from "../../../src/lib/language/messages";
import { resourceTypeLabel } from "../../../src/lib/content/resources";

describe("resourceTypeLabel", () => {
  it.each([
    ["ebook", "E-book"],
    ["whitepaper", "Whitepaper"],
    ["template", "Template"],
    ["checklist", "Checklist"],
  ])("labels %s as %s", (type, label) => {
    expect(resourceTypeLabel(type, MESSAGES.guides)).toBe(label);
  });

  it("ignores case", () => {
    expect(resourceTypeLabel("EBOOK", MESSAGES.guides)).toBe("E-book");
    expect(resourceTypeLabel("WhitePaper", MESSAGES.guides)).toBe("Whitepaper");
    expect(resourceTypeLabel("Checklist", MESSAGES.guides)).toBe("Checklist");
  });

  it.each(["webinar", "case-study", "guide", "", "constructor"])("shows any other type (%p) as Resource", (type) => {
    expect(resourceTypeLabel(type, MESSAGES.guides)).toBe("Resource");
  });
});

describe("MESSAGES: the specification's error catalogue", () => {
  it("newsletter", () => {
    expect(MESSAGES.newsletter.invalidEmail).toBe("Please enter a valid email address.");
    expect(MESSAGES.newsletter.success).toBe("Thank you for subscribing!");
  });

  it("contact form", () => {
    expect(MESSAGES.contactForm.success).toBe("Thank you for your message! We will get back to you soon.");
  });

  it("insights with no results", () => {
    expect(MESSAGES.insights.noResultsHeading).toBe("No articles found");
    expect(MESSAGES.insights.noResultsText).toBe("No articles found matching your criteria. Try adjusting your search or filters.");
  });
});

describe("MESSAGES: accessible names", () => {
  it("tag counts use the singular for one article", () => {
    expect(MESSAGES.insights.tagCount(1)).toBe("1 article");
    expect(MESSAGES.insights.tagCount(2)).toBe("2 articles");
    expect(MESSAGES.insights.tagCount(0)).toBe("0 articles");
  });
});
