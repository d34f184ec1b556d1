/** @jest-environment node */
// Cross-record fields must make a page depend only on the records it shows (gatsby/content/relations.ts):
// the resolvers look records up one by one with nodeModel.findOne, never read a whole type.
import { ARTICLE_RELATIONS, articleRelations } from "../../../gatsby/content/relations";
import { createResolvers } from "../../../gatsby/content/graphql-schema";

type Resolve = (source: unknown, args: unknown, context: unknown) => Promise<{ slug: string }[]>;

/** The site's resolvers, as Gatsby would be given them. */
function resolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let map = {};
  (createResolvers as (args: unknown) => void)({ createResolvers: (r: typeof map) => (map = r) });
  return map;
}

/** A node model over these nodes that records every lookup; findAll is there only to be refused. */
function nodeModel(nodes: Record<string, { slug: string }[]>) {
  const calls: string[] = [];
  return {
    calls,
    findOne: async ({ type, query }: { type: string; query: { filter: { slug: { eq: string } } } }) => {
      calls.push(`findOne ${type} ${query.filter.slug.eq}`);
      return nodes[type]?.find((n) => n.slug === query.filter.slug.eq) ?? null;
    },
    findAll: async () => {
      throw new Error("a cross-record resolver read a whole type");
    },
  };
}

// How related articles are ranked is relatedArticles' (tests/unit/lib/related-articles.test.ts).
it("articleRelations gives each article the slugs of its related articles, best first", () => {
  const article = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });
  const articles = [article("a", "2025-03-01", ["AI"]), article("b", "2025-02-01", ["AI"]), article("c", "2025-01-01", ["Cloud"])];
  expect(articleRelations(articles)).toEqual([
    { slug: "a", relatedSlugs: ["b", "c"] },
    { slug: "b", relatedSlugs: ["a", "c"] },
    { slug: "c", relatedSlugs: ["a", "b"] },
  ]);
});

describe("the cross-record resolvers", () => {
  const articles = ["a", "b", "c", "d"].map((slug) => ({ slug }));

  it("related: reads the article's relations node, then each related article by its slug, in order; none without that node", async () => {
    const model = nodeModel({ [ARTICLE_RELATIONS]: [{ slug: "a", relatedSlugs: ["c", "b"] } as { slug: string }], Article: articles });
    const related = await resolvers().Article!.related!.resolve({ slug: "a" }, {}, { nodeModel: model });
    expect(related.map((r) => r.slug)).toEqual(["c", "b"]);
    expect(model.calls).toEqual([`findOne ${ARTICLE_RELATIONS} a`, "findOne Article c", "findOne Article b"]);
    expect(await resolvers().Article!.related!.resolve({ slug: "b" }, {}, { nodeModel: model })).toEqual([]);
  });

  it("serviceRefs: each named service by its slug, in the case study's order, leaving out none that exists", async () => {
    const model = nodeModel({ Service: [{ slug: "marketing" }, { slug: "ai-integration" }] });
    const refs = await resolvers().CaseStudy!.serviceRefs!.resolve({ services: ["ai-integration", "marketing"] }, {}, { nodeModel: model });
    expect(refs.map((s) => s.slug)).toEqual(["ai-integration", "marketing"]);
    expect(model.calls).toEqual(["findOne Service ai-integration", "findOne Service marketing"]);
  });
});
