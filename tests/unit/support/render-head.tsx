import * as React from "react";
import { render } from "@testing-library/react";
import { SeoTagsProvider } from "../../../src/components/seo";
import SeoTags from "../../../src/components/seo-tags";
import { LANGS, type Lang } from "../../../src/lib/language/i18n";

export type JsonLd = Record<string, any>;

/** Renders a Head with the props Gatsby gives it; `data` is the page query's result as the test writes it. */
export function renderHead<P extends { data: unknown }>(Head: (props: P) => React.ReactElement | null, data: unknown, lang: Lang, pathname: string) {
  const props = { data, location: { pathname }, params: {}, pageContext: { lang, langs: [...LANGS] } } as unknown as P;
  const { container } = render(
    <SeoTagsProvider tags={SeoTags}>
      <Head {...props} />
    </SeoTagsProvider>,
  );
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "") as JsonLd);
  const ofType = (type: string) => {
    const found = jsonLd.find((d) => d["@type"] === type);
    if (!found) throw new Error(`no ${type} in the head of ${pathname}`);
    return found;
  };
  const meta = (property: string) => [...container.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute("content"));
  const links = (rel: string) => [...container.querySelectorAll(`link[rel="${rel}"]`)].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]);
  const feed = container.querySelector('link[rel="alternate"][type="application/rss+xml"]');
  return { title: container.querySelector("title")?.textContent, ofType, meta, links, feed: [feed?.getAttribute("title"), feed?.getAttribute("href")] };
}
