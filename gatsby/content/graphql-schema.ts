// Declares every content type explicitly, so GraphiQL documents the model and generated types are non-null.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createSchemaCustomization
import type { GatsbyNode } from "gatsby";
import { CASE_STUDY_COLORS, RESOURCE_FORMATS } from "../../src/lib/fixed-sets";
import { FORM_NAMES } from "../../src/lib/form-delivery";
import { ICON_NAMES } from "../../src/lib/icon-names";
import { formatDate, isLang, localePath, type Lang } from "../../src/lib/i18n";
import { tagPath, tagSlug } from "../../src/lib/slug";
import { LOGO_MARK } from "./logo-mark";
import { ARTICLE_RELATIONS } from "./relations";

/** The fixed sets content may use, as GraphQL enums: queries return them as unions (Queries.IconName). */
export const ENUMS: Record<string, readonly string[]> = {
  IconName: ICON_NAMES,
  CaseStudyColor: CASE_STUDY_COLORS,
  ResourceFormat: RESOURCE_FORMATS,
  FormName: FORM_NAMES,
};

/** Every content record's language, set from its file's name (gatsby/content/nodes.ts). */
const LANG_FIELD = `"The record's language: en, or ar for its Arabic translation (content/…/{name}.ar.json)"
    lang: String! @proxy(from: "fields.lang")`;
/** The position of a record of a collection listed by its \`order\` field. */
const ORDER_FIELD = `"Position in lists, lowest first"
    order: Int!`;

