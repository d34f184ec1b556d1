// content/ layout: a file per document, a folder with a file per record for collections, and every file names
// its language (site.en.json beside site.ar.json: Decap's `multiple_files` i18n, edited side by side).
import { DEFAULT_LANG, LANGS, isLang, type Lang } from "../language/i18n";

/**
 * Each content type's policy, declared once: the validator, the CMS's configuration, the previews and the GraphQL
 * layer read it here. Its fields' shapes and rules are in schema.ts.
 */
interface DocumentPolicy {
  /** GraphQL type of its nodes. */
  readonly type: string;
  /** Its name in the CMS. */
  readonly label: string;
  /** Exists only in translation (content/{name}.ar.json), keyed by English values that need no file of their own. */
  readonly translationOnly?: true;
  /** Blocks a page must have, by page slug (pages only): pages rely on them, so the validator refuses a file without one. */
  readonly requiredBlocks?: Readonly<Record<string, readonly string[]>>;
}

/** Single documents: content/{name}.{lang}.json. */
export const DOCUMENTS = {
  site: { type: "SiteConfig", label: "Site settings" },
  pages: {
    type: "PageContent",
    label: "Page copy",
    requiredBlocks: {
      home: ["hero-links", "services", "about", "testimonials", "cta"],
      about: ["story", "values", "team", "testimonials", "cta"],
      services: ["features", "process", "faq", "cta"],
      service: ["back", "features", "start", "process", "related", "cta"],
      insights: ["popular"],
      article: ["back", "related", "cta"],
      tag: ["back"],
      contact: ["details", "social", "form", "map"],
      "contact-thanks": ["links"],
      "newsletter-thanks": ["links"],
      careers: ["intro", "benefits", "openings", "cta"],
      privacy: ["toc"],
      "case-studies": ["cta"],
      "case-study": ["back", "others", "cta"],
      guides: ["featured", "categories"],
      "guide-coming-soon": ["links"],
      faq: ["cta"],
      "not-found": ["links"],
      blog: ["links"],
    },
  },
  values: { type: "CompanyValue", label: "Company values (About)" },
  process: { type: "ProcessStep", label: "Engagement process" },
  "services-faq": { type: "ServiceFaq", label: "Services FAQ" },
  benefits: { type: "Benefit", label: "Benefits (Careers)" },
  privacy: { type: "PrivacyPolicy", label: "Privacy policy" },
  // Tags are URL keys, and English shows them as written; content/tags.ar.json names each in Arabic.
  tags: { type: "TagLabel", label: "Tag names in Arabic", translationOnly: true },
} as const satisfies Record<string, DocumentPolicy>;

/** Newest first, or by `order` lowest first; ties go by slug, which is the record's file name, in every list. */
type ListOrder = { readonly field: "date"; readonly direction: "DESC" } | { readonly field: "order"; readonly direction: "ASC" };
export const TIE_BREAK = "slug";
const BY_DATE: ListOrder = { field: "date", direction: "DESC" };
const BY_ORDER: ListOrder = { field: "order", direction: "ASC" };

interface CollectionPolicy {
  /** GraphQL type of its records. */
  readonly type: string;
  /** Its name in the CMS. */
  readonly label: string;
  /** The field that names a record in the CMS's list. */
  readonly listedBy: string;
  /** Every record in both languages, or a record may be published in English only (an empty translation). */
  readonly translation: "every record" | "optional";
  /** How every list of its records is sorted: GraphQL queries, the validator's order, the CMS's list. */
  readonly order: ListOrder;
  /** Fewer records and the site has nothing to show: the validator refuses it. */
  readonly minRecords?: number;
  /** Where the CMS uploads its pictures, relative to a record's file; without it, to content/images. */
  readonly media?: string;
}

