/**
 * A small, valid content tree written for the tests (path inside content/ without .json -> source
 * text: "site.en", "articles/article-0.en", and each one's Arabic "site.ar"),
 * so that tests of the validator's behaviour do not depend on what content/ holds today.
 * Images are named but not on disk: pass `anyImage` as the validator's `exists` check.
 */
import path from "node:path";
import { formatProblem, validateContent } from "../../../gatsby/content/validate";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../src/lib/content/schema";
import { withoutShared } from "../../../src/lib/content/translations";
import { DOCUMENTS as DOCUMENT_POLICIES } from "../../../src/lib/content/content-files";

export const anyImage = (): boolean => true;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const link = (name: string, path: string) => ({ name, path });

const site = {
  siteTitle: "Sample Advisory",
  siteTagline: "Digital Transformation & AI Integration Experts",
  siteDescription: "A consultancy that tests its validator.",
  logoPath: "/logo.svg",
  ogImage: "images/og-default.png",
  ogImageAlt: "A pattern of light",
  themeColor: "#0b0f19",
  foundingYear: 2018,
  socialLinks: {
    twitter: "https://x.com/example",
    linkedin: "https://www.linkedin.com/company/example",
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
  },
  contact: {
    email: "hello@example.test",
    privacyEmail: "privacy@example.test",
    phone: "+971 4 555 0100",
    whatsapp: "+971 50 555 0100",
    address: { streetAddress: "Office 1", postOfficeBox: "PO Box 1", addressLocality: "Dubai", addressCountry: "AE", countryName: "United Arab Emirates" },
    hours: "Monday to Friday",
    geo: { latitude: 25.1719, longitude: 55.3022 },
    mapZoom: 15,
  },
  areaServed: ["AE"],
  availableLanguages: [{ name: "English", code: "en" }],
  newsletter: { heading: "Newsletter", body: "Monthly." },
  navigation: [link("Home", "/"), link("About", "/about")],
  footerLinks: [
    { title: "Company", links: [link("About", "/about")] },
    { title: "Services", links: [link("Marketing", "/services/marketing")] },
    { title: "Resources", links: [link("FAQ", "/faq")] },
  ],
};

const pages = Object.entries(DOCUMENT_POLICIES.pages.requiredBlocks).map(([slug, keys]) => ({
  slug,
  title: `Page ${slug}`,
  description: `The ${slug} page of the test tree, described at a length the schema accepts.`,
  heading: `Heading of ${slug}`,
  lead: `Lead of ${slug}.`,
  blocks: keys.map((key) => ({ key, heading: `Block ${key}`, links: [{ label: "Home", path: "/" }] })),
}));

const services = ["digital-transformation", "marketing", "tech-consulting", "ai-integration"].map((slug, i) => ({
  slug,
  order: i + 1,
  title: `Service ${slug}`,
  description: "Short.",
  longDescription: "Long.",
  icon: "cpu",
  image: `../../static/images/service-${slug}.png`,
  imageAlt: "An illustration",
  features: range(5).map((i) => `Feature ${i + 1}`),
}));

const team = range(4).map((i) => ({
  slug: `member-${i}`,
  order: i + 1,
  name: `Member ${i}`,
  title: "Consultant",
  bio: "Works here.",
  image: `../images/team/member-${i}.jpg`,
  imageAlt: `Portrait of Member ${i}`,
  linkedin: `https://www.linkedin.com/in/member-${i}`,
}));

/** Six articles; "Strategy" is used by more than one, so a respelling can be tested. */
const articles = range(6).map((i) => ({
  slug: `article-${i}`,
  title: `Article ${i}`,
  excerpt: "An excerpt.",
  date: `2025-0${i + 1}-15`,
  author: `Member ${i % 4}`,
  tags: i % 2 === 0 ? ["Strategy", "AI Integration"] : ["Marketing", "Strategy"],
  image: `../images/articles/article-${i}.jpg`,
  imageAlt: "An illustration",
  readingMinutes: 4,
  body: [{ heading: "Section", paragraphs: ["A paragraph."] }],
}));

const testimonials = range(3).map((i) => ({
  slug: `client-${i}`,
  order: i + 1,
  quote: "Good work.",
  author: `Client ${i}`,
  title: "Director",
  company: "A company",
  image: `../images/testimonials/client-${i}.jpg`,
  imageAlt: `Portrait of Client ${i}`,
}));

