// Pages from content records, aliases and redirects; and the search index.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LANG_INFO, LANGS, formatDate, localePath, type Lang, type LangContext } from "../../src/lib/language/i18n";
import { ARTICLES_PER_PAGE, categoriesOf, pageCountOf, type ListingContext } from "../../src/lib/insights/listing";
import { DEDICATED_SERVICE_IDS, NOTICE_PAGES, PRIVACY_PATHS, REDIRECTS, checkRoutes } from "../../src/lib/routing/routes";
import { INSIGHTS_PATH, articlePath, caseStudyPath, listingPagePath, searchIndexPath, servicePath, tagPath } from "../../src/lib/routing/slug";
import { publicDir } from "../environment";
import { writeSearchIndex } from "./search-index";

const template = (name: string) => path.resolve(__dirname, "../../src/templates", `${name}.tsx`);

export function listingPages(basePath: string, total: number): { path: string; context: ListingContext }[] {
  const count = pageCountOf(total);
  return Array.from({ length: count }, (_, i) => ({
    path: listingPagePath(basePath, i + 1),
    context: { basePath, number: i + 1, count, skip: i * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE },
  }));
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions;
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allService(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          lang
          slug
        }
      }
      allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          lang
          slug
          title
          excerpt
          isoDate: date(formatString: "YYYY-MM-DD")
          byline
          readingMinutes
          tags
          tagLinks {
            name
            slug
            path
          }
        }
      }
      allCaseStudy(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          lang
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content for page creation", result.errors);
    return;
  }
  const { allService, allArticle, allCaseStudy } = result.data;

  const routeErrors = checkRoutes(PRIVACY_PATHS, REDIRECTS);
  if (routeErrors.length) {
    reporter.panicOnBuild(`src/lib/routing/routes.ts has conflicting routes:\n${routeErrors.join("\n")}`);
    return;
  }
  const has = (nodes: readonly { lang: string; slug: string }[]) => {
    const keys = new Set(nodes.map((n) => `${n.lang} ${n.slug}`));
    return (slug: string) => LANGS.filter((lang) => keys.has(`${lang} ${slug}`));
  };
  const articleLangs = has(allArticle.nodes);
  const caseStudyLangs = has(allCaseStudy.nodes);
  // Per language, in all and per tag.
  const totals = new Map<string, number>();
  const count = (key: string) => totals.set(key, (totals.get(key) ?? 0) + 1);
  for (const a of allArticle.nodes) for (const key of [a.lang, ...a.tags.map((t) => `${a.lang} ${t}`)]) count(key);
  const countOf = (l: Lang, tag?: string) => totals.get(tag === undefined ? l : `${l} ${tag}`) ?? 0;

  for (const lang of LANGS) {
    const inLang = <T extends { lang: string }>(nodes: readonly T[]) => nodes.filter((n) => n.lang === lang);
    const page = (to: string, component: string, context: Record<string, unknown>, langs: Lang[] = [...LANGS]) =>
      createPage({ path: localePath(to, lang), component: template(component), context: { ...context, lang, langs } satisfies Partial<LangContext> });

    // The spec's four service paths always exist; if content lacks one, its page says so.
    const serviceSlugs = new Set<string>([...DEDICATED_SERVICE_IDS, ...inLang(allService.nodes).map((s) => s.slug)]);
    for (const slug of serviceSlugs) page(servicePath(slug), "service", { slug });

    const articles = inLang(allArticle.nodes).map((a) => ({ ...a, date: formatDate(a.isoDate, lang), author: a.byline }));
    for (const { slug } of articles) page(articlePath(slug), "article", { slug }, articleLangs(slug));

    // Pages of a listing exist in a language only as far as its articles reach.
    const categories = categoriesOf(articles);
    const labels = Object.fromEntries(articles.flatMap((a) => a.tags.map((t, i) => [t, a.tagLinks[i]!.name])));
    const listingLangs = (number: number, countIn: (lang: Lang) => number) => LANGS.filter((l) => number <= Math.max(1, pageCountOf(countIn(l))));
    for (const listing of listingPages(INSIGHTS_PATH, articles.length))
      page(
        listing.path,
        "insights",
        { ...listing.context, categories, labels },
        listingLangs(listing.context.number, (l) => countOf(l)),
      );

    const tags = new Map<string, { name: string; tag: string; path: string; total: number }>();
    for (const a of articles)
      a.tags.forEach((t, i) => {
        const link = a.tagLinks[i]!;
        tags.set(link.slug, { name: link.name, tag: t, path: link.path, total: (tags.get(link.slug)?.total ?? 0) + 1 });
      });
    for (const t of tags.values())
      for (const listing of listingPages(tagPath(t.tag), t.total))
        page(
          listing.path,
          "tag",
          { ...listing.context, tag: t.tag, label: t.name },
          listingLangs(listing.context.number, (l) => countOf(l, t.tag)),
        );

    const bytes = await writeSearchIndex(publicDir(), articles, searchIndexPath(lang));
    reporter.info(`Insights search index (${lang}): ${articles.length} articles, ${(bytes / 1024).toFixed(1)} KB`);

    for (const { slug } of inLang(allCaseStudy.nodes)) page(caseStudyPath(slug), "case-study", { slug }, caseStudyLangs(slug));

    for (const alias of PRIVACY_PATHS) page(alias.path, "privacy", { canonical: localePath(alias.canonical, lang) });
    for (const { path: to, slug, newsletter } of NOTICE_PAGES) page(to, "notice", { slug, newsletter });
  }

  // In the app, /blog never enters history. `force`: a fallback page exists at the path, so an adapter writing
  // Netlify rules must redirect (301!) rather than serve it.
  for (const r of REDIRECTS) createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true, force: true, redirectInBrowser: true });
};

/** Each src/pages/ page gets its /ar twin; each 404 page answers unknown paths under its prefix in the browser. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const { createPage, deletePage } = actions;
  if ((page.context as Partial<LangContext>).lang) return;
  deletePage(page);
  for (const lang of LANGS) {
    const { prefix } = LANG_INFO[lang];
    // /ar, /ar/about, /ar/404.html.
    const localized = prefix && page.path === "/" ? prefix : `${prefix}${page.path}`;
    const notFound = /^\/404(?:\.html)?\/?$/.test(page.path);
    createPage({
      ...page,
      path: localized,
      ...(notFound && prefix ? { matchPath: `${prefix}/*` } : {}),
      context: { ...page.context, lang, langs: [...LANGS] } satisfies Partial<LangContext>,
    });
  }
};
