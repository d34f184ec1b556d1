/**
 * Plain, data-shaped props for the section components, built from content/ the way the
 * GraphQL fragments deliver them (images as gatsbyImageData, rendered by Picture).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ArticleCardData } from "../../../src/components/sections/article-card";
import type { CaseStudyCardData } from "../../../src/components/sections/case-study-card";
import type { ServiceDetailData } from "../../../src/components/sections/service-view";
import type { TeamMemberData } from "../../../src/components/sections/team-grid";
import type { TestimonialData } from "../../../src/components/sections/testimonials";
import type { Block } from "../../../src/lib/page-blocks";
import { tagPath } from "../../../src/lib/slug";
import caseStudiesJson from "../../../content/case-studies.json";
import pagesJson from "../../../content/pages.json";
import processJson from "../../../content/process.json";
import servicesJson from "../../../content/services.json";
import teamJson from "../../../content/team.json";
import testimonialsJson from "../../../content/testimonials.json";
import valuesJson from "../../../content/values.json";

export function fakeImage(src: string, width = 400, height = 300): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}

const asImageNode = (src: string) => ({ childImageSharp: { gatsbyImageData: fakeImage(src) } });

export const services: ServiceDetailData[] = servicesJson.map((s) => ({
  slug: s.slug,
  title: s.title,
  description: s.description,
  icon: s.icon,
  longDescription: s.longDescription,
  features: s.features,
  imageAlt: s.imageAlt,
  image: asImageNode(`/images/service-${s.slug}.png`),
}));

export const steps = processJson.map((p) => ({ title: p.title, description: p.description, icon: p.icon }));

export function pageBlocks(slug: string): Block[] {
  const page = (pagesJson as { slug: string; blocks: Block[] }[]).find((p) => p.slug === slug);
  if (!page) throw new Error(`No page ${slug} in content/pages.json`);
  return page.blocks;
}

export const testimonials: TestimonialData[] = testimonialsJson.map((t) => ({
  quote: t.quote,
  author: t.author,
  title: t.title,
  company: t.company,
  imageAlt: t.imageAlt,
  image: asImageNode(`/${t.image}`),
}));

export const team: TeamMemberData[] = teamJson.map((m) => ({
  slug: m.slug,
  name: m.name,
  title: m.title,
  bio: m.bio,
  imageAlt: m.imageAlt,
  linkedin: m.linkedin,
  image: asImageNode(`/${m.image}`),
}));

export const caseStudies: CaseStudyCardData[] = caseStudiesJson.map((c) => ({
  slug: c.slug,
  title: c.title,
  client: c.client,
  industry: c.industry,
  summary: c.summary,
  challenge: c.challenge,
  solution: c.solution,
  results: c.results,
  icon: c.icon,
  color: c.color,
  serviceRefs: c.services.map((slug) => ({ slug, title: servicesJson.find((s) => s.slug === slug)!.title })),
}));

export const values = valuesJson.map((v) => ({ title: v.title, description: v.description, icon: v.icon }));

/** A small article as the ArticleCard fragment delivers it. */
export function article(over: Partial<ArticleCardData> & { slug: string; title: string; tags: string[] }): ArticleCardData {
  return {
    excerpt: `${over.title} in a few words.`,
    date: "May 12, 2025",
    isoDate: "2025-05-12",
    author: "Omar Siddiqui",
    readingMinutes: 4,
    tagLinks: over.tags.map((t) => ({ name: t, path: tagPath(t) })),
    imageAlt: `Illustration for ${over.title}`,
    image: asImageNode(`/images/articles/${over.slug}.jpg`),
    ...over,
  };
}
