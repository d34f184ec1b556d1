// The content model: one zod schema per file in content/, checked before Gatsby sources any node.
// https://zod.dev (the GraphQL side of the same model is gatsby/schema.ts)
import { z } from "zod";
import { ICON_NAMES } from "../src/lib/icon-names";
import { RESOURCE_CATEGORIES } from "../src/lib/resource-categories";
import type { ContentFile } from "./content-types";

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case slug");
const internalPath = z.string().regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, "site path");
const externalUrl = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();
/** Images are paths relative to the JSON file that names them. */
const imagePath = z.string().regex(/^(?:\.\.\/)*[\w./-]+\.(?:png|jpe?g|webp|avif)$/i, "relative image path");
const icon = z.enum(ICON_NAMES);
/** Tags become URLs (/insights/tag/{lower-case-with-dashes}), so they are words and single spaces only. */
export const tagPattern = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const tag = z.string().regex(tagPattern, "tag of letters, digits and single spaces");

const link = z.strictObject({ name: text, path: internalPath });
const faqItem = z.strictObject({ question: text, answer: text });

export const siteSchema = z.strictObject({
  siteTitle: text,
  siteTagline: text,
  siteDescription: text,
  logoPath: internalPath.or(z.string().regex(/^\/[\w-]+\.svg$/, "path of an SVG in static/")),
  ogImage: imagePath,
  ogImageAlt: text,
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "hex colour"),
  foundingYear: z.number().int().min(1900).max(2100),
  socialLinks: z.strictObject({ twitter: externalUrl, linkedin: externalUrl, facebook: externalUrl, instagram: externalUrl }),
  contact: z.strictObject({
    email: z.email(),
    privacyEmail: z.email(),
    phone: z.string().regex(/^\+?[\d\s()-]{7,}$/, "phone number"),
    whatsapp: z.string().regex(/^\+?[\d\s()-]{7,}$/, "phone number"),
    address: z.strictObject({
      streetAddress: text,
      postOfficeBox: text,
      addressLocality: text,
      addressCountry: z.string().regex(/^[A-Z]{2}$/, "two-letter country code"),
      countryName: text,
    }),
    hours: text,
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    mapZoom: z.number().int().min(1).max(21),
  }),
  areaServed: z.array(text).min(1),
  availableLanguages: z.array(text).min(1),
  newsletter: z.strictObject({ heading: text, body: text }),
  navigation: z.array(link).min(1),
  footerLinks: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).length(3),
});

const block = z.strictObject({
  key: slug,
  eyebrow: text.optional(),
  heading: text,
  body: z.array(text).optional(),
  links: z.array(z.strictObject({ label: text, path: internalPath.or(externalUrl) })).optional(),
  stats: z.array(z.strictObject({ value: text, label: text })).optional(),
});

export const pagesSchema = z.array(
  z.strictObject({
    slug,
    title: text,
    description: z.string().trim().min(50).max(170),
    heading: text,
    lead: text,
    image: imagePath.optional(),
    imageAlt: text.optional(),
    blocks: z.array(block),
  }),
);

export const servicesSchema = z
  .array(
    z.strictObject({
      slug,
      title: text,
      description: text,
      longDescription: text,
      icon,
      image: imagePath,
      imageAlt: text,
      features: z.array(text).length(5),
    }),
  )
  .min(1);

const articleSection = z.strictObject({ heading: text, paragraphs: z.array(text).min(1), bullets: z.array(text).min(1).optional() });

export const articlesSchema = z.array(
  z.strictObject({
    slug,
    title: text,
    excerpt: text,
    date: isoDate,
    author: text,
    tags: z.array(tag).min(1),
    image: imagePath,
    imageAlt: text,
    readingMinutes: z.number().int().positive(),
    body: z.array(articleSection).min(1),
  }),
);

export const testimonialsSchema = z.array(z.strictObject({ quote: text, author: text, title: text, company: text, image: imagePath, imageAlt: text }));

export const teamSchema = z.array(z.strictObject({ slug, name: text, title: text, bio: text, image: imagePath, imageAlt: text, linkedin: externalUrl }));

const titled = z.array(z.strictObject({ title: text, description: text, icon }));

export const caseStudiesSchema = z.array(
  z.strictObject({
    slug,
    title: text,
    client: text,
    industry: text,
    services: z.array(slug).min(1),
    summary: text,
    challenge: text,
    solution: text,
    results: z.array(text).min(1),
    icon,
    color: z.enum(["primary", "accent"]),
    image: imagePath,
    imageAlt: text,
    duration: text,
  }),
);

export const resourcesSchema = z.array(
  z.strictObject({
    slug,
    title: text,
    description: text,
    // Any type is accepted; ebook, whitepaper, template and checklist have labels, others show 'Resource'.
    type: slug,
    format: z.enum(["PDF", "XLSX", "DOCX", "PPTX"]),
    category: z.enum(RESOURCE_CATEGORIES),
    pages: z.number().int().positive().optional(),
    downloadUrl: internalPath,
    featured: z.boolean().optional(),
  }),
);

export const privacySchema = z.strictObject({
  lastUpdated: isoDate,
  intro: z.array(text).min(1),
  sections: z
    .array(
      z.strictObject({
        slug,
        heading: text,
        paragraphs: z.array(text).min(1),
        items: z.array(z.strictObject({ term: text, text })).optional(),
      }),
    )
    .min(1),
});

/** The schema of every file in content/, keyed by file name without `.json`. */
export const CONTENT_SCHEMAS = {
  site: siteSchema,
  pages: pagesSchema,
  services: servicesSchema,
  articles: articlesSchema,
  testimonials: testimonialsSchema,
  team: teamSchema,
  values: titled,
  process: titled,
  "services-faq": z.array(faqItem),
  faq: z.array(z.strictObject({ slug, title: text, items: z.array(faqItem).min(1) })),
  "case-studies": caseStudiesSchema,
  resources: resourcesSchema,
  benefits: titled,
  privacy: privacySchema,
} satisfies Record<ContentFile, z.ZodType>;

export type Content = { [K in ContentFile]: z.infer<(typeof CONTENT_SCHEMAS)[K]> };
