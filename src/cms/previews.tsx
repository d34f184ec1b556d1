// CMS previews built from the site's own section components (fed by src/cms/records.ts), so an edit looks as it
// will on the page. Only what the entry fills is shown; related articles and the closing CTA are left out.
import * as React from "react";
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
import { DEFAULT_LANG, LANGS, type Lang } from "../lib/language/i18n";
import type { Block } from "../lib/content/page-blocks";
import type { PreviewData } from "./preview-data";
import type { Collection, DocumentName } from "../../gatsby/content/content-files";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../gatsby/content/schema";
import type { Schema } from "../../gatsby/content/translations";
import {
  articleView,
  caseStudyView,
  faqCategory,
  faqItems,
  pageCopy,
  previewImage,
  privacyPolicy,
  resource,
  serviceText,
  siteFooter,
  tagLabels,
  teamMember,
  testimonial,
  titledItems,
  type Fields,
} from "./records";

interface PreviewProps {
  /** In the pane's language, a translation already merged as the build merges it. */
  fields: Fields;
  data: PreviewData;
  /** An upload's blob: URL at once. */
  asset: (path: unknown) => string;
}

/** The build refuses missing blocks; a preview never fails. */
const blocksOf = (data: PreviewData, page: string): readonly Block[] => data.blocks[page] ?? [];
const blockOr = (blocks: readonly Block[], key: string): Block => blocks.find((b) => b.key === key) ?? { key, heading: "", links: [{ label: "", path: "/" }] };

/** The width its template's query asks for; the file's own ratio once it loads. */
function DetailPicture({ src, alt, width }: { src: string; alt: unknown; width: number }) {
  const image = previewImage(src, width, Math.round((width * 9) / 16));
  return image && <Picture image={image} alt={typeof alt === "string" ? alt : ""} priority className="rounded-2xl shadow-xl" />;
}

function ArticlePreview({ fields, data, asset }: PreviewProps) {
  const lang = useLang();
  return (
    <ArticleView
      article={articleView(fields, lang, data)}
      back={blockOr(blocksOf(data, "article"), "back")}
      picture={<DetailPicture src={asset(fields.image)} alt={fields.imageAlt} width={896} />}
    />
  );
}

function CaseStudyPreview({ fields, data, asset }: PreviewProps) {
  return (
    <CaseStudyView
      study={caseStudyView(fields, data)}
      back={blockOr(blocksOf(data, "case-study"), "back")}
      picture={<DetailPicture src={asset(fields.image)} alt={fields.imageAlt} width={896} />}
    />
  );
}

function ServicePreview({ fields, data, asset }: PreviewProps) {
  const blocks = blocksOf(data, "service");
  const process = blockOr(blocks, "process");
  const complete = ["back", "features", "start"].map((key) => blockOr(blocks, key));
  return (
    <>
      <ServiceDetail service={serviceText(fields)} blocks={complete} picture={<DetailPicture src={asset(fields.image)} alt={fields.imageAlt} width={720} />} />
      <ProcessSteps heading={process.heading} body={process.body} steps={data.steps} />
    </>
  );
}

function TeamPreview({ fields, asset }: PreviewProps) {
  return (
    <Container className="py-16">
      <TeamGrid members={[teamMember(fields, previewImage(asset(fields.image), 320, 320))]} />
    </Container>
  );
}

function TestimonialPreview({ fields, asset }: PreviewProps) {
  return (
    <section className="bg-secondary-50 py-16">
      <Container>
        <Testimonials testimonials={[testimonial(fields, previewImage(asset(fields.image), 64, 64, "fixed"))]} />
      </Container>
    </section>
  );
}

function ResourcePreview({ fields }: PreviewProps) {
  return (
    <Container className="grid max-w-xl py-16">
      <ResourceCard resource={resource(fields)} featured={fields.featured === true} />
    </Container>
  );
}

function FaqPreview({ fields }: PreviewProps) {
  return (
    <Container className="max-w-3xl py-16">
      <FaqCategory category={faqCategory(fields)} />
    </Container>
  );
}

