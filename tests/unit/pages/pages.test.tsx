import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import AboutPage from "../../../src/pages/about";
import CareersPage from "../../../src/pages/careers";
import CaseStudiesPage from "../../../src/pages/case-studies";
import FaqPage, { Head as FaqHead } from "../../../src/pages/faq";
import GuidesPage from "../../../src/pages/guides";
import HomePage from "../../../src/pages/index";
import ServicesPage from "../../../src/pages/services";
import type { Block } from "../../../src/lib/content/page-blocks";
import { caseStudies, fakeImage, services, steps, team, testimonials, values } from "../components/content-fixture";
import { mockSiteQuery, siteConfig } from "../components/site-fixture";
import { stubMatchMedia } from "../support/match-media";
import { renderHead } from "../support/render-head";

/** Each page composes its sections from its query's data: every section is there, with the records it was given, in order. */

beforeEach(() => {
  mockSiteQuery();
  // The carousel asks whether motion is reduced.
  stubMatchMedia(() => false);
});

/** A block of page copy whose heading and link label name it. */
const block = (key: string, path = "/contact"): Block => ({ key, heading: `The ${key} block`, links: [{ label: `${key} link`, path }] });

const pageContent = (...blocks: Block[]) => ({
  heading: "The page heading",
  lead: "The page lead.",
  imageAlt: "The page picture",
  image: { childImageSharp: { gatsbyImageData: fakeImage("/static/page.jpg") } },
  blocks: [...blocks, block("cta")],
});

function renderPage<P extends object>(Page: React.ComponentType<P>, data: object) {
  render(<Page {...({ data } as unknown as P)} />);
}

const region = (name: string) => screen.getByRole("region", { name });
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const headings = (scope: HTMLElement, level: number) => texts(within(scope).getAllByRole("heading", { level }));

/** The closing call to action arrives with its own chunk, linking to its page. */
async function expectCta(): Promise<void> {
  expect(await screen.findByRole("link", { name: "cta link" })).toHaveAttribute("href", "/contact/");
}

it("Home: the hero, the services grid, the About Us block, the testimonials and the call to action", async () => {
  const data = {
    siteConfig,
    pageContent: pageContent(block("hero-links"), block("services"), block("about", "/about"), block("testimonials")),
    allService: { nodes: services },
    allTestimonial: { nodes: testimonials },
  };
  renderPage(HomePage, data);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The page heading");
  expect(screen.getByRole("img", { name: "The page picture" })).toHaveAttribute("loading", "eager");
  expect(headings(region("The services block"), 3)).toEqual(services.map((s) => s.title));
  expect(within(region("The about block")).getByRole("link", { name: "about link" })).toHaveAttribute("href", "/about/");
  expect(await screen.findByText(testimonials[0]!.author)).toBeInTheDocument();
  await expectCta();
});

it("About: the story with its picture, the values, the team, the testimonials and the call to action", async () => {
  const data = {
    pageContent: pageContent(block("story"), block("values"), block("team"), block("testimonials")),
    allCompanyValue: { nodes: values },
    allTeamMember: { nodes: team },
    allTestimonial: { nodes: testimonials },
  };
  renderPage(AboutPage, data);
  expect(within(region("The story block")).getByRole("img", { name: "The page picture" })).toBeInTheDocument();
  expect(headings(region("The values block"), 3)).toEqual(values.map((v) => v.title));
  expect(headings(region("The team block"), 3)).toEqual(team.map((m) => m.name));
  expect(await screen.findByText(testimonials[0]!.author)).toBeInTheDocument();
  await expectCta();
});

