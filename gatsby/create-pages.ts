// Creates the pages that come from content records: services, articles, tags, case studies, aliases and redirects.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { DEDICATED_SERVICE_IDS, PRIVACY_PATHS, REDIRECTS, checkRoutes } from "../src/lib/routes";
import { articlePath, caseStudyPath, servicePath } from "../src/lib/slug";

const template = (name: string) => path.resolve(__dirname, "../src/templates", `${name}.tsx`);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
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

  const tags = new Map<string, { name: string; path: string }>();
  for (const a of allArticle.nodes) for (const t of a.tagLinks) tags.set(t.slug, t);
  for (const t of tags.values()) createPage({ path: t.path, component: template("tag"), context: { tag: t.name } });

  for (const { slug } of allCaseStudy.nodes) createPage({ path: caseStudyPath(slug), component: template("case-study"), context: { slug } });

  for (const alias of PRIVACY_PATHS) createPage({ path: alias.path, component: template("privacy"), context: { canonical: alias.canonical } });

  // Inside the app, Gatsby follows these before navigating, so /blog never enters history. Hosts get
  // the same redirects as rules (gatsby/host-config.ts); `force` because a fallback page exists at
  // the path, so an adapter writing Netlify rules would also redirect (301!) rather than serve it.
  for (const r of REDIRECTS) createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true, force: true, redirectInBrowser: true });
};
