// The content model, checked before Gatsby sources any node. GraphQL types are derived from it
// (graphql-from-zod.ts): `.describe()` documents a type or field in GraphiQL, `id` names an object's or enum's type.
import { z } from "zod";
import { CASE_STUDY_COLORS, RESOURCE_FORMATS } from "./fixed-sets";
import { FORM_NAMES } from "../forms/form-delivery";
import { ICON_NAMES } from "./icon-names";
import { RESOURCE_CATEGORIES } from "./resource-categories";
import { folderOf, isCollection, isDocument, type Collection, type DocumentName } from "./content-files";

/** How GraphQL reads a string where its type alone does not say, e.g. `{ type: "File", directive: "@fileByRelativePath" }` (gatsby/content/graphql-from-zod.ts). */
export interface GraphqlHint {
  type: string;
  directive?: string;
}

/** How the CMS edits a field where its type alone does not say (read by gatsby/cms/config.ts). */
export type CmsHint = { widget: "text" } | { widget: "image" } | { widget: "relation"; collection: Collection; valueField: string };
const cms = (hint: CmsHint) => ({ cms: hint });
/**
 * Same in every language (slug, date, image, phone, reference), kept only in the English file; numbers,
 * booleans and fixed sets are shared without the mark. Read by translations.ts and the CMS's `i18n: none`.
 */
const SHARED = { shared: true } as const;
const graphql = (hint: GraphqlHint) => ({ graphql: hint });
/** A path of a page of this site: the build refuses one it does not create (gatsby/pages/check-links.ts). */
const PAGE_LINK = { page: true } as const;

/**
 * The marks the cross-record checks read, whatever the field is called: a relation names a record of another
 * collection by one of its fields, an image is a file beside the content, a page link a page the build makes.
 */
export const relationOf = (meta: Record<string, unknown>): Extract<CmsHint, { widget: "relation" }> | undefined => {
  const hint = meta.cms as CmsHint | undefined;
  return hint?.widget === "relation" ? hint : undefined;
};
export const isImageMark = (meta: Record<string, unknown>): boolean => (meta.cms as CmsHint | undefined)?.widget === "image";
export const isPageLinkMark = (meta: Record<string, unknown>): boolean => meta.page === true;

/**
 * Text that matches `pattern`. `expected` is what every check says of a text that does not, in the same words:
 * the validator ("expected a kebab-case slug") and the CMS at the field (gatsby/cms/config.ts reads it here).
 */
function matching(pattern: RegExp, expected: string) {
  // JSON Schema's `pattern`, which the CMS reads, has no flags: a case-insensitive rule must spell both cases.
  if (pattern.flags) throw new Error(`src/lib/content/schema.ts: the pattern ${pattern} for "${expected}" has flags; write it without them`);
  return z.string().regex(pattern, expected).meta({ expected });
}

