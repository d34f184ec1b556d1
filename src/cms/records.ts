// A CMS entry (any shape while an editor types) into section component data, derived with the same functions
// as the build's resolvers (gatsby/content/graphql-schema.ts). Nothing here throws.
import type { ArticleViewData } from "../components/sections/article-view";
import type { CaseStudyViewData } from "../components/sections/case-study-view";
import type { FaqCategoryData } from "../components/sections/faq-category";
import type { PrivacyPolicyData } from "../components/sections/privacy-policy";
import type { ResourceCardData } from "../components/sections/resource-card";
import type { ServiceDetailText } from "../components/sections/service-view";
import type { TestimonialData } from "../components/sections/testimonials";
import type { TeamMemberData } from "../components/sections/team-grid";
import type { SocialLinksData } from "../components/ui/social-links";
import type { AddressLike } from "../lib/content/contact";
import { FORM_NAMES } from "../lib/forms/form-delivery";
import { CASE_STUDY_COLORS, type CaseStudyColor } from "../lib/content/fixed-sets";
import { formatDate, type Lang } from "../lib/language/i18n";
import { ICON_NAMES, type IconName } from "../lib/content/icon-names";
import type { Block } from "../lib/content/page-blocks";
import { tagLink } from "../lib/routing/slug";
import type { PreviewData } from "./preview-data";

export type Fields = Readonly<Record<string, unknown>>;

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);
const fields = (v: unknown): Fields => (v && typeof v === "object" && !Array.isArray(v) ? (v as Fields) : {});
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const strings = (v: unknown): string[] => list(v).map(str);
const oneOf = <T extends string, F extends T | null = T>(v: unknown, options: readonly T[], fallback: F): T | F =>
  options.includes(v as T) ? (v as T) : fallback;

export function articleView(d: Fields, lang: Lang, data: PreviewData): ArticleViewData {
  const author = str(d.author);
  return {
    title: str(d.title),
    excerpt: str(d.excerpt),
    isoDate: str(d.date).slice(0, 10),
    date: formatDate(str(d.date), lang),
    author: data.authors[author] ?? author,
    readingMinutes: num(d.readingMinutes),
    tagLinks: strings(d.tags)
      .filter(Boolean)
      .map((tag) => tagLink(tag, lang, data.tags[tag])),
    body: list(d.body).map((s) => {
      const section = fields(s);
      return { heading: str(section.heading), paragraphs: strings(section.paragraphs), bullets: strings(section.bullets) };
    }),
  };
}

export function caseStudyView(d: Fields, data: PreviewData): CaseStudyViewData {
  return {
    title: str(d.title),
    client: str(d.client),
    industry: str(d.industry),
    summary: str(d.summary),
    challenge: str(d.challenge),
    solution: str(d.solution),
    results: strings(d.results),
    duration: str(d.duration),
    icon: oneOf<IconName>(d.icon, ICON_NAMES, ICON_NAMES[0]),
    color: oneOf<CaseStudyColor>(d.color, CASE_STUDY_COLORS, CASE_STUDY_COLORS[0]),
    serviceRefs: strings(d.services).map((slug) => ({ slug, title: data.services[slug] ?? slug })),
  };
}

export const serviceText = (d: Fields): ServiceDetailText => ({
  title: str(d.title),
  description: str(d.description),
  longDescription: str(d.longDescription),
  features: strings(d.features),
});

export const teamMember = (d: Fields, image: PreviewImage | null): TeamMemberData => ({
  slug: str(d.slug) || "preview",
  name: str(d.name),
  title: str(d.title),
  bio: str(d.bio),
  imageAlt: str(d.imageAlt),
  linkedin: str(d.linkedin),
  image: image && { childImageSharp: { gatsbyImageData: image } },
});

export const testimonial = (d: Fields, image: PreviewImage | null): TestimonialData => ({
  quote: str(d.quote),
  author: str(d.author),
  title: str(d.title),
  company: str(d.company),
  imageAlt: str(d.imageAlt),
  image: image && { childImageSharp: { gatsbyImageData: image } },
});

export const resource = (d: Fields): ResourceCardData => ({
  title: str(d.title),
  description: str(d.description),
  type: str(d.type),
  format: str(d.format),
  pages: num(d.pages) || null,
  downloadUrl: str(d.downloadUrl) || "/guides/",
});

