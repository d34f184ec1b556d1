// content/ layout: a file per document, a folder with a file per record for collections, and every file names
// its language (site.en.json beside site.ar.json: Decap's `multiple_files` i18n, edited side by side).
import { isLang, type Lang } from "../language/i18n";

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

/** content/tags.ar.json names each tag in Arabic; tags are URL keys, and English shows them as written. */
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

/** Newest first, or `order` lowest first; ties alphabetical. Every GraphQL listing query must sort the same way. */
export const COLLECTION_ORDER: Record<Collection, "date" | "order"> = {
  services: "order",
  articles: "date",
  testimonials: "order",
  team: "order",
  faq: "order",
  "case-studies": "order",
  resources: "order",
};

/** A translation file as written (content/{name}.ar.json). */
const TRANSLATION_TYPE = "ContentTranslation";
/** A merged translation (gatsby/content/nodes.ts), which gatsby-transformer-json turns into typed nodes. */
export const TRANSLATED_CONTENT_TYPE = "TranslatedContent";

export const contentFilePath = (key: string, lang: Lang = "en"): string => `content/${key}.${lang}.json`;

/** "articles/x.ar" -> articles/x, ar. */
export function splitLang(fileKey: string): { key: string; lang: Lang } | undefined {
  const match = /^(.+)\.([a-z]{2})$/.exec(fileKey);
  return match && isLang(match[2]) ? { key: match[1]!, lang: match[2] } : undefined;
}

/** "articles/x" -> "articles"; "" for a document ("site"). */
export const folderOf = (key: string): string => (key.includes("/") ? key.slice(0, key.lastIndexOf("/")) : "");

export function typeOfKey(key: string): string | undefined {
  const folder = folderOf(key);
  if (folder === "") return isDocument(key) ? DOCUMENTS[key] : undefined;
  return isCollection(folder) ? COLLECTIONS[folder] : undefined;
}

/** gatsby-transformer-json's `typeName`; translations become ContentTranslation, typed after merging (nodes.ts). */
export function contentTypeName({ node }: { node: { relativeDirectory?: string; name?: string; internal?: { type: string } } }): string {
  const folder = node.relativeDirectory ?? "";
  const fileKey = folder ? `${folder}/${node.name ?? ""}` : (node.name ?? "");
  const split = splitLang(fileKey);
  const type = split && typeOfKey(split.key);
  if (split && type) return split.lang === "en" || node.internal?.type === TRANSLATED_CONTENT_TYPE ? type : TRANSLATION_TYPE;
  throw new Error(`content/${fileKey}.json is not a known content file; see src/lib/content/content-files.ts`);
}
