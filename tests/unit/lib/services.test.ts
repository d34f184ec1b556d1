import { relatedServices, serviceIdFromPath } from "../../../src/lib/content/services";

const services = ["digital-transformation", "marketing", "tech-consulting", "ai-integration", "extra"].map((slug) => ({ slug }));
const slugs = (list: { slug: string }[]) => list.map((s) => s.slug);

// The rows share `services`, so a call that changed it would fail the rows after it.
it.each([
  ["tech-consulting", undefined, ["digital-transformation", "marketing", "ai-integration"]],
  ["nope", undefined, ["digital-transformation", "marketing", "tech-consulting"]],
  ["marketing", 2, ["digital-transformation", "tech-consulting"]],
])("relatedServices lists up to three (or the maximum given) services other than %s, in content order", (slug, max, expected) => {
  expect(slugs(relatedServices(services, slug, max))).toEqual(expected);
});

it.each([
  ["/services/ai-integration/", "ai-integration"],
  ["/services/AI-Integration", "ai-integration"],
  ["/services/caf%C3%A9", "café"],
  ["/services/", null],
  ["/services/a/b/", null],
  ["/x/services/foo", null],
  // Malformed escapes a visitor might type: the 404 page reads every unknown path.
  ["/services/%E0%A4%A", "%e0%a4%a"],
])("serviceIdFromPath reads %s as %p", (path, id) => {
  expect(serviceIdFromPath(path)).toBe(id);
});
