// The content model: one zod schema per document and per collection record in content/, checked before
// Gatsby sources any node.
// https://zod.dev (the GraphQL side of the same model is gatsby/content/graphql-schema.ts)
import { z } from "zod";
import { CASE_STUDY_COLORS, RESOURCE_FORMATS } from "../../src/lib/fixed-sets";
import { FORM_NAMES } from "../../src/lib/form-delivery";
import { ICON_NAMES } from "../../src/lib/icon-names";
import { RESOURCE_CATEGORIES } from "../../src/lib/resource-categories";
import type { Collection, DocumentName } from "./layout";

/**
 * How the CMS edits a field, where its type alone does not say (gatsby/cms/config.ts reads these):
 * a text area, an image upload, or a pick from another collection.
 */
export type CmsHint = { widget: "text" } | { widget: "image" } | { widget: "relation"; collection: Collection; valueField: string };
const cms = (hint: CmsHint) => ({ cms: hint });
/**
 * A value that is the same in every language (a slug, a date, an image, a phone number, a reference),
 * kept only in the English file; numbers, booleans and fixed sets are shared without the mark.
 * gatsby/content/translations.ts and the CMS's `i18n: none` read it.
 */
const SHARED = { shared: true } as const;

const text = z.string().trim().min(1);
/** Text of a paragraph or more, edited in a text area. */
const longText = text.meta(cms({ widget: "text" }));
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case slug")
  .meta(SHARED);
const internalPath = z
  .string()
  // With or without the trailing slash of the page's URL (/contact or /contact/): the site writes the one form.
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*\/?)?$/, "site path")
  .meta(SHARED);
const externalUrl = z.url({ protocol: /^https$/ }).meta(SHARED);
const isoDate = z.iso.date().meta(SHARED);
const phone = z
  .string()
  .regex(/^\+?[\d\s()-]{7,}$/, "phone number")
  .meta(SHARED);
const email = z.email().meta(SHARED);
/** Images are paths relative to the JSON file that names them. */
const imagePath = z
  .string()
  .regex(/^(?:\.\.\/)*[\w./-]+\.(?:png|jpe?g|webp|avif)$/i, "relative image path")
  .meta({ ...cms({ widget: "image" }), ...SHARED });
const icon = z.enum(ICON_NAMES);
/** Tags become URLs (/insights/tag/{lower-case-with-dashes}), so they are words and single spaces only. */
export const tagPattern = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const tag = z.string().regex(tagPattern, "tag of letters, digits and single spaces").meta(SHARED);

/** Where a record appears in its collection's lists: lowest first, ties by file name. */
const order = z.number().int().min(0);

const link = z.strictObject({ name: text, path: internalPath });
const faqItem = z.strictObject({ question: text, answer: longText });

const siteSchema = z.strictObject({
  siteTitle: text,
  siteTagline: text,
  siteDescription: longText,
  logoPath: internalPath.or(
    z
      .string()
      .regex(/^\/[\w-]+\.svg$/, "path of an SVG in static/")
      .meta(SHARED),
  ),
  ogImage: imagePath,
  ogImageAlt: text,
  themeColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "hex colour")
    .meta(SHARED),
  foundingYear: z.number().int().min(1900).max(2100),
  socialLinks: z.strictObject({ twitter: externalUrl, linkedin: externalUrl, facebook: externalUrl, instagram: externalUrl }),
  contact: z.strictObject({
    email,
    privacyEmail: email,
    phone,
    whatsapp: phone,
    address: z.strictObject({
      streetAddress: text,
      postOfficeBox: text,
      addressLocality: text,
      addressCountry: z
        .string()
        .regex(/^[A-Z]{2}$/, "two-letter country code")
        .meta(SHARED),
      countryName: text,
    }),
    hours: text,
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    mapZoom: z.number().int().min(1).max(21),
  }),
  // Structured-data values (ISO codes), not copy.
  areaServed: z.array(text.meta(SHARED)).min(1),
  // The languages the company works in: each named in the file's language, with its code shared.
  availableLanguages: z
    .array(
      z.strictObject({
        name: text,
        code: z
          .string()
          .regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "language code such as en or ar")
          .meta(SHARED),
      }),
    )
    .min(1),
  newsletter: z.strictObject({ heading: text, body: longText }),
  navigation: z.array(link).min(1),
  footerLinks: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).length(3),
});

const block = z.strictObject({
  key: slug,
  eyebrow: text.optional(),
  heading: text,
  body: z.array(longText).optional(),
  links: z.array(z.strictObject({ label: text, path: internalPath.or(externalUrl) })).optional(),
  stats: z.array(z.strictObject({ value: text, label: text })).optional(),
});

const pagesSchema = z.array(
  z.strictObject({
    slug,
    title: text,
    description: z.string().trim().min(50).max(170),
    heading: text,
    lead: longText,
    image: imagePath.optional(),
    imageAlt: text.optional(),
    blocks: z.array(block),
  }),
);

const serviceSchema = z.strictObject({
  slug,
  order,
  title: text,
  description: longText,
  longDescription: longText,
  icon,
  image: imagePath,
  imageAlt: text,
  features: z.array(text).length(5),
});

const articleSection = z.strictObject({ heading: text, paragraphs: z.array(longText).min(1), bullets: z.array(text).min(1).optional() });

