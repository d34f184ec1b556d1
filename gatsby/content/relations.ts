// Cross-record fields computed once per build, when nodes are sourced, so a page depends only on the
// records it shows: an article's related articles are an ArticleRelations node per article.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#sourceNodes
//
// A resolver that read every article (nodeModel.findAll) made every article page depend on every
// article, so one word changed in one title re-ran every article's page query. Here the related
// slugs are computed from content/ (already validated in onPreBootstrap); a relations node changes
// only when its list does (its content digest is the list), and the resolvers in gatsby/content/graphql-schema.ts
// look each record up with nodeModel.findOne, which makes the page depend on that record alone.
import type { SourceNodesArgs } from "gatsby";
import { LANGS } from "../../src/lib/language/i18n";
import { relatedArticles } from "../../src/lib/insights/related-articles";
import { validatedContent } from "./pre-bootstrap";

export const ARTICLE_RELATIONS = "ArticleRelations";

/** Each article's related slugs, in order, from the whole list of articles. */
export function articleRelations(articles: readonly { slug: string; date: string; tags: readonly string[] }[]): { slug: string; relatedSlugs: string[] }[] {
  return articles.map((a) => ({ slug: a.slug, relatedSlugs: relatedArticles(articles, a).map((r) => r.slug) }));
}

/** Related articles are chosen among the articles of the same language. */
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