const titled = (prefix: string) => range(4).map((i) => ({ title: `${prefix} ${i}`, description: "Described.", icon: "award" }));

const caseStudies = range(4).map((i) => ({
  slug: `study-${i}`,
  order: i + 1,
  title: `Study ${i}`,
  client: "A client",
  industry: "Retail",
  services: ["digital-transformation", "marketing"],
  summary: "Summary.",
  challenge: "Challenge.",
  solution: "Solution.",
  results: ["A result"],
  icon: "chart",
  color: i % 2 === 0 ? "primary" : "accent",
  image: `../images/case-studies/study-${i}.jpg`,
  imageAlt: "An illustration",
  duration: "6 months",
}));

const resources = range(4).map((i) => ({
  slug: `guide-${i}`,
  order: i + 1,
  title: `Guide ${i}`,
  description: "A guide.",
  type: "ebook",
  format: "PDF",
  category: "AI Integration",
  downloadUrl: "/guides/coming-soon",
  featured: i === 0,
}));

const faqItems = [{ question: "Why?", answer: "Because." }];

const privacy = {
  lastUpdated: "2025-05-12",
  intro: ["We respect your privacy."],
  sections: [{ slug: "children", heading: "Children", paragraphs: ["Not under 16."] }],
};

const DOCUMENTS: Record<string, unknown> = {
  site,
  pages,
  values: titled("Value"),
  process: titled("Step"),
  "services-faq": faqItems,
  benefits: titled("Benefit"),
  privacy,
};

/** Collections, one file per record, named after the record's slug. */
const COLLECTIONS: Record<string, Record<string, unknown>[]> = {
  services,
  articles,
  testimonials,
  team,
  faq: [{ slug: "general", order: 1, title: "General", items: faqItems }],
  "case-studies": caseStudies,
  resources,
};

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * A stand-in translation: every text the Arabic file holds, marked so a test can tell it from the English, with
 * its Latin letters in upper case, which Arabic prose may hold (a name) where English copy is refused.
 */
function translated(value: unknown): unknown {
  if (typeof value === "string") return `ع ${value.toUpperCase()}`;
  if (Array.isArray(value)) return value.map(translated);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translated(v)]));
  return value;
}

/** The Arabic name of every tag the articles use (content/tags.ar.json). */
const tagLabels = () => [...new Set(articles.flatMap((a) => a.tags))].map((tag) => ({ tag, label: `ع ${tag}` }));

/** One spelling per term in each language (content/glossary.json), which no text of the tree breaks. */
const glossary = { en: [{ use: "email", insteadOf: ["e-mail"] }], ar: [{ use: "تبدؤون", insteadOf: ["تبدأون"] }] };

/** A fresh copy of the tree, as formatted JSON sources: every file in English and its Arabic translation. */
export function contentTree(): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const [name, data] of Object.entries(DOCUMENTS)) {
    tree[`${name}.en`] = json(data);
    tree[`${name}.ar`] = json(translated(withoutShared(DOCUMENT_SCHEMAS[name as keyof typeof DOCUMENT_SCHEMAS], data)));
  }
  for (const [name, records] of Object.entries(COLLECTIONS))
    for (const record of records) {
      tree[`${name}/${record.slug}.en`] = json(record);
      tree[`${name}/${record.slug}.ar`] = json(translated(withoutShared(RECORD_SCHEMAS[name as keyof typeof RECORD_SCHEMAS], record)));
    }
  tree["tags.ar"] = json(tagLabels());
  tree.glossary = json(glossary);
  return tree;
}

type Tree = Record<string, string>;
export type Change = (data: any) => void;

/** The tree's key of a file: "services/marketing" is its English file, services/marketing.en; "site.ar" and "glossary" are themselves. */
export const keyOf = (name: string): string => (/\.[a-z]{2}$/.test(name) || name === "glossary" ? name : `${name}.en`);

/** A fresh copy of the tree with each named file parsed, changed and written back. */
export function editedTree(changes: Record<string, Change> = {}): Tree {
  const tree = contentTree();
  for (const [name, change] of Object.entries(changes)) {
    const data = JSON.parse(tree[keyOf(name)]!);
    change(data);
    tree[keyOf(name)] = json(data);
  }
  return tree;
}

/** The validator's messages about a tree, every image there unless `exists` says otherwise. */
export const messagesAbout = (tree: Tree, exists: (file: string) => boolean = anyImage): string[] =>
  validateContent(tree, path.resolve(__dirname, "../../../content"), exists).problems.map(formatProblem);
