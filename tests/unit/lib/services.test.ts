import { MAX_RELATED_SERVICES, relatedServices, serviceIdFromPath } from "../../../src/lib/content/services";

const services = ["digital-transformation", "marketing", "tech-consulting", "ai-integration", "extra"].map((slug) => ({ slug }));
const slugs = (list: { slug: string }[]) => list.map((s) => s.slug);

// The rows share `services`, so a call that changed it would fail the rows after it.
it.each([
  ["digital-transformation", services, undefined, ["marketing", "tech-consulting", "ai-integration"]],
  ["tech-consulting", services, undefined, ["digital-transformation", "marketing", "ai-integration"]],
  ["nope", services, undefined, ["digital-transformation", "marketing", "tech-consulting"]],
  ["marketing", services, 2, ["digital-transformation", "tech-consulting"]],
  ["marketing", services.slice(0, 2), undefined, ["digital-transformation"]],
  ["marketing", [], undefined, []],
])("relatedServices lists up to three (or the maximum given) services other than %s, in content order", (slug, list, max, expected) => {
  expect(slugs(relatedServices(list, slug, max))).toEqual(expected);
});

it("relatedServices shows MAX_RELATED_SERVICES by default", () => {
  expect(relatedServices(services, "nope")).toHaveLength(MAX_RELATED_SERVICES);
});

it.each([
  ["/services/foo", "foo"],
  ["/services/ai-integration/", "ai-integration"],
  ["/services/AI-Integration", "ai-integration"],
  ["/services/caf%C3%A9", "café"],
  ["/services/a%20b/", "a b"],
  ["/services", null],
  ["/services/", null],
  ["/services/a/b/", null],
  ["/insights/foo", null],
  ["/x/services/foo", null],
  // Malformed escapes a visitor might type: the 404 page reads every unknown path.
  ["/services/100%", "100%"],
  ["/services/%E0%A4%A", "%e0%a4%a"],
])("serviceIdFromPath reads %s as %p", (path, id) => {
  expect(serviceIdFromPath(path)).toBe(id);
});
