import { LANG_INFO, localePath, type Lang } from "../language/i18n";

// Every page path here is in its one form, with a trailing slash (canonicalPath in ./i18n).
/** Tag to URL segment: lower case, spaces to dashes ("AI Integration" -> "ai-integration"). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The Insights listing, also the target of its search form. */
export const INSIGHTS_PATH = "/insights/";

export function tagPath(tag: string): string {
  return `${INSIGHTS_PATH}tag/${tagSlug(tag)}/`;
}

/**
 * A tag as articles show it: its name in the page's language (`name`; an English tag names itself) and
 * its tag page in that language. The build's Article.tagLinks, the search results and the CMS previews all use it.
 */
export const tagLink = (tag: string, lang: Lang, name?: string | null) => ({
  tag,
  name: name || tag,
  slug: tagSlug(tag),
  path: localePath(tagPath(tag), lang),
});

/**
 * Page `n` of a paginated listing: the listing itself for the first page, then {base}page/2/, …
 * (there is no /page/1/: the first page has one address). `base` ends with a slash, as every page path.
 */
export function listingPagePath(base: string, n: number): string {
  return n <= 1 ? base : `${base}page/${n}/`;
}

/** Every article's title, excerpt and tags for the Insights search, written by the build (gatsby/pages/search-index.ts) and fetched on first use. */
export const SEARCH_INDEX_PATH = `${INSIGHTS_PATH}search-index.json`;

/** The search index of one language's articles: /insights/search-index.json, /ar/insights/search-index.json. */
export const searchIndexPath = (lang: Lang): string => `${LANG_INFO[lang].prefix}${SEARCH_INDEX_PATH}`;

export const servicePath = (slug: string): string => `/services/${slug}/`;
export const articlePath = (slug: string): string => `${INSIGHTS_PATH}${slug}/`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}/`;
