// The layout of content/: single documents are one file each, collections are one file per record in a
// folder of their own, and every file names its language: content/site.en.json beside content/site.ar.json
// (Decap CMS's `multiple_files` i18n structure, so the CMS edits both side by side).
// https://www.gatsbyjs.com/plugins/gatsby-transformer-json/#typename
import { isLang, type Lang } from "../../src/lib/language/i18n";

/** Single documents: content/{name}.json -> GraphQL type. */
export const DOCUMENTS = {
  site: "SiteConfig",
  pages: "PageContent",
  values: "CompanyValue",
  process: "ProcessStep",
  "services-faq": "ServiceFaq",
  benefits: "Benefit",
  privacy: "PrivacyPolicy",
  tags: "TagLabel",
} as const;

/**
 * Documents that exist only in translation: content/tags.ar.json names each article tag in Arabic
 * (tags are shared keys that make URLs, and English shows them as they are written).
 */
export const TRANSLATION_ONLY: readonly DocumentName[] = ["tags"];

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

/** The file an editor opens: content/site.en.json, or content/articles/{record}.ar.json. */
/** The type gatsby-transformer-json gives a translation file as written (content/{name}.ar.json). */
const TRANSLATION_TYPE = "ContentTranslation";
/** The merged record of a translation (gatsby/content/nodes.ts), which gatsby-transformer-json turns into typed nodes. */
export const TRANSLATED_CONTENT_TYPE = "TranslatedContent";

export const contentFilePath = (key: string, lang: Lang = "en"): string => `content/${key}.${lang}.json`;

/** A file's key and language from its path inside content/ without .json: "articles/x.ar" -> articles/x, ar. */
export function splitLang(fileKey: string): { key: string; lang: Lang } | undefined {
  const match = /^(.+)\.([a-z]{2})$/.exec(fileKey);
  return match && isLang(match[2]) ? { key: match[1]!, lang: match[2] } : undefined;
}

/** The GraphQL type of the content file at `key` ("site", "articles/{record}"), or undefined. */
export function typeOfKey(key: string): string | undefined {
  const slash = key.lastIndexOf("/");
  const folder = slash === -1 ? "" : key.slice(0, slash);
  const name = key.slice(slash + 1);
  if (folder === "" && isDocument(name)) return DOCUMENTS[name];
  if (isCollection(folder)) return COLLECTIONS[folder];
  return undefined;
}

/**
 * gatsby-transformer-json's `typeName`: an English file becomes nodes of its type (the folder's for
 * collections, the name's for documents); a translation becomes ContentTranslation nodes, from which
 * gatsby/content/nodes.ts makes the typed records of its language.
 */
export function contentTypeName({ node }: { node: { relativeDirectory?: string; name?: string; internal?: { type: string } } }): string {
  const folder = node.relativeDirectory ?? "";
  const fileKey = folder ? `${folder}/${node.name ?? ""}` : (node.name ?? "");
  const split = splitLang(fileKey);
  const type = split && typeOfKey(split.key);
  // A translation file as written is only raw material; its merged record (gatsby/content/nodes.ts) is typed.
  if (split && type) return split.lang === "en" || node.internal?.type === TRANSLATED_CONTENT_TYPE ? type : TRANSLATION_TYPE;
  throw new Error(`content/${fileKey}.json is not a known content file; see gatsby/content/content-files.ts`);
}
