/** Tag to URL segment: lower case, spaces to dashes ("AI Integration" -> "ai-integration"). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

export function tagPath(tag: string): string {
  return `/insights/tag/${tagSlug(tag)}`;
}

export const servicePath = (slug: string): string => `/services/${slug}`;
export const articlePath = (slug: string): string => `/insights/${slug}`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}`;
