// Creates the pages that come from content records: services, articles, the paginated Insights
// listing and tag pages, case studies, aliases and redirects; and writes the search index.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ARTICLES_PER_PAGE, categoriesOf, pageCountOf, type ListingContext } from "../src/lib/insights";
import { DEDICATED_SERVICE_IDS, PRIVACY_PATHS, REDIRECTS, checkRoutes } from "../src/lib/routes";
import { INSIGHTS_PATH, articlePath, caseStudyPath, listingPagePath, servicePath } from "../src/lib/slug";
import { writeSearchIndex } from "./search-index";

const template = (name: string) => path.resolve(__dirname, "../src/templates", `${name}.tsx`);

/** The context of every page of a listing of `total` articles at `basePath`. */
export function listingPages(basePath: string, total: number): { path: string; context: ListingContext }[] {
  const count = pageCountOf(total);
  return Array.from({ length: count }, (_, i) => ({
    path: listingPagePath(basePath, i + 1),
    context: { basePath, number: i + 1, count, skip: i * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE },
  }));
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const { createPage, createRedirect } = actions;
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allService(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          slug
        }
      }
      allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          title
          excerpt
          date(formatString: "MMM D, YYYY")
          isoDate: date(formatString: "YYYY-MM-DD")
          author
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
    reporter.panicOnBuild(`src/lib/routes.ts has conflicting routes:\n${routeErrors.join("\n")}`);
    return;
  }

  // The spec's four service paths always exist; if content lacks one, its page says so.
  const serviceSlugs = new Set<string>([...DEDICATED_SERVICE_IDS, ...allService.nodes.map((s) => s.slug)]);
  for (const slug of serviceSlugs) createPage({ path: servicePath(slug), component: template("service"), context: { slug } });

  for (const { slug } of allArticle.nodes) createPage({ path: articlePath(slug), component: template("article"), context: { slug } });

  // The listing and each tag page show ARTICLES_PER_PAGE cards; the search goes over the index instead.
  const categories = categoriesOf(allArticle.nodes);
  for (const page of listingPages(INSIGHTS_PATH, allArticle.nodes.length))
    createPage({ path: page.path, component: template("insights"), context: { ...page.context, categories } });

  const tags = new Map<string, { name: string; path: string; total: number }>();
  for (const a of allArticle.nodes) for (const t of a.tagLinks) tags.set(t.slug, { name: t.name, path: t.path, total: (tags.get(t.slug)?.total ?? 0) + 1 });
  for (const t of tags.values())
    for (const page of listingPages(t.path, t.total)) createPage({ path: page.path, component: template("tag"), context: { ...page.context, tag: t.name } });

  const publicDir = path.join(store.getState().program.directory, "public");
  const bytes = await writeSearchIndex(publicDir, allArticle.nodes);
  reporter.info(`Insights search index: ${allArticle.nodes.length} articles, ${(bytes / 1024).toFixed(1)} KB`);

  for (const { slug } of allCaseStudy.nodes) createPage({ path: caseStudyPath(slug), component: template("case-study"), context: { slug } });

  for (const alias of PRIVACY_PATHS) createPage({ path: alias.path, component: template("privacy"), context: { canonical: alias.canonical } });

  // Inside the app, Gatsby follows these before navigating, so /blog never enters history. Hosts get
  // the same redirects as rules (gatsby/host-config.ts); `force` because a fallback page exists at
  // the path, so an adapter writing Netlify rules would also redirect (301!) rather than serve it.
  for (const r of REDIRECTS) createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true, force: true, redirectInBrowser: true });
};