export const typeDefs = /* GraphQL */ `
  ${Object.entries(ENUMS)
    .map(([name, values]) => `enum ${name} {\n    ${values.join("\n    ")}\n  }`)
    .join("\n  ")}

  "Site-wide settings: titles, contact details, navigation and footer (content/site.{lang}.json)."
  type SiteConfig implements Node @dontInfer {
    ${LANG_FIELD}
    siteTitle: String!
    siteTagline: String!
    siteDescription: String!
    "Path of the logo in static/, e.g. /logo.svg"
    logoPath: String!
    "Default Open Graph image for pages without a picture of their own"
    ogImage: File! @fileByRelativePath
    ogImageAlt: String!
    themeColor: String!
    foundingYear: Int!
    socialLinks: SocialLinks!
    contact: ContactInfo!
    "ISO country codes and regions, for structured data"
    areaServed: [String!]!
    "The languages the company works in, named in the record's language"
    availableLanguages: [SpokenLanguage!]!
    newsletter: NewsletterCopy!
    navigation: [NavLink!]!
    footerLinks: [FooterColumn!]!
  }
  type SocialLinks {
    twitter: String!
    linkedin: String!
    facebook: String!
    instagram: String!
  }
  type ContactInfo {
    email: String!
    privacyEmail: String!
    phone: String!
    whatsapp: String!
    address: PostalAddress!
    hours: String!
    geo: GeoPoint!
    mapZoom: Int!
  }
  type PostalAddress {
    streetAddress: String!
    postOfficeBox: String!
    addressLocality: String!
    addressCountry: String!
    countryName: String!
  }
  type GeoPoint {
    latitude: Float!
    longitude: Float!
  }
  type SpokenLanguage {
    "The language's name in the record's language: English, or الإنجليزية"
    name: String!
    "Its code, e.g. en or ar"
    code: String!
  }
  type NewsletterCopy {
    heading: String!
    body: String!
  }
  type NavLink {
    name: String!
    path: String!
  }
  type FooterColumn {
    title: String!
    links: [NavLink!]!
  }

  "The copy of one page: metadata, hero and named blocks (content/pages.{lang}.json)."
  type PageContent implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    "Used in the document title as '{title} | {site title}'"
    title: String!
    "Meta description, 50 to 170 characters"
    description: String!
    heading: String!
    lead: String!
    image: File @fileByRelativePath
    imageAlt: String
    blocks: [PageBlock!]!
  }
  type PageBlock {
    key: String!
    eyebrow: String
    heading: String!
    body: [String!]
    links: [BlockLink!]
    stats: [Stat!]
  }
  type BlockLink {
    label: String!
    path: String!
  }
  type Stat {
    value: String!
    label: String!
  }

  "A service; each has a page at /services/{slug} (content/services/{slug}.{lang}.json)."
  type Service implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    ${ORDER_FIELD}
    title: String!
    description: String!
    longDescription: String!
    icon: IconName!
    image: File! @fileByRelativePath
    imageAlt: String!
    "Exactly five"
    features: [String!]!
  }

  "An Insights article at /insights/{slug} (content/articles/{slug}.{lang}.json)."
  type Article implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    title: String!
    excerpt: String!
    date: Date! @dateformat
    author: String!
    tags: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    readingMinutes: Int!
    body: [ArticleSection!]!
  }
  type ArticleSection {
    heading: String!
    paragraphs: [String!]!
    bullets: [String!]
  }
  type TagLink {
    "The tag as articles name it (the key of its page)"
    tag: String!
    "The tag in the article's language"
    name: String!
    slug: String!
    path: String!
  }

  "A client's words on the home and About pages (content/testimonials/{name}.json)."
  type Testimonial implements Node @dontInfer {
    ${LANG_FIELD}
    ${ORDER_FIELD}
    quote: String!
    author: String!
    title: String!
    company: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  "A member of the team on /about; articles name their author by name (content/team/{slug}.{lang}.json)."
  type TeamMember implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    ${ORDER_FIELD}
    name: String!
    title: String!
    bio: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    linkedin: String!
  }

  "One of the company's four values (content/values.{lang}.json)."
  type CompanyValue implements Node @dontInfer {
    ${LANG_FIELD}
    title: String!
    description: String!
    icon: IconName!
  }

  "A step of the four-step engagement process (content/process.{lang}.json)."
  type ProcessStep implements Node @dontInfer {
    ${LANG_FIELD}
    title: String!
    description: String!
    icon: IconName!
  }

  "A question on the Services page (content/services-faq.{lang}.json)."
  type ServiceFaq implements Node @dontInfer {
    ${LANG_FIELD}
    question: String!
    answer: String!
  }

  "A category of the FAQ page (content/faq/{slug}.{lang}.json)."
  type FaqCategory implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    ${ORDER_FIELD}
    title: String!
    items: [FaqItem!]!
  }
  type FaqItem {
    question: String!
    answer: String!
  }

  "A client story at /case-studies/{slug} (content/case-studies/{slug}.{lang}.json)."
  type CaseStudy implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    ${ORDER_FIELD}
    title: String!
    client: String!
    industry: String!
    "Slugs of services in content/services/"
    services: [String!]!
    summary: String!
    challenge: String!
    solution: String!
    results: [String!]!
    icon: IconName!
    color: CaseStudyColor!
    image: File! @fileByRelativePath
    imageAlt: String!
    duration: String!
  }

  "The logo a logoPath names, as the shapes it draws (src/lib/svg-mark.ts), read once per build (gatsby/content/logo-mark.ts)."
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

  "A downloadable guide on /guides (content/resources/{slug}.{lang}.json)."
  type Resource implements Node @dontInfer {
    ${LANG_FIELD}
    slug: String!
    ${ORDER_FIELD}
    title: String!
    description: String!
    "ebook, whitepaper, template or checklist; anything else is labelled Resource"
    type: String!
    format: ResourceFormat!
    category: String!
    pages: Int
    downloadUrl: String!
    featured: Boolean
  }

  "A benefit of working here, on /careers (content/benefits.{lang}.json)."
  type Benefit implements Node @dontInfer {
    ${LANG_FIELD}
    title: String!
    description: String!
    icon: IconName!
  }

  "The Arabic name of an article tag (content/tags.ar.json); English shows tags as written."
  type TagLabel implements Node @dontInfer {
    lang: String! @proxy(from: "fields.lang")
    tag: String!
    label: String!
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

  "The privacy policy (content/privacy.{lang}.json)."
  type PrivacyPolicy implements Node @dontInfer {
    ${LANG_FIELD}
    lastUpdated: Date! @dateformat
    intro: [String!]!
    sections: [PrivacySection!]!
  }
  type PrivacySection {
    slug: String!
    heading: String!
    paragraphs: [String!]!
    items: [PrivacyTerm!]
  }
  type PrivacyTerm {
    term: String!
    "What the term says; for a form's term, while the form only simulates a send"
    text: String!
    "The form whose destination decides between text and textWhenSent"
    form: FormName
    "For a form's term: what it says once the form delivers, naming the processor as {processor}"
    textWhenSent: String
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

interface ResolverContext {
  nodeModel: { findOne: <T>(args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<T | null> };
}

/**
 * The node of `type` with this slug. nodeModel.findOne makes the page depend on the node it returns
 * alone (findAll and @link by a field other than id make it depend on every node of the type), so a
 * page re-runs only when a record it shows changes.
 */
const findBySlug = <T = unknown>(context: ResolverContext, type: string, slug: string, lang: string) =>
  context.nodeModel.findOne<T & { slug: string }>({ type, query: { filter: { slug: { eq: slug }, lang: { eq: lang } } } });

/** The record's language, as gatsby/content/nodes.ts set it. */
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
              return { tag, name: label?.label ?? tag, slug: tagSlug(tag), path: localePath(tagPath(tag), lang) };
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
          "The logo (logoPath, in static/) as the shapes it draws (src/lib/svg-mark.ts): the header draws it inline on every page's first screen, where a request of its own would be one more to wait for",
        resolve: async (source: { logoPath: string }, _args: unknown, context: ResolverContext) => {
          const node = await context.nodeModel.findOne<{ mark: unknown }>({ type: LOGO_MARK, query: { filter: { logoPath: { eq: source.logoPath } } } });
          // Sourced from the English settings' logoPath, which the Arabic settings share (gatsby/content/logo-mark.ts).
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