/** Collections: content/{name}/{slug}.{lang}.json, one node per file. */
export const COLLECTIONS = {
  // Service images are also served as they are at /images/service-{slug}.png.
  services: {
    type: "Service",
    label: "Services",
    listedBy: "title",
    translation: "every record",
    order: BY_ORDER,
    minRecords: 1,
    media: "../../static/images",
  },
  articles: { type: "Article", label: "Insights articles", listedBy: "title", translation: "optional", order: BY_DATE, media: "../images/articles" },
  // A testimonial's title is the author's job, so it goes by its author.
  testimonials: {
    type: "Testimonial",
    label: "Testimonials",
    listedBy: "author",
    translation: "every record",
    order: BY_ORDER,
    media: "../images/testimonials",
  },
  team: { type: "TeamMember", label: "Team", listedBy: "name", translation: "every record", order: BY_ORDER, media: "../images/team" },
  faq: { type: "FaqCategory", label: "FAQ categories", listedBy: "title", translation: "every record", order: BY_ORDER },
  "case-studies": { type: "CaseStudy", label: "Case studies", listedBy: "title", translation: "optional", order: BY_ORDER, media: "../images/case-studies" },
  resources: { type: "Resource", label: "Guides", listedBy: "title", translation: "every record", order: BY_ORDER },
} as const satisfies Record<string, CollectionPolicy>;

export type Collection = keyof typeof COLLECTIONS;
export type DocumentName = keyof typeof DOCUMENTS;
export type ContentFile = Collection | DocumentName;

export const isCollection = (name: string): name is Collection => Object.hasOwn(COLLECTIONS, name);
export const isDocument = (name: string): name is DocumentName => Object.hasOwn(DOCUMENTS, name);

export const collectionPolicy = (name: Collection): CollectionPolicy => COLLECTIONS[name];
const documentPolicy = (name: DocumentName): DocumentPolicy => DOCUMENTS[name];
export const isTranslationOnly = (name: DocumentName): boolean => documentPolicy(name).translationOnly === true;
/**
 * Each document's files, one CMS entry each: the English one under the document's name, a translation as
 * `{name}-{lang}` (the CMS's configuration and its previews both name them so).
 */
export const documentFiles = (): { name: DocumentName; lang: Lang; entry: string }[] =>
  (Object.keys(DOCUMENTS) as DocumentName[]).flatMap((name) =>
    LANGS.filter((lang) => lang !== DEFAULT_LANG || !isTranslationOnly(name)).map((lang) => ({
      name,
      lang,
      entry: lang === DEFAULT_LANG ? name : `${name}-${lang}`,
    })),
  );

/** Every GraphQL type a content file becomes. */
export const CONTENT_TYPE_NAMES: readonly string[] = [...Object.values(DOCUMENTS), ...Object.values(COLLECTIONS)].map((p) => p.type);

/** The order of a listing query's `sort` argument, as GraphQL takes it: [{ order: ASC }, { slug: ASC }]. */
export const listingSort = (name: Collection): Record<string, "ASC" | "DESC">[] => {
  const { field, direction } = COLLECTIONS[name].order;
  return [{ [field]: direction }, { [TIE_BREAK]: "ASC" }];
};

/** Compares two records of a collection as every list of it orders them; a record missing its key goes last. */
export function compareRecords(name: Collection): (a: unknown, b: unknown) => number {
  const { field } = COLLECTIONS[name].order;
  const read = (r: unknown, key: string): unknown => (r && typeof r === "object" ? (r as Record<string, unknown>)[key] : undefined);
  const text = (r: unknown, key: string): string => {
    const v = read(r, key);
    return typeof v === "string" ? v : "";
  };
  const byTie = (a: unknown, b: unknown) => compareText(text(a, TIE_BREAK), text(b, TIE_BREAK));
  if (field === "date") return (a, b) => compareText(text(b, field), text(a, field)) || byTie(a, b);
  const n = (r: unknown) => {
    const v = read(r, field);
    return typeof v === "number" ? v : Number.MAX_SAFE_INTEGER;
  };
  return (a, b) => n(a) - n(b) || byTie(a, b);
}

/** Code-unit order, as GraphQL's sort and a file listing order slugs, whatever the locale. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

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
  if (folder === "") return isDocument(key) ? DOCUMENTS[key].type : undefined;
  return isCollection(folder) ? COLLECTIONS[folder].type : undefined;
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
