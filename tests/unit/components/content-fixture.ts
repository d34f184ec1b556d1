/**
 * Plain, data-shaped props for the section components, shaped the way the GraphQL fragments
 * deliver them (images as gatsbyImageData, rendered by Picture). The records are written for
 * the tests, not read from content/, so an editor's change to content never breaks them.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ArticleCardData } from "../../../src/components/sections/article-card";
import type { CaseStudyCardData } from "../../../src/components/sections/case-study-card";
import type { ServiceDetailData } from "../../../src/components/sections/service-view";
import type { TeamMemberData } from "../../../src/components/sections/team-grid";
import type { TestimonialData } from "../../../src/components/sections/testimonials";
import type { IconName } from "../../../src/lib/content/icon-names";
import type { Block } from "../../../src/lib/content/page-blocks";
import { tagPath } from "../../../src/lib/routing/slug";

export function fakeImage(src: string, width = 400, height = 300): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}

const asImageNode = (src: string) => ({ childImageSharp: { gatsbyImageData: fakeImage(src) } });

const feature = (n: number) => `Feature ${n}`;

/** The specification's four services, with short copy written for the tests. */
const SERVICE_ROWS: [slug: string, title: string, icon: IconName][] = [
  ["digital-transformation", "Digital Transformation", "transform"],
  ["marketing", "Marketing & Social Media", "megaphone"],
  ["tech-consulting", "Technology Consulting", "cpu"],
  ["ai-integration", "AI Integration", "sparkles"],
];

export const services: ServiceDetailData[] = SERVICE_ROWS.map(([slug, title, icon]) => ({
  slug,
  title,
  description: `${title} in one line.`,
  icon,
  longDescription: `${title} explained at length for the service page.`,
  features: [1, 2, 3, 4, 5].map((n) => `${title}: ${feature(n)}`),
  imageAlt: `${title} illustration`,
  image: asImageNode(`/images/service-${slug}.png`),
}));

export const steps: { title: string; description: string; icon: IconName }[] = [
  { title: "Discovery & Assessment", description: "We learn how you work today.", icon: "search" },
  { title: "Strategy Development", description: "We agree the plan and its measures.", icon: "map" },
  { title: "Implementation & Integration", description: "We build and connect the pieces.", icon: "puzzle" },
  { title: "Optimization & Growth", description: "We measure and improve.", icon: "trending_up" },
];

/** Page blocks as content/pages.{lang}.json holds them, for the pages the tests render. */
const PAGE_BLOCKS_FIXTURE: Record<string, Block[]> = {
  service: [
    { key: "back", heading: "Back to all services", links: [{ label: "All Services", path: "/services" }] },
    { key: "features", heading: "Key Features" },
    { key: "start", heading: "Talk to a specialist", body: ["Start with a short conversation."], links: [{ label: "Get Started", path: "/contact" }] },
    { key: "process", heading: "How we work", body: ["The same four steps, tailored to this service."] },
    { key: "related", heading: "Related Services" },
    { key: "cta", heading: "Book a consultation", body: ["Tell us about your project."], links: [{ label: "Book a Consultation", path: "/contact" }] },
  ],
};

export function pageBlocks(slug: string): Block[] {
  const blocks = PAGE_BLOCKS_FIXTURE[slug];
  if (!blocks) throw new Error(`No page ${slug} in the test fixture`);
  return blocks;
}

export const testimonials: TestimonialData[] = [
  ["Amina Test", "Operations Director", "Harbour Logistics", "amina-test"],
  ["Bilal Example", "Chief Digital Officer", "Oasis Clinics", "bilal-example"],
  ["Chloe Sample", "Head of Growth", "Dune Payments", "chloe-sample"],
].map(([author, title, company, file]) => ({
  quote: `${author} says the project paid for itself.`,
  author: author!,
  title: title!,
  company: company!,
  imageAlt: `Portrait of ${author}`,
  image: asImageNode(`/images/testimonials/${file}.jpg`),
}));

export const team: TeamMemberData[] = [
  ["dana-founder", "Dana Founder", "Managing Director"],
  ["eli-engineer", "Eli Engineer", "Head of Technology"],
  ["farah-analyst", "Farah Analyst", "AI Lead"],
  ["gus-marketer", "Gus Marketer", "Head of Marketing"],
].map(([slug, name, title]) => ({
  slug: slug!,
  name: name!,
  title: title!,
  bio: `${name} has led many projects in the region.`,
  imageAlt: `Portrait of ${name}`,
  linkedin: `https://www.linkedin.com/in/${slug}`,
  image: asImageNode(`/images/team/${slug}.jpg`),
}));

const serviceRef = (slug: string) => ({ slug, title: services.find((s) => s.slug === slug)!.title });

export const caseStudies: CaseStudyCardData[] = [
  {
    slug: "retail-replatform",
    title: "Replatforming a Retailer",
    client: "A fashion retailer",
    industry: "Retail",
    summary: "A new storefront in two languages.",
    challenge: "Three systems that did not talk to each other.",
    solution: "One platform, integrated with the stores.",
    results: ["Orders up 30 percent", "Checkout twice as fast"],
    icon: "cart",
    color: "primary",
    serviceRefs: ["digital-transformation", "tech-consulting", "marketing"].map(serviceRef),
  },
  {
    slug: "clinic-triage",
    title: "AI Triage for Clinics",
    client: "A clinic group",
    industry: "Healthcare",
    summary: "Patients reach the right doctor sooner.",
    challenge: "Long waits at reception.",
    solution: "A triage assistant that routes patients.",
    results: ["Waiting time halved"],
    icon: "heart_pulse",
    color: "accent",
    serviceRefs: ["ai-integration"].map(serviceRef),
  },
];

export const values: { title: string; description: string; icon: IconName }[] = [
  { title: "Client-Focused", description: "Your outcomes first.", icon: "users" },
  { title: "Collaborative", description: "We work beside your team.", icon: "handshake" },
  { title: "Innovative", description: "New tools where they help.", icon: "lightbulb" },
  { title: "Excellence", description: "Work we are proud of.", icon: "award" },
];

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
