/**
 * Plain, data-shaped props for the section components, shaped the way the GraphQL fragments deliver them (images as gatsbyImageData).
 * The records are written for the tests, not read from content/, so an editor's change to content never breaks them.
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
  features: [1, 2, 3, 4, 5].map((n) => `${title}: Feature ${n}`),
  imageAlt: `${title} illustration`,
  image: asImageNode(`/images/service-${slug}.png`),
}));

const titled = (titles: string[], icon: IconName) => titles.map((title) => ({ title, description: `${title}, described.`, icon }));

export const steps = titled(["Discovery & Assessment", "Strategy Development", "Implementation & Integration", "Optimization & Growth"], "search");

export const values = titled(["Client-Focused", "Collaborative", "Innovative", "Excellence"], "award");

/** A service page's blocks as content/pages.{lang}.json holds them. */
export const serviceBlocks: Block[] = [
  { key: "back", heading: "Back to all services", links: [{ label: "All Services", path: "/services" }] },
  { key: "features", heading: "Key Features" },
  { key: "start", heading: "Talk to a specialist", body: ["Start with a short conversation."], links: [{ label: "Get Started", path: "/contact" }] },
  { key: "process", heading: "How we work", body: ["The same four steps, tailored to this service."] },
  { key: "related", heading: "Related Services" },
  { key: "cta", heading: "Book a consultation", body: ["Tell us about your project."], links: [{ label: "Book a Consultation", path: "/contact" }] },
];

export const testimonials: TestimonialData[] = [
  ["Amina Test", "Operations Director", "Harbour Logistics"],
  ["Bilal Example", "Chief Digital Officer", "Oasis Clinics"],
  ["Chloe Sample", "Head of Growth", "Dune Payments"],
].map(([author, title, company]) => ({
  quote: `${author} says the project paid for itself.`,
  author: author!,
  title: title!,
  company: company!,
  imageAlt: `Portrait of ${author}`,
  image: asImageNode(`/images/testimonials/${author}.jpg`),
}));

export const team: TeamMemberData[] = ["Dana Founder", "Eli Engineer", "Farah Analyst"].map((name, i) => ({
  slug: `member-${i}`,
  name,
  title: `Title of ${name}`,
  bio: `${name} has led many projects in the region.`,
  imageAlt: `Portrait of ${name}`,
  linkedin: `https://www.linkedin.com/in/member-${i}`,
  image: asImageNode(`/images/team/member-${i}.jpg`),
}));

const retail: CaseStudyCardData = {
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
  serviceRefs: ["digital-transformation", "tech-consulting", "marketing"].map((slug) => ({ slug, title: services.find((s) => s.slug === slug)!.title })),
};

export const caseStudies: CaseStudyCardData[] = [retail, { ...retail, slug: "clinic-triage", title: "AI Triage for Clinics", color: "accent" }];

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
