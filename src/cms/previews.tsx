// CMS previews built from the site's own section components, so an edit looks as it will on the page. Each gets
// its entry filled in to the content model's shape (bridge.tsx), and derives what the build's resolvers would
// (gatsby/content/graphql-schema.ts). Only what the entry fills is shown; related articles and the closing CTA are left out.
import * as React from "react";
import { z } from "zod";
import ArticleView from "../components/sections/article-view";
import CaseStudyView from "../components/sections/case-study-view";
import FaqCategory from "../components/sections/faq-category";
import Footer from "../components/layout/footer";
import IconCardGrid from "../components/sections/icon-card-grid";
import PageHero from "../components/sections/page-hero";
import { BlockSection } from "../components/sections/page-frame";
import PrivacyPolicy, { PrivacyHero } from "../components/sections/privacy-policy";
import ProcessSteps from "../components/sections/process-steps";
import ResourceCard from "../components/sections/resource-card";
import { ServiceDetail } from "../components/sections/service-view";
import TeamGrid from "../components/sections/team-grid";
import Testimonials from "../components/sections/testimonials";
import Accordion from "../components/ui/accordion";
import { LinkButton } from "../components/ui/button";
import Container from "../components/ui/container";
import Picture from "../components/ui/picture";
import TagLinks from "../components/ui/tag-links";
import { useLang } from "../hooks/use-lang";
import { formatDate, type Lang } from "../lib/language/i18n";
import type { Block } from "../lib/content/page-blocks";
import { tagLink } from "../lib/routing/slug";
import type { PreviewData } from "./preview-data";
import { documentFiles, type Collection, type DocumentName } from "../lib/content/content-files";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../lib/content/schema";
import type { Schema } from "../lib/content/translations";

interface PreviewProps<T> {
  /** In the pane's language, a translation already merged as the build merges it, and filled in (filledIn). */
  entry: T;
  data: PreviewData;
  /** An upload's blob: URL at once, or "" while there is none. */
  asset: (path: string) => string;
}
type Preview<T> = (props: PreviewProps<T>) => React.JSX.Element;
type RecordPreview<K extends Collection> = Preview<z.output<(typeof RECORD_SCHEMAS)[K]>>;
/** Decap edits a document that is a list as { items } (gatsby/cms/admin.ts). */
type DocumentEntry<S> = S extends z.ZodArray ? { items: z.output<S> } : z.output<S>;
type DocumentPreview<K extends DocumentName> = Preview<DocumentEntry<(typeof DOCUMENT_SCHEMAS)[K]>>;

/** The build refuses missing blocks; a preview never fails. */
const blocksOf = (data: PreviewData, page: string): readonly Block[] => data.blocks[page] ?? [];
const blockOr = (blocks: readonly Block[], key: string): Block => blocks.find((b) => b.key === key) ?? { key, heading: "", links: [{ label: "", path: "/" }] };

/** An upload's blob: URL or the repository's file, at the size the page's query asks for, in the shape <Picture> takes. */
const previewImage = (src: string, width: number, height: number, layout: "constrained" | "fixed" = "constrained") => ({
  childImageSharp: src ? { gatsbyImageData: { layout, width, height, images: { fallback: { src } } } } : null,
});

/** The width its template's query asks for; the file's own ratio once it loads. */
function DetailPicture({ src, alt, width }: { src: string; alt: string; width: number }) {
  const image = previewImage(src, width, Math.round((width * 9) / 16)).childImageSharp?.gatsbyImageData;
  return image && <Picture image={image} alt={alt} priority className="rounded-2xl shadow-xl" />;
}

const ArticlePreview: RecordPreview<"articles"> = ({ entry, data, asset }) => {
  const lang = useLang();
  const article = {
    ...entry,
    isoDate: entry.date.slice(0, 10),
    date: formatDate(entry.date, lang),
    author: data.authors[entry.author] ?? entry.author,
    tagLinks: entry.tags.filter(Boolean).map((tag) => tagLink(tag, lang, data.tags[tag])),
  };
  return (
    <ArticleView
      article={article}
      back={blockOr(blocksOf(data, "article"), "back")}
      picture={<DetailPicture src={asset(entry.image)} alt={entry.imageAlt} width={896} />}
    />
  );
};