const articleSchema = z.strictObject({
  slug,
  title: text,
  excerpt: longText,
  date: isoDate,
  // The English name of a member of the team: a reference, shown in each language as that member's name.
  author: text.meta({ ...cms({ widget: "relation", collection: "team", valueField: "name" }), ...SHARED }),
  tags: z.array(tag).min(1),
  image: imagePath,
  imageAlt: text,
  readingMinutes: z.number().int().positive(),
  body: z.array(articleSection).min(1),
});

const testimonialSchema = z.strictObject({ order, quote: longText, author: text, title: text, company: text, image: imagePath, imageAlt: text });

const teamMemberSchema = z.strictObject({
  slug,
  order,
  name: text,
  title: text,
  bio: longText,
  image: imagePath,
  imageAlt: text,
  linkedin: externalUrl,
});

const titled = z.array(z.strictObject({ title: text, description: longText, icon }));

const caseStudySchema = z.strictObject({
  slug,
  order,
  title: text,
  client: text,
  industry: text,
  services: z.array(slug.meta({ ...cms({ widget: "relation", collection: "services", valueField: "slug" }), ...SHARED })).min(1),
  summary: longText,
  challenge: longText,
  solution: longText,
  results: z.array(text).min(1),
  icon,
  color: z.enum(CASE_STUDY_COLORS),
  image: imagePath,
  imageAlt: text,
  duration: text,
});

/** The formats a page count describes: a PPTX deck has slides and an XLSX workbook sheets, and "18 pages" would mislabel either. */
const PAGED_FORMATS: readonly (typeof RESOURCE_FORMATS)[number][] = ["PDF", "DOCX"];

const resourceSchema = z
  .strictObject({
    slug,
    order,
    title: text,
    description: longText,
    // Any type is accepted; ebook, whitepaper, template and checklist have labels, others show 'Resource'.
    type: slug,
    format: z.enum(RESOURCE_FORMATS),
    category: z.enum(RESOURCE_CATEGORIES),
    pages: z.number().int().positive().optional(),
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
  });

/** Placeholders a privacy text may hold: exactly one kind, the processor's name (gatsby/forms/destinations.ts fills it in). */
const PLACEHOLDER = /\{[^{}]*\}/g;
const PROCESSOR = "{processor}";

/**
 * A term of the privacy policy. One about a form has two texts, and the build shows the one that is
 * true of it: `text` while the form only simulates a send, `textWhenSent` (naming who receives the
 * data as {processor}) once it delivers somewhere. `form` says which form's destination decides.
 */
const privacyItem = z.strictObject({ term: text, text, form: z.enum(FORM_NAMES).optional(), textWhenSent: longText.optional() }).superRefine((item, ctx) => {
  if (item.form && !item.textWhenSent)
    ctx.addIssue({ code: "custom", path: ["textWhenSent"], message: `the text shown when the ${item.form} form sends, naming its processor as ${PROCESSOR}` });
  if (item.textWhenSent && !item.form)
    ctx.addIssue({ code: "custom", path: ["form"], message: `the form whose destination picks between text and textWhenSent (${FORM_NAMES.join(" or ")})` });
  if (item.textWhenSent) {
    const placeholders: string[] = item.textWhenSent.match(PLACEHOLDER) ?? [];
    if (!placeholders.includes(PROCESSOR) || placeholders.some((p) => p !== PROCESSOR))
      ctx.addIssue({ code: "custom", path: ["textWhenSent"], message: `a text naming the processor as ${PROCESSOR} and no other {placeholder}` });
  }
});

const privacySchema = z.strictObject({
  lastUpdated: isoDate,
  intro: z.array(longText).min(1),
  sections: z
    .array(
      z.strictObject({
        slug,
        heading: text,
        paragraphs: z.array(longText).min(1),
        items: z.array(privacyItem).optional(),
      }),
    )
    .min(1),
});

/** The Arabic name of each article tag (content/tags.ar.json); every tag an Arabic listing shows needs one. */
const tagLabelsSchema = z.array(z.strictObject({ tag, label: text }));

/** The schema of each single document, content/{name}.{lang}.json. */
export const DOCUMENT_SCHEMAS = {
  site: siteSchema,
  pages: pagesSchema,
  values: titled,
  process: titled,
  "services-faq": z.array(faqItem),
  benefits: titled,
  privacy: privacySchema,
  tags: tagLabelsSchema,
} satisfies Record<DocumentName, z.ZodType>;

/** The schema of one record of each collection, content/{name}/{record}.{lang}.json. */
export const RECORD_SCHEMAS = {
  services: serviceSchema,
  articles: articleSchema,
  testimonials: testimonialSchema,
  team: teamMemberSchema,
  faq: z.strictObject({ slug, order, title: text, items: z.array(faqItem).min(1) }),
  "case-studies": caseStudySchema,
  resources: resourceSchema,
} satisfies Record<Collection, z.ZodType>;

/** The fewest records a collection may have (the site needs at least one service). */
export const MIN_RECORDS: Partial<Record<Collection, number>> = { services: 1 };

type Documents = { [K in DocumentName]: z.infer<(typeof DOCUMENT_SCHEMAS)[K]> };
type Collections = { [K in Collection]: z.infer<(typeof RECORD_SCHEMAS)[K]>[] };
/** The whole content tree as the site sees it: documents, and every collection as a list in its order. */
export type Content = Documents & Collections;
