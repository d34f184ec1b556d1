// Every type declared explicitly, so GraphiQL documents the model and generated types are non-null.
import type { GatsbyNode } from "gatsby";
import type { z } from "zod";
import { formatDate, isLang, type Lang } from "../../src/lib/language/i18n";
import { tagLink } from "../../src/lib/routing/slug";
import { graphqlTypeDefs } from "./graphql-from-zod";
import { COLLECTIONS, DOCUMENTS, type Collection, type DocumentName } from "../../src/lib/content/content-files";
import { LOGO_MARK } from "./logo-mark";
import { ARTICLE_RELATIONS } from "./relations";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../src/lib/content/schema";

/** Set by gatsby/content/nodes.ts; the files do not hold it. */
const LANG_FIELD = [`"The record's language: en, or ar for its Arabic translation (content/…/{name}.ar.json)"`, `lang: String! @proxy(from: "fields.lang")`];

/** An Arabic record is merged with its English twin's shared fields, so one schema types both languages. */
export const contentTypeDefs = (
  documents: Record<DocumentName, z.ZodType> = DOCUMENT_SCHEMAS,
  records: Record<Collection, z.ZodType> = RECORD_SCHEMAS,
): string =>
  graphqlTypeDefs(
    [
      ...Object.entries(DOCUMENTS).map(([name, { type }]) => ({ name: type, schema: documents[name as DocumentName] })),
      ...Object.entries(COLLECTIONS).map(([name, { type }]) => ({ name: type, schema: records[name as Collection] })),
    ],
    LANG_FIELD,
  );

/** Types the build makes, not the content files. */
const BUILD_TYPES = /* GraphQL */ `
  type TagLink {
    "The tag as articles name it (the key of its page)"
    tag: String!
    "The tag in the article's language"
    name: String!
    slug: String!
    path: String!
  }

  "The logo a logoPath names, as the shapes it draws (src/lib/content/svg-mark.ts), read once per build (gatsby/content/logo-mark.ts)."
  type LogoMark implements Node @dontInfer {
    logoPath: String!
    mark: JSON!
  }

  "An article's related articles in its language, computed once per build from content/ (gatsby/content/relations.ts)."
  type ArticleRelations implements Node @dontInfer {
    slug: String!
    lang: String!
    relatedSlugs: [String!]!
  }

  "An Arabic content file as written, before gatsby/content/nodes.ts merges it with its English twin."
  type ContentTranslation implements Node @dontInfer {
    id: ID!
  }
  "An Arabic content file merged with its English twin, which gatsby-transformer-json turns into typed records."
  type TranslatedContent implements Node @dontInfer {
    name: String!
    relativeDirectory: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
  actions.createTypes(BUILD_TYPES);
};

interface ResolverContext {
  nodeModel: { findOne: <T>(args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<T | null> };
}

/**
 * findOne makes the page depend on that node alone (findAll and @link by a non-id field depend on every node
 * of the type), so a page re-runs only when a record it shows changes.
 */
const findBySlug = <T = unknown>(context: ResolverContext, type: string, slug: string, lang: string) =>
  context.nodeModel.findOne<T & { slug: string }>({ type, query: { filter: { slug: { eq: slug }, lang: { eq: lang } } } });

const langOf = (source: { fields?: { lang?: string } }): Lang => {
  const lang = source.fields?.lang;
  return isLang(lang) ? lang : "en";
};
const present = <T>(list: readonly (T | null)[]): T[] => list.filter((x): x is T => x !== null);

// Derived fields are computed at build time, so no page slugs tags or ranks articles in the browser.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Article: {
      tagLinks: {
        type: "[TagLink!]!",
        description: "Each tag as the article's language names it (content/tags.ar.json for Arabic), with its page in that language",
        resolve: async (source: { tags: string[]; fields?: { lang?: string } }, _args: unknown, context: ResolverContext) => {
          const lang = langOf(source);
          return Promise.all(
            source.tags.map(async (tag) => {
              const label =
                lang === "en"
                  ? null
                  : await context.nodeModel.findOne<{ label: string }>({ type: "TagLabel", query: { filter: { tag: { eq: tag }, lang: { eq: lang } } } });
              return tagLink(tag, lang, label?.label);
            }),
          );
        },
      },
      related: {
        type: "[Article!]!",
        description: "Articles sharing the most tags with this one, then the newest (at most three)",
        resolve: async (source: { slug: string; fields?: { lang?: string } }, _args: unknown, context: ResolverContext) => {
          const lang = langOf(source);
          const relations = await findBySlug<{ relatedSlugs: string[] }>(context, ARTICLE_RELATIONS, source.slug, lang);
          return present(await Promise.all((relations?.relatedSlugs ?? []).map((slug) => findBySlug(context, "Article", slug, lang))));
        },
      },
      displayDate: {
        type: "String!",
        description: "The date as readers of the article's language write it, formatted at build time: Jan 5, 2025 or 5 يناير 2025",
        resolve: (source: { date: string; fields?: { lang?: string } }) => formatDate(String(source.date), langOf(source)),
      },
      byline: {
        type: "String!",
        description: "The author's name in the article's language (author is the English name of a member of the team)",
        resolve: async (source: { author: string; fields?: { lang?: string } }, _args: unknown, context: ResolverContext) => {
          const lang = langOf(source);
          if (lang === "en") return source.author;
          const member = await context.nodeModel.findOne<{ slug: string }>({
            type: "TeamMember",
            query: { filter: { name: { eq: source.author }, lang: { eq: "en" } } },
          });
          const translated = member ? await findBySlug<{ name: string }>(context, "TeamMember", member.slug, lang) : null;
          return translated?.name ?? source.author;
        },
      },
    },
    SiteConfig: {
      logoMark: {
        type: "JSON!",
        description:
          "The logo (logoPath, in static/) as the shapes it draws (src/lib/content/svg-mark.ts): the header draws it inline on every page's first screen, where a request of its own would be one more to wait for",
        resolve: async (source: { logoPath: string }, _args: unknown, context: ResolverContext) => {
          const node = await context.nodeModel.findOne<{ mark: unknown }>({ type: LOGO_MARK, query: { filter: { logoPath: { eq: source.logoPath } } } });
          // Sourced from the English settings' logoPath, which Arabic shares (gatsby/content/logo-mark.ts).
          if (!node) throw new Error(`gatsby/content/graphql-schema.ts: no ${LOGO_MARK} node for the logoPath "${source.logoPath}"`);
          return node.mark;
        },
      },
    },
    PrivacyPolicy: {
      displayLastUpdated: {
        type: "String!",
        description: "The date of the last change, as readers of the policy's language write it (formatted at build time)",
        resolve: (source: { lastUpdated: string; fields?: { lang?: string } }) => formatDate(String(source.lastUpdated), langOf(source)),
      },
    },
    CaseStudy: {
      serviceRefs: {
        type: "[Service!]!",
        description: "The services named in services, in that order",
        resolve: async (source: { services: string[]; fields?: { lang?: string } }, _args: unknown, context: ResolverContext) =>
          present(await Promise.all(source.services.map((slug) => findBySlug(context, "Service", slug, langOf(source))))),
      },
    },
  });
};