export const faqCategory = (d: Fields): FaqCategoryData => ({
  slug: str(d.slug) || "preview",
  title: str(d.title),
  items: list(d.items).map((i) => ({ question: str(fields(i).question), answer: str(fields(i).answer) })),
});

export const privacyPolicy = (d: Fields, lang: Lang): PrivacyPolicyData & { lastUpdated: string; isoDate: string } => ({
  lastUpdated: formatDate(str(d.lastUpdated), lang),
  isoDate: str(d.lastUpdated).slice(0, 10),
  intro: strings(d.intro),
  sections: list(d.sections).map((s, i) => {
    const section = fields(s);
    return {
      slug: str(section.slug) || `section-${i + 1}`,
      heading: str(section.heading),
      paragraphs: strings(section.paragraphs),
      items: list(section.items).map((item) => {
        const f = fields(item);
        return { term: str(f.term), text: str(f.text), form: oneOf(f.form, FORM_NAMES, null), textWhenSent: str(f.textWhenSent) || null };
      }),
    };
  }),
});

export interface SiteFooterData {
  readonly siteTitle: string;
  readonly siteTagline: string;
  readonly contact: { readonly email: string; readonly phone: string; readonly hours: string; readonly address: AddressLike };
  readonly socialLinks: SocialLinksData;
  readonly columns: readonly { readonly title: string; readonly links: readonly { readonly name: string; readonly path: string }[] }[];
  readonly newsletter: { readonly heading: string; readonly body: string };
}

export function siteFooter(d: Fields): SiteFooterData {
  const contact = fields(d.contact);
  const address = fields(contact.address);
  const social = fields(d.socialLinks);
  const newsletter = fields(d.newsletter);
  return {
    siteTitle: str(d.siteTitle),
    siteTagline: str(d.siteTagline),
    contact: {
      email: str(contact.email),
      phone: str(contact.phone),
      hours: str(contact.hours),
      address: {
        streetAddress: str(address.streetAddress),
        postOfficeBox: str(address.postOfficeBox),
        addressLocality: str(address.addressLocality),
        countryName: str(address.countryName),
      },
    },
    socialLinks: { twitter: str(social.twitter), linkedin: str(social.linkedin), facebook: str(social.facebook), instagram: str(social.instagram) },
    columns: list(d.footerLinks).map((c) => ({
      title: str(fields(c).title),
      links: list(fields(c).links).map((l) => ({ name: str(fields(l).name), path: str(fields(l).path) || "/" })),
    })),
    newsletter: { heading: str(newsletter.heading), body: str(newsletter.body) },
  };
}

export const tagLabels = (v: unknown, lang: Lang) =>
  list(v)
    .map(fields)
    .filter((t) => str(t.tag))
    .map((t) => tagLink(str(t.tag), lang, str(t.label)));

export interface PageCopy {
  readonly slug: string;
  readonly heading: string;
  readonly lead: string;
  readonly blocks: readonly Block[];
}

export const pageCopy = (d: unknown): PageCopy => {
  const p = fields(d);
  return {
    slug: str(p.slug),
    heading: str(p.heading),
    lead: str(p.lead),
    blocks: list(p.blocks).map((b, i) => {
      const block = fields(b);
      return {
        key: str(block.key) || String(i),
        eyebrow: str(block.eyebrow) || null,
        heading: str(block.heading),
        body: strings(block.body),
        links: list(block.links).map((l) => ({ label: str(fields(l).label), path: str(fields(l).path) || "/" })),
        stats: list(block.stats).map((s) => ({ value: str(fields(s).value), label: str(fields(s).label) })),
      };
    }),
  };
};

export const titledItems = (v: unknown) =>
  list(v).map((i) => ({
    title: str(fields(i).title),
    description: str(fields(i).description),
    icon: oneOf<IconName>(fields(i).icon, ICON_NAMES, ICON_NAMES[0]),
  }));

export const faqItems = (v: unknown) => list(v).map((i) => ({ question: str(fields(i).question), answer: str(fields(i).answer) }));

/** An upload's blob: URL or the repository's file, in the shape <Picture> takes. */
export interface PreviewImage {
  readonly layout: "constrained" | "fixed";
  readonly width: number;
  readonly height: number;
  readonly images: { readonly fallback: { readonly src: string } };
}

/** At the size the page's query asks for; its aspect ratio reserves the box. */
export const previewImage = (src: string, width: number, height: number, layout: PreviewImage["layout"] = "constrained"): PreviewImage | null =>
  src ? { layout, width, height, images: { fallback: { src } } } : null;
