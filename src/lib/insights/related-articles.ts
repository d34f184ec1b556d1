/** Related articles: those sharing the most tags first, then the newest; never the article itself. */
const MAX_RELATED_ARTICLES = 3;

export interface RelatableArticle {
  readonly slug: string;
  readonly date: string;
  readonly tags: readonly string[];
}

export function relatedArticles<T extends RelatableArticle>(all: readonly T[], current: RelatableArticle, max = MAX_RELATED_ARTICLES): T[] {
  const shared = (a: RelatableArticle) => a.tags.filter((t) => current.tags.includes(t)).length;
  return all
    .filter((a) => a.slug !== current.slug)
    .map((a) => ({ a, score: shared(a) }))
    .sort((x, y) => y.score - x.score || String(y.a.date).localeCompare(String(x.a.date)))
    .slice(0, max)
    .map(({ a }) => a);
}
