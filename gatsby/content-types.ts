// Maps each content file to its GraphQL type, for gatsby-transformer-json.
// https://www.gatsbyjs.com/plugins/gatsby-transformer-json/#typename
import path from "node:path";

/** One entry per file in content/: file name (without .json) -> GraphQL type. */
export const CONTENT_TYPES = {
  site: "SiteConfig",
  pages: "PageContent",
  services: "Service",
  articles: "Article",
  testimonials: "Testimonial",
  team: "TeamMember",
  values: "CompanyValue",
  process: "ProcessStep",
  "services-faq": "ServiceFaq",
  faq: "FaqCategory",
  "case-studies": "CaseStudy",
  resources: "Resource",
  benefits: "Benefit",
  privacy: "PrivacyPolicy",
} as const;

export type ContentFile = keyof typeof CONTENT_TYPES;

export function contentTypeName({ node }: { node: { absolutePath?: string; name?: string } }): string {
  const name = (node.name ?? path.basename(node.absolutePath ?? "", ".json")) as ContentFile;
  const type = CONTENT_TYPES[name];
  if (!type) throw new Error(`content/${name}.json is not a known content file; add it to gatsby/content-types.ts`);
  return type;
}