const CaseStudyPreview: RecordPreview<"case-studies"> = ({ entry, data, asset }) => (
  <CaseStudyView
    study={{ ...entry, serviceRefs: entry.services.map((slug) => ({ slug, title: data.services[slug] ?? slug })) }}
    back={blockOr(blocksOf(data, "case-study"), "back")}
    picture={<DetailPicture src={asset(entry.image)} alt={entry.imageAlt} width={896} />}
  />
);

const ServicePreview: RecordPreview<"services"> = ({ entry, data, asset }) => {
  const blocks = blocksOf(data, "service");
  const complete = ["back", "features", "start"].map((key) => blockOr(blocks, key));
  return (
    <>
      <ServiceDetail service={entry} blocks={complete} picture={<DetailPicture src={asset(entry.image)} alt={entry.imageAlt} width={720} />} />
      <ProcessSteps block={blockOr(blocks, "process")} steps={data.steps} />
    </>
  );
};

const TeamPreview: RecordPreview<"team"> = ({ entry, asset }) => (
  <Container className="py-16">
    <TeamGrid members={[{ ...entry, slug: entry.slug || "preview", image: previewImage(asset(entry.image), 320, 320) }]} />
  </Container>
);

const TestimonialPreview: RecordPreview<"testimonials"> = ({ entry, asset }) => (
  <section className="bg-secondary-50 py-16">
    <Container>
      <Testimonials testimonials={[{ ...entry, image: previewImage(asset(entry.image), 64, 64, "fixed") }]} />
    </Container>
  </section>
);

const ResourcePreview: RecordPreview<"resources"> = ({ entry }) => (
  <Container className="grid max-w-xl py-16">
    <ResourceCard resource={{ ...entry, pages: entry.pages || null, downloadUrl: entry.downloadUrl || "/guides/" }} featured={entry.featured} />
  </Container>
);

const FaqPreview: RecordPreview<"faq"> = ({ entry }) => (
  <Container className="max-w-3xl py-16">
    <FaqCategory category={{ ...entry, slug: entry.slug || "preview" }} />
  </Container>
);

const PagesPreview: DocumentPreview<"pages"> = ({ entry }) => (
  <>
    {entry.items.map((page, i) => (
      <div key={`${i}-${page.slug}`} className="border-b-8 border-secondary-200">
        <PageHero heading={page.heading} lead={page.lead} eyebrow={page.slug} />
        {page.blocks.map((block, j) => (
          <BlockSection key={`${j}-${block.key}`} id={`${page.slug}-${block.key || j}`} block={block} tinted={j % 2 === 1}>
            {block.links && block.links.length > 0 && (
              <div className="flex flex-wrap gap-4">
                {block.links.map((link, k) => (
                  <LinkButton key={`${k}-${link.path}`} to={link.path || "/"} variant={k === 0 ? "primary" : "outline"}>
                    {link.label}
                  </LinkButton>
                ))}
              </div>
            )}
          </BlockSection>
        ))}
      </div>
    ))}
  </>
);

const titledPreview = (columns: 2 | 4): DocumentPreview<"values" | "benefits" | "process"> =>
  function TitledPreview({ entry }) {
    return (
      <Container className="py-16">
        <IconCardGrid items={entry.items} columns={columns} />
      </Container>
    );
  };

const ServicesFaqPreview: DocumentPreview<"services-faq"> = ({ entry }) => (
  <Container className="max-w-3xl py-16">
    <Accordion id="services-faq" items={entry.items} />
  </Container>
);

