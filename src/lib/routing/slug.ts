import { LANG_INFO, localePath, type Lang } from "../language/i18n";

// Every page path here has its trailing slash (canonicalPath in ./i18n).
/** "AI Integration" -> "ai-integration" */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

export const INSIGHTS_PATH = "/insights/";

export function tagPath(tag: string): string {
  return `${INSIGHTS_PATH}tag/${tagSlug(tag)}/`;
}

/** Used by the build's Article.tagLinks, the search results and the CMS previews. An English tag names itself. */
export const tagLink = (tag: string, lang: Lang, name?: string | null) => ({
  tag,
  name: name || tag,
  slug: tagSlug(tag),
  path: localePath(tagPath(tag), lang),
});

/** {base}page/2/, …; no /page/1/: the first page has one address. */
export function listingPagePath(base: string, n: number): string {
  return n <= 1 ? base : `${base}page/${n}/`;
}

/** Written by gatsby/pages/search-index.ts, fetched on first use. */
export const SEARCH_INDEX_PATH = `${INSIGHTS_PATH}search-index.json`;

export const searchIndexPath = (lang: Lang): string => `${LANG_INFO[lang].prefix}${SEARCH_INDEX_PATH}`;

export const servicePath = (slug: string): string => `/services/${slug}/`;
export const articlePath = (slug: string): string => `${INSIGHTS_PATH}${slug}/`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}/`;
