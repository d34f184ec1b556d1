// The layout of content/: single documents are one file each, collections are one file per record in a
// folder of their own, and every file maps to a GraphQL type for gatsby-transformer-json.
// https://www.gatsbyjs.com/plugins/gatsby-transformer-json/#typename

/** Single documents: content/{name}.json -> GraphQL type. */
export const DOCUMENTS = {
  site: "SiteConfig",
  pages: "PageContent",
  values: "CompanyValue",
  process: "ProcessStep",
  "services-faq": "ServiceFaq",
  benefits: "Benefit",
  privacy: "PrivacyPolicy",
} as const;

/** Collections: content/{name}/{record}.json -> GraphQL type, one node per file. */
export const COLLECTIONS = {
  services: "Service",
  articles: "Article",
  testimonials: "Testimonial",
  team: "TeamMember",
  faq: "FaqCategory",
  "case-studies": "CaseStudy",
  resources: "Resource",
} as const;

export const CONTENT_TYPES = { ...DOCUMENTS, ...COLLECTIONS } as const;

export type ContentFile = keyof typeof CONTENT_TYPES;
export type Collection = keyof typeof COLLECTIONS;
export type DocumentName = keyof typeof DOCUMENTS;

export const isCollection = (name: string): name is Collection => Object.hasOwn(COLLECTIONS, name);
export const isDocument = (name: string): name is DocumentName => Object.hasOwn(DOCUMENTS, name);

/**
 * The order a collection's records are listed in, wherever the site lists them. Articles are newest
 * first; every other collection has an `order` field, lowest first. Ties are broken alphabetically.
 * Every GraphQL query that lists a collection sorts the same way (by date or order, then slug).
 */
export const COLLECTION_ORDER: Record<Collection, "date" | "order"> = {
  services: "order",
  articles: "date",
  testimonials: "order",
  team: "order",
  faq: "order",
  "case-studies": "order",
  resources: "order",
};

/** The file an editor opens: content/site.json, or content/articles/{record}.json. */
export const contentFilePath = (key: string): string => `content/${key}.json`;

/** gatsby-transformer-json's `typeName`: the File node's folder (collections) or name (documents). */
export function contentTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  const folder = node.relativeDirectory ?? "";
  const name = node.name ?? "";
  const key = folder ? `${folder}/${name}` : name;
  if (folder === "" && isDocument(name)) return DOCUMENTS[name];
  if (isCollection(folder)) return COLLECTIONS[folder];
  throw new Error(`${contentFilePath(key)} is not a known content file; see gatsby/content-types.ts`);
}
