/** Tag to URL segment: lower case, spaces to dashes ("AI Integration" -> "ai-integration"). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The Insights listing, also the target of its search form. */
export const INSIGHTS_PATH = "/insights";

export function tagPath(tag: string): string {
  return `${INSIGHTS_PATH}/tag/${tagSlug(tag)}`;
}

export const servicePath = (slug: string): string => `/services/${slug}`;
export const articlePath = (slug: string): string => `${INSIGHTS_PATH}/${slug}`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}`;
