// Related articles as an ArticleRelations node per article, computed at sourcing: a findAll resolver would
// make every article page depend on every article. The node changes only when its list does, and resolvers
// look each record up with findOne (graphql-schema.ts).
import type { SourceNodesArgs } from "gatsby";
import { LANGS } from "../../src/lib/language/i18n";
import { relatedArticles } from "../../src/lib/insights/related-articles";
import { validatedContent } from "./pre-bootstrap";

export const ARTICLE_RELATIONS = "ArticleRelations";

export function articleRelations(articles: readonly { slug: string; date: string; tags: readonly string[] }[]): { slug: string; relatedSlugs: string[] }[] {
  return articles.map((a) => ({ slug: a.slug, relatedSlugs: relatedArticles(articles, a).map((r) => r.slug) }));
}

/** Among the articles of the same language. */
export const sourceRelations = ({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void => {
  for (const lang of LANGS)
    for (const relations of articleRelations(validatedContent(lang).articles)) {
      const node = { ...relations, lang };
      actions.createNode({
        ...node,
        id: createNodeId(`${ARTICLE_RELATIONS} ${lang === "en" ? "" : `${lang} `}${relations.slug}`),
        internal: { type: ARTICLE_RELATIONS, contentDigest: createContentDigest(node) },
      });
    }
};