const text = z.string().trim().min(1);
const longText = text.meta(cms({ widget: "text" }));
const slug = matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case slug (lower-case letters and digits, words joined by single dashes)").meta(SHARED);
// With or without the trailing slash: the site writes the one form.
/** A record's slug: the build also checks that no other record has it and that the record's file is named after it. */
const recordSlug = slug.describe("Unique in its collection, and the name of the record's file ({slug}.en.json)");
const internalPath = matching(
  /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*\/?)?$/,
  "site path starting with / (such as /about or /services/marketing)",
).meta({ ...SHARED, ...PAGE_LINK });
/** One pattern, so the CMS checks at the field exactly what the validator does: a host with its domain, then any path. */
const externalUrl = matching(/^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?:[/?#]\S*)?$/, "web address starting with https://").meta(SHARED);
/** Queries format it with `formatString`, or read it as written. */
const isoDate = z.iso.date().meta({ ...SHARED, ...graphql({ type: "Date", directive: "@dateformat" }) });
const phone = matching(/^\+?[\d\s()-]{7,}$/, "phone number (digits, spaces, dashes and brackets, at least 7, with an optional leading +)").meta(SHARED);
const email = z.email().meta(SHARED);
/** Images are paths relative to the JSON file that names them, queried as the File there. */
const imagePath = matching(
  /^(?:\.\.\/)*[\w./-]+\.(?:png|jpe?g|webp|avif)$/,
  "relative image path ending in .png, .jpg, .jpeg, .webp or .avif, in lower case",
).meta({ ...cms({ widget: "image" }), ...SHARED, ...graphql({ type: "File", directive: "@fileByRelativePath" }) });
const icon = z.enum(ICON_NAMES).meta({ id: "IconName" });
/** Tags become URLs (/insights/tag/{lower-case-with-dashes}), so they are words and single spaces only. */
export const tagPattern = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const tag = matching(tagPattern, "tag of letters, digits and single spaces")
  .meta(SHARED)
  .describe("Spelt as the other articles spell it, with an Arabic name in Tag names in Arabic");

/**
 * A page's document title is '{title} | {site title}', and search engines cut one longer than 90 characters
 * (html-validate's long-title rule in .htmlvalidate.json refuses it). Each part has its own limit, so an editor
 * sees it at the field, in every language, without knowing the other part.
 */
const DOCUMENT_TITLE_MAX = 90;
const PAGE_TITLE_MAX = 70;
const SITE_TITLE_MAX = DOCUMENT_TITLE_MAX - PAGE_TITLE_MAX - " | ".length;
const pageTitle = text.max(PAGE_TITLE_MAX).describe(`The page's title; the browser tab and search results show '{title} | {site title}'`);

/** Ties go by slug (content-files.ts, TIE_BREAK). */
const order = z.number().int().min(0).describe("Position in lists, lowest first");

const link = z.strictObject({ name: text, path: internalPath }).meta({ id: "NavLink" });
const faqItem = z.strictObject({ question: text, answer: longText }).meta({ id: "FaqItem" });

const siteSchema = z
  .strictObject({
    siteTitle: text.max(SITE_TITLE_MAX).describe("The company's name, after every page's title: '{title} | {site title}'"),
    siteTagline: text,
    siteDescription: longText,
    logoPath: internalPath.or(matching(/^\/[\w-]+\.svg$/, "path of an SVG in static/").meta(SHARED)).describe("Path of the logo in static/, e.g. /logo.svg"),
    ogImage: imagePath.describe("Default Open Graph image for pages without a picture of their own"),
    ogImageAlt: text,
    themeColor: matching(/^#[0-9a-fA-F]{6}$/, "hex colour such as #84cc16").meta(SHARED),
    foundingYear: z.number().int().min(1900).max(2100),
    socialLinks: z.strictObject({ twitter: externalUrl, linkedin: externalUrl, facebook: externalUrl, instagram: externalUrl }).meta({ id: "SocialLinks" }),
    contact: z
      .strictObject({
        email,
        privacyEmail: email,
        phone,
        whatsapp: phone,
        address: z
          .strictObject({
            streetAddress: text,
            postOfficeBox: text,
            addressLocality: text,
            addressCountry: matching(/^[A-Z]{2}$/, "two-letter country code such as AE").meta(SHARED),
            countryName: text,
          })
          .meta({ id: "PostalAddress" }),
        hours: text,
        geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).meta({ id: "GeoPoint" }),
        mapZoom: z.number().int().min(1).max(21),
      })
      .meta({ id: "ContactInfo" }),
    areaServed: z.array(text.meta(SHARED)).min(1).describe("ISO country codes and regions, for structured data"),
    // Each named in the file's language, with its code shared.
    availableLanguages: z
      .array(
        z
          .strictObject({
            name: text.describe("The language's name in the record's language: English, or الإنجليزية"),
            code: matching(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "language code such as en or ar")
              .meta(SHARED)
              .describe("Its code, e.g. en or ar"),
          })
          .meta({ id: "SpokenLanguage" }),
      )
      .min(1)
      .describe("The languages the company works in, named in the record's language"),
    newsletter: z.strictObject({ heading: text, body: longText }).meta({ id: "NewsletterCopy" }),
    navigation: z.array(link).min(1),
    footerLinks: z.array(z.strictObject({ title: text, links: z.array(link).min(1) }).meta({ id: "FooterColumn" })).length(3),
  })
  .describe("Site-wide settings: titles, contact details, navigation and footer (content/site.{lang}.json).");

const block = z
  .strictObject({
    key: slug,
    eyebrow: text.optional(),
    heading: text,
    body: z.array(longText).optional(),
    links: z.array(z.strictObject({ label: text, path: internalPath.or(externalUrl) }).meta({ id: "BlockLink" })).optional(),
    stats: z.array(z.strictObject({ value: text, label: text }).meta({ id: "Stat" })).optional(),
  })
  .meta({ id: "PageBlock" });

const pagesSchema = z
  .array(
    z.strictObject({
      slug,
      title: pageTitle,
      description: z.string().trim().min(50).max(170).describe("Meta description, 50 to 170 characters"),
      heading: text,
      lead: longText,
      image: imagePath.optional(),
      imageAlt: text.optional(),
      blocks: z.array(block),
    }),
  )
  .min(1)
  .describe("The copy of one page: metadata, hero and named blocks (content/pages.{lang}.json).");

const serviceSchema = z
  .strictObject({
    slug: recordSlug,
    order,
    title: pageTitle,
    description: longText,
    longDescription: longText,
    icon,
    image: imagePath,
    imageAlt: text,
    features: z.array(text).length(5).describe("Exactly five"),
  })
  .describe("A service; each has a page at /services/{slug} (content/services/{slug}.{lang}.json).");

const articleSection = z
  .strictObject({ heading: text, paragraphs: z.array(longText).min(1), bullets: z.array(text).min(1).optional() })
  .meta({ id: "ArticleSection" });

const articleSchema = z
  .strictObject({
    slug: recordSlug,
    title: pageTitle,
    excerpt: longText,
    date: isoDate,
    // A reference by English name, shown in each language as that member's name.
    author: text.meta({ ...cms({ widget: "relation", collection: "team", valueField: "name" }), ...SHARED }),
    tags: z.array(tag).min(1),
    image: imagePath,
    imageAlt: text,
    readingMinutes: z.number().int().positive(),
    body: z.array(articleSection).min(1),
  })
  .describe("An Insights article at /insights/{slug} (content/articles/{slug}.{lang}.json).");

const testimonialSchema = z
  .strictObject({ slug: recordSlug, order, quote: longText, author: text, title: text, company: text, image: imagePath, imageAlt: text })
  .describe("A client's words on the home and About pages (content/testimonials/{slug}.{lang}.json).");

const teamMemberSchema = z
  .strictObject({
    slug: recordSlug,
    order,
    name: text,
    title: text,
    bio: longText,
    image: imagePath,
    imageAlt: text,
    linkedin: externalUrl,
  })
  .describe("A member of the team on /about; articles name their author by name (content/team/{slug}.{lang}.json).");

/** A section of a page shows these items (About's values, the process, Careers' benefits): the list is never empty. */
const titled = z.array(z.strictObject({ title: text, description: longText, icon })).min(1);

const caseStudySchema = z
  .strictObject({
    slug: recordSlug,
    order,
    title: pageTitle,
    client: text,
    industry: text,
    services: z
      .array(slug.meta({ ...cms({ widget: "relation", collection: "services", valueField: "slug" }), ...SHARED }))
      .min(1)
      .describe("Slugs of services in content/services/"),
    summary: longText,
    challenge: longText,
    solution: longText,
    results: z.array(text).min(1),
    icon,
    color: z.enum(CASE_STUDY_COLORS).meta({ id: "CaseStudyColor" }),
    image: imagePath,
    imageAlt: text,
    duration: text,
  })
  .describe("A client story at /case-studies/{slug} (content/case-studies/{slug}.{lang}.json).");

/** A PPTX deck has slides and an XLSX workbook sheets: "18 pages" would mislabel either. */
const PAGED_FORMATS: readonly (typeof RESOURCE_FORMATS)[number][] = ["PDF", "DOCX"];

const resourceSchema = z
  .strictObject({
    slug: recordSlug,
    order,
    title: text,
    description: longText,
    type: slug.describe("ebook, whitepaper, template or checklist; anything else is labelled Resource"),
    format: z.enum(RESOURCE_FORMATS).meta({ id: "ResourceFormat" }),
    category: z.enum(RESOURCE_CATEGORIES),
    pages: z.number().int().positive().optional().describe("Only for a PDF or DOCX file; a deck's slides or a workbook's sheets belong in the description"),
    downloadUrl: internalPath,
    featured: z.boolean().optional(),
  })
  .superRefine((resource, ctx) => {
    if (resource.pages !== undefined && !PAGED_FORMATS.includes(resource.format))
      ctx.addIssue({
        code: "custom",
        path: ["pages"],
        message: `no page count (a ${resource.format} file has no pages; only ${PAGED_FORMATS.join(" and ")} files do, and a deck's number of slides belongs in its description)`,
      });
  })
  .describe("A downloadable guide on /guides (content/resources/{slug}.{lang}.json).");

/** Only {processor} is allowed (filled in by gatsby/forms/destinations.ts). */
const PLACEHOLDER = /\{[^{}]*\}/g;
const PROCESSOR = "{processor}";

/** A form's term has `text` for a simulated send and `textWhenSent` for a real one; the build shows the true one. */
const privacyItem = z
  .strictObject({
    term: text,
    text: text.describe("What the term says; for a form's term, while the form only simulates a send"),
    form: z.enum(FORM_NAMES).meta({ id: "FormName" }).optional().describe("The form whose destination decides between text and textWhenSent"),
    textWhenSent: longText.describe("For a form's term: what it says once the form delivers, naming the processor as {processor}").optional(),
  })
  .superRefine((item, ctx) => {
    if (item.form && !item.textWhenSent)
      ctx.addIssue({
        code: "custom",
        path: ["textWhenSent"],
        message: `the text shown when the ${item.form} form sends, naming its processor as ${PROCESSOR}`,
      });
    if (item.textWhenSent && !item.form)
      ctx.addIssue({ code: "custom", path: ["form"], message: `the form whose destination picks between text and textWhenSent (${FORM_NAMES.join(" or ")})` });
    if (item.textWhenSent) {
      const placeholders: string[] = item.textWhenSent.match(PLACEHOLDER) ?? [];
      if (!placeholders.includes(PROCESSOR) || placeholders.some((p) => p !== PROCESSOR))
        ctx.addIssue({ code: "custom", path: ["textWhenSent"], message: `a text naming the processor as ${PROCESSOR} and no other {placeholder}` });
    }
  })
  .meta({ id: "PrivacyTerm" });

const privacySchema = z
  .strictObject({
    lastUpdated: isoDate,
    intro: z.array(longText).min(1),
    sections: z
      .array(
        z
          .strictObject({
            slug,
            heading: text,
            paragraphs: z.array(longText).min(1),
            items: z.array(privacyItem).optional(),
          })
          .meta({ id: "PrivacySection" }),
      )
      .min(1),
  })
  .describe("The privacy policy (content/privacy.{lang}.json).");

/** The Arabic name of each article tag (content/tags.ar.json); every tag an Arabic listing shows needs one. */
const tagLabelsSchema = z
  .array(z.strictObject({ tag, label: text }))
  .describe("The Arabic name of an article tag (content/tags.ar.json); English shows tags as written.");

/** content/{name}.{lang}.json */
export const DOCUMENT_SCHEMAS = {
  site: siteSchema,
  pages: pagesSchema,
  values: titled.describe("One of the company's four values (content/values.{lang}.json)."),
  process: titled.describe("A step of the four-step engagement process (content/process.{lang}.json)."),
  "services-faq": z.array(faqItem).min(1).describe("A question on the Services page (content/services-faq.{lang}.json)."),
  benefits: titled.describe("A benefit of working here, on /careers (content/benefits.{lang}.json)."),
  privacy: privacySchema,
  tags: tagLabelsSchema,
} satisfies Record<DocumentName, z.ZodType>;

/** content/{name}/{record}.{lang}.json */
export const RECORD_SCHEMAS = {
  services: serviceSchema,
  articles: articleSchema,
  testimonials: testimonialSchema,
  team: teamMemberSchema,
  faq: z
    .strictObject({ slug: recordSlug, order, title: text, items: z.array(faqItem).min(1) })
    .describe("A category of the FAQ page (content/faq/{slug}.{lang}.json)."),
  "case-studies": caseStudySchema,
  resources: resourceSchema,
} satisfies Record<Collection, z.ZodType>;

/** The schema of content/{key}.{lang}.json ("site", "articles/{record}"), if that is a content file. */
export function schemaOfKey(key: string): z.ZodType | undefined {
  const folder = folderOf(key);
  if (folder === "") return isDocument(key) ? DOCUMENT_SCHEMAS[key] : undefined;
  return isCollection(folder) ? RECORD_SCHEMAS[folder] : undefined;
}

/**
 * A part of the model as a component receives it, from a GraphQL query or a CMS preview: read-only, and what
 * content may leave out may come back null. Components take their data in this shape, not one written again.
 */
export type Queried<T> = T extends readonly (infer U)[]
  ? readonly Queried<U>[]
  : T extends object
    ? { readonly [K in keyof T]: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null | undefined : Queried<T[K]> }
    : T;

/** A page's named block, as content writes it. */
export type PageBlock = z.infer<typeof block>;

type Documents = { [K in DocumentName]: z.infer<(typeof DOCUMENT_SCHEMAS)[K]> };
type Collections = { [K in Collection]: z.infer<(typeof RECORD_SCHEMAS)[K]>[] };
export type Content = Documents & Collections;