function PagesPreview({ fields }: PreviewProps) {
  const pages = (Array.isArray(fields.items) ? fields.items : []).map(pageCopy);
  return (
    <>
      {pages.map((page, i) => (
        <div key={`${i}-${page.slug}`} className="border-b-8 border-secondary-200">
          <PageHero heading={page.heading} lead={page.lead} eyebrow={page.slug} />
          {page.blocks.map((block, j) => (
            <BlockSection key={`${j}-${block.key}`} id={`${page.slug}-${block.key}`} block={block} tinted={j % 2 === 1}>
              {block.links && block.links.length > 0 && (
                <div className="flex flex-wrap gap-4">
                  {block.links.map((link, k) => (
                    <LinkButton key={`${k}-${link.path}`} to={link.path} variant={k === 0 ? "primary" : "outline"}>
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
}

const titledPreview = (columns: 2 | 4) =>
  function TitledPreview({ fields }: PreviewProps) {
    return (
      <Container className="py-16">
        <IconCardGrid items={titledItems(fields.items)} columns={columns} />
      </Container>
    );
  };

function ServicesFaqPreview({ fields }: PreviewProps) {
  return (
    <Container className="max-w-3xl py-16">
      <Accordion id="services-faq" items={faqItems(fields.items)} />
    </Container>
  );
}

function PrivacyPreview({ fields, data }: PreviewProps) {
  const lang = useLang();
  const policy = privacyPolicy(fields, lang);
  const page = data.heroes.privacy ?? { heading: "", lead: "" };
  return (
    <>
      <PrivacyHero heading={page.heading} lead={page.lead} isoDate={policy.isoDate} lastUpdated={policy.lastUpdated} />
      <PrivacyPolicy policy={policy} tocHeading={blockOr(blocksOf(data, "privacy"), "toc").heading} />
    </>
  );
}

/** Where every page shows them: the footer. */
function SitePreview({ fields, data }: PreviewProps) {
  const site = siteFooter(fields);
  return (
    <>
      <Container className="py-16">
        <PageHero heading={site.siteTitle} lead={site.siteTagline} />
        <dl className="mt-8 grid gap-4 text-secondary-800 sm:grid-cols-2">
          <div className="rounded-xl bg-secondary-50 p-4">
            <dt className="font-semibold text-secondary-950">{site.newsletter.heading}</dt>
            <dd className="mt-1">{site.newsletter.body}</dd>
          </div>
          <div className="rounded-xl bg-secondary-50 p-4">
            <dt className="font-semibold text-secondary-950">{site.contact.email}</dt>
            <dd className="mt-1">{site.contact.hours}</dd>
          </div>
        </dl>
      </Container>
      <Footer {...site} logoMark={data.logoMark} buildYear={new Date().getFullYear()} />
    </>
  );
}

function TagsPreview({ fields }: PreviewProps) {
  const lang = useLang();
  return (
    <Container className="py-16">
      <TagLinks tags={tagLabels(fields.items, lang)} tone="light" />
    </Container>
  );
}

/** Documents by file name (the Arabic file is `{name}-ar`). */
const COLLECTION_PREVIEWS: Record<Collection, React.ComponentType<PreviewProps>> = {
  articles: ArticlePreview,
  "case-studies": CaseStudyPreview,
  services: ServicePreview,
  team: TeamPreview,
  testimonials: TestimonialPreview,
  resources: ResourcePreview,
  faq: FaqPreview,
};

const DOCUMENT_PREVIEWS: Record<DocumentName, React.ComponentType<PreviewProps>> = {
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
  readonly Preview: React.ComponentType<PreviewProps>;
  /** For merging a translation as the build does. */
  readonly schema: Schema;
  /** A document's file is in one language; a collection's entry is in the pane's. */
  readonly lang?: Lang;
  /** Whose English file a translation is laid over. */
  readonly document?: string;
}

/** Names from gatsby/cms/config.ts; translation-only documents (tags) are listed in every language, harmlessly. */
export const TEMPLATES: readonly TemplateSpec[] = [
  ...Object.entries(COLLECTION_PREVIEWS).map(([name, Preview]) => ({ name, Preview, schema: RECORD_SCHEMAS[name as Collection] })),
  ...Object.entries(DOCUMENT_PREVIEWS).flatMap(([name, Preview]) =>
    LANGS.map((lang) => ({
      name: lang === DEFAULT_LANG ? name : `${name}-${lang}`,
      Preview,
      schema: DOCUMENT_SCHEMAS[name as DocumentName],
      lang,
      document: name,
    })),
  ),
];