const PrivacyPreview: DocumentPreview<"privacy"> = ({ entry, data }) => {
  const lang = useLang();
  const page = data.heroes.privacy ?? { heading: "", lead: "" };
  const sections = entry.sections.map((section, i) => ({ ...section, slug: section.slug || `section-${i + 1}` }));
  return (
    <>
      <PrivacyHero heading={page.heading} lead={page.lead} isoDate={entry.lastUpdated.slice(0, 10)} lastUpdated={formatDate(entry.lastUpdated, lang)} />
      <PrivacyPolicy policy={{ ...entry, sections }} tocHeading={blockOr(blocksOf(data, "privacy"), "toc").heading} />
    </>
  );
};

/** Where every page shows them: the footer. */
const SitePreview: DocumentPreview<"site"> = ({ entry, data }) => (
  <>
    <Container className="py-16">
      <PageHero heading={entry.siteTitle} lead={entry.siteTagline} />
      <dl className="mt-8 grid gap-4 text-secondary-800 sm:grid-cols-2">
        <div className="rounded-xl bg-secondary-50 p-4">
          <dt className="font-semibold text-secondary-950">{entry.newsletter.heading}</dt>
          <dd className="mt-1">{entry.newsletter.body}</dd>
        </div>
        <div className="rounded-xl bg-secondary-50 p-4">
          <dt className="font-semibold text-secondary-950">{entry.contact.email}</dt>
          <dd className="mt-1">{entry.contact.hours}</dd>
        </div>
      </dl>
    </Container>
    <Footer
      {...entry}
      columns={entry.footerLinks.map((c) => ({ ...c, links: c.links.map((l) => ({ ...l, path: l.path || "/" })) }))}
      logoMark={data.logoMark}
      buildYear={new Date().getFullYear()}
    />
  </>
);

const TagsPreview: DocumentPreview<"tags"> = ({ entry }) => {
  const lang = useLang();
  return (
    <Container className="py-16">
      <TagLinks tags={entry.items.filter((t) => t.tag).map((t) => tagLink(t.tag, lang, t.label))} tone="light" />
    </Container>
  );
};

const COLLECTION_PREVIEWS: { [K in Collection]: RecordPreview<K> } = {
  articles: ArticlePreview,
  "case-studies": CaseStudyPreview,
  services: ServicePreview,
  team: TeamPreview,
  testimonials: TestimonialPreview,
  resources: ResourcePreview,
  faq: FaqPreview,
};

/** Documents by file name (the Arabic file is `{name}-ar`). */
const DOCUMENT_PREVIEWS: { [K in DocumentName]: DocumentPreview<K> } = {
  pages: PagesPreview,
  values: titledPreview(4),
  benefits: titledPreview(2),
  process: titledPreview(4),
  "services-faq": ServicesFaqPreview,
  privacy: PrivacyPreview,
  site: SitePreview,
  tags: TagsPreview,
};

export interface TemplateSpec {
  readonly name: string;
  /** Takes the entry filled in to `schema`. */
  readonly Preview: Preview<never>;
  /** The entry as Decap holds it: for merging a translation as the build does, and filling it in. */
  readonly schema: Schema;
  /** A document's file is in one language; a collection's entry is in the pane's. */
  readonly lang?: Lang;
  /** Whose English file a translation is laid over. */
  readonly document?: string;
}

const asEdited = (schema: z.ZodType): Schema => (schema instanceof z.ZodArray ? z.strictObject({ items: schema }) : schema);

/** One for each entry of the CMS's configuration: a collection, or a document's file in one language. */
export const TEMPLATES: readonly TemplateSpec[] = [
  ...Object.entries(COLLECTION_PREVIEWS).map(([name, Preview]) => ({ name, Preview, schema: RECORD_SCHEMAS[name as Collection] })),
  ...documentFiles().map(({ name, lang, entry }) => ({
    name: entry,
    Preview: DOCUMENT_PREVIEWS[name],
    schema: asEdited(DOCUMENT_SCHEMAS[name]),
    lang,
    document: name,
  })),
];
