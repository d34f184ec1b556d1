import { MAX_RELATED_SERVICES, relatedServices, serviceIdFromPath, serviceImagePath } from "../../../src/lib/content/services";

const services = ["digital-transformation", "marketing", "tech-consulting", "ai-integration", "extra"].map((slug) => ({ slug }));
const slugs = (list: { slug: string }[]) => list.map((s) => s.slug);

describe("relatedServices", () => {
  it("lists the first three other services in content order", () => {
    expect(slugs(relatedServices(services, "digital-transformation"))).toEqual(["marketing", "tech-consulting", "ai-integration"]);
    expect(slugs(relatedServices(services, "tech-consulting"))).toEqual(["digital-transformation", "marketing", "ai-integration"]);
  });

  it("never lists the service itself", () => {
    for (const s of services) expect(slugs(relatedServices(services, s.slug))).not.toContain(s.slug);
  });

  it("shows at most three", () => {
    expect(MAX_RELATED_SERVICES).toBe(3);
    expect(relatedServices(services, "nope")).toHaveLength(3);
  });

  it("honours a custom maximum", () => {
    expect(slugs(relatedServices(services, "marketing", 2))).toEqual(["digital-transformation", "tech-consulting"]);
  });

  it("returns fewer when there are not enough other services", () => {
    expect(slugs(relatedServices(services.slice(0, 2), "marketing"))).toEqual(["digital-transformation"]);
    expect(relatedServices([], "marketing")).toEqual([]);
  });

  it("does not reorder or mutate the input", () => {
    const copy = [...services];
    relatedServices(services, "marketing");
    expect(services).toEqual(copy);
  });
});

describe("serviceIdFromPath", () => {
  it("reads the id after /services/", () => {
    expect(serviceIdFromPath("/services/foo")).toBe("foo");
    expect(serviceIdFromPath("/services/ai-integration")).toBe("ai-integration");
  });

  it("reads it from the page's one URL, with its trailing slash", () => {
    expect(serviceIdFromPath("/services/foo/")).toBe("foo");
    expect(serviceIdFromPath("/services/ai-integration/")).toBe("ai-integration");
  });

  it("folds case", () => {
    expect(serviceIdFromPath("/services/AI-Integration")).toBe("ai-integration");
  });

  it("decodes percent-escapes", () => {
    expect(serviceIdFromPath("/services/caf%C3%A9")).toBe("café");
    expect(serviceIdFromPath("/services/a%20b")).toBe("a b");
  });

  it("returns null for the services index", () => {
    expect(serviceIdFromPath("/services")).toBeNull();
    expect(serviceIdFromPath("/services/")).toBeNull();
  });

  it("returns null for deeper paths", () => {
    expect(serviceIdFromPath("/services/a/b")).toBeNull();
    expect(serviceIdFromPath("/services/a/b/")).toBeNull();
  });

  it("does not throw on a malformed percent-escape a visitor might type (the 404 page reads every unknown path)", () => {
    expect(() => serviceIdFromPath("/services/100%")).not.toThrow();
    expect(() => serviceIdFromPath("/services/%E0%A4%A")).not.toThrow();
  });

  it("returns null for paths outside /services", () => {
    expect(serviceIdFromPath("/insights/foo")).toBeNull();
    expect(serviceIdFromPath("/x/services/foo")).toBeNull();
  });
});

describe("serviceImagePath", () => {
  it("serves the service image from /images", () => {
    expect(serviceImagePath("marketing")).toBe("/images/service-marketing.png");
  });
});