it("Services: each service with its picture, description, key features and link; the process; the FAQ; the call to action", async () => {
  const faq = [{ question: "How long does it take?", answer: "Weeks, not months." }];
  const data = {
    pageContent: pageContent(block("features"), block("process"), block("faq")),
    allService: { nodes: services },
    allProcessStep: { nodes: steps },
    allServiceFaq: { nodes: faq },
  };
  renderPage(ServicesPage, data);
  for (const service of services) {
    const section = region(service.title);
    expect(within(section).getByRole("img", { name: service.imageAlt })).toBeInTheDocument();
    expect(within(section).getByText(service.longDescription)).toBeInTheDocument();
    expect(within(section).getByRole("heading", { level: 3, name: "The features block" })).toBeInTheDocument();
    expect(texts(within(section).getAllByRole("listitem"))).toEqual(service.features);
    expect(within(section).getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", `/services/${service.slug}/`);
  }
  expect(headings(region("The process block"), 3)).toEqual(steps.map((s, i) => `${i + 1}. ${s.title}`));
  expect(within(region("The faq block")).getByRole("heading", { name: faq[0]!.question })).toBeInTheDocument();
  await expectCta();
});

it("Careers: the benefits, the one link to the openings elsewhere and no listings, and the call to action", async () => {
  const jobs = "https://www.linkedin.com/company/example/jobs";
  const data = { pageContent: pageContent(block("intro"), block("benefits"), block("openings", jobs)), allBenefit: { nodes: values } };
  renderPage(CareersPage, data);
  expect(headings(region("The benefits block"), 3)).toEqual(values.map((v) => v.title));
  const openings = region("The openings block");
  expect(within(openings).getByRole("link", { name: /^openings link/ })).toHaveAttribute("href", jobs);
  expect(within(openings).getAllByRole("link")).toHaveLength(1);
  expect(within(openings).queryAllByRole("listitem")).toEqual([]);
  await expectCta();
});

it("Case studies: every study, in the query's order", () => {
  renderPage(CaseStudiesPage, { pageContent: pageContent(), allCaseStudy: { nodes: caseStudies } });
  const studies = screen.getAllByRole("article").map((study) => within(study).getByRole("heading", { level: 2 }).textContent);
  expect(studies).toEqual(caseStudies.map((c) => c.title));
});

it("Guides: the featured guides in their block, every guide under its category's heading with its type, format and download link", () => {
  const guide = (slug: string, category: string, featured: boolean) => ({
    slug,
    title: `Guide ${slug}`,
    description: `What ${slug} covers.`,
    type: "whitepaper",
    format: "PDF",
    category,
    pages: 12,
    downloadUrl: `/guides/${slug}`,
    featured,
  });
  const resources = [guide("a", "AI Integration", true), guide("b", "Digital Transformation", false), guide("c", "AI Integration", false)];
  renderPage(GuidesPage, { pageContent: pageContent(block("featured"), block("categories")), allResource: { nodes: resources } });
  expect(headings(region("The featured block"), 3)).toEqual(["Guide a"]);
  // Categories in the specification's order, each with its own guides.
  expect(headings(region("The categories block"), 3)).toEqual(["Digital Transformation", "AI Integration"]);
  expect(headings(region("AI Integration"), 4)).toEqual(["Guide a", "Guide c"]);
  const card = within(region("Digital Transformation")).getByRole("article");
  expect(within(card).getByText("Whitepaper")).toBeInTheDocument();
  expect(within(card).getByText("PDF")).toBeInTheDocument();
  expect(within(card).getByRole("link", { name: /^Download/ })).toHaveAttribute("href", "/guides/b/");
});

it("FAQ: every category a heading over its questions, closed, and every question in the FAQPage structured data", () => {
  const category = (slug: string, questions: string[]) => ({
    slug,
    title: `About ${slug}`,
    items: questions.map((question) => ({ question, answer: `${question} Yes.` })),
  });
  const data = { pageContent: pageContent(), allFaqCategory: { nodes: [category("pricing", ["Is it fixed?"]), category("work", ["Who leads?", "Where?"])] } };
  renderPage(FaqPage, data);
  expect(headings(region("About work"), 3)).toEqual(["Who leads?", "Where?"]);
  for (const details of document.querySelectorAll("details")) expect(details.open).toBe(false);

  const faqPage = renderHead(FaqHead, data, "en", "/faq/").ofType("FAQPage");
  expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(["Is it fixed?", "Who leads?", "Where?"]);
});
