import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../components/ui/local-link";
import Seo from "../components/seo";
import PageHero from "../components/sections/page-hero";
import { useMessages } from "../hooks/use-lang";
import { basePath, localePath, type LangContext } from "../lib/language/i18n";
import { getBlock } from "../lib/content/page-blocks";
import { serviceIdFromPath } from "../lib/content/services";
import { servicePath } from "../lib/routing/slug";

// Loaded only when a /services/* path reaches this page, so other 404s stay light.
const GenericService = React.lazy(() => import("../components/sections/generic-service"));

/** Hosts answer unknown paths with this page; under /services/ it becomes the generic service page. */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const messages = useMessages();
  // Read after hydration, so the first render matches the pre-rendered HTML.
  const [serviceId, setServiceId] = React.useState<string | null>(null);
  React.useEffect(() => setServiceId(serviceIdFromPath(basePath(location.pathname))), [location.pathname]);

  if (serviceId) {
    return (
      <React.Suspense
        fallback={
          <div role="status" className="flex min-h-[50vh] items-center justify-center text-lg text-secondary-700">
            {messages.loadingService}
          </div>
        }
      >
        <GenericService serviceId={serviceId} services={data.allService.nodes} steps={data.allProcessStep.nodes} blocks={data.service!.blocks} />
      </React.Suspense>
    );
  }

  const page = data.pageContent!;
  return (
    <PageHero heading={page.heading} lead={page.lead}>
      <ul className="mt-8 flex flex-wrap gap-4">
        {getBlock(page.blocks, "links").links?.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-block rounded-full border-2 border-primary-300 px-5 py-2 font-semibold text-primary-300 hover:bg-primary-300 hover:text-secondary-950"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

/** The 404 page's own language (/ar/404 answers under /ar), not the path's. */
export const Head: HeadFC<Queries.NotFoundPageQuery, LangContext> = ({ data, location, pageContext }) => {
  const { lang } = pageContext;
  const messages = useMessages(lang);
  const id = serviceIdFromPath(basePath(location.pathname));
  const service = id ? data.allService.nodes.find((s) => s.slug === id) : undefined;
  if (service)
    return <Seo page={{ location, pageContext }} title={service.title} description={service.description} path={localePath(servicePath(service.slug), lang)} />;
  if (id) return <Seo page={{ location, pageContext }} title={messages.serviceNotFound.heading} description={messages.serviceNotFound.text} noindex />;
  return (
    <Seo page={{ location, pageContext }} title={data.pageContent!.title} description={data.pageContent!.description} path={localePath("/404", lang)} noindex />
  );
};

export const query = graphql`
  query NotFoundPage($lang: String!) {
    pageContent(slug: { eq: "not-found" }, lang: { eq: $lang }) {
      ...PageCopy
    }
    service: pageContent(slug: { eq: "service" }, lang: { eq: $lang }) {
      ...PageBlocks
    }
    ...ServicesWithProcess
  }
`;
