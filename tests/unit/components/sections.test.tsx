import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import AboutBlock from "../../../src/components/sections/about-block";
import ArticleCard from "../../../src/components/sections/article-card";
import CaseStudyCard from "../../../src/components/sections/case-study-card";
import CtaSection from "../../../src/components/sections/cta-section";
import GenericService from "../../../src/components/sections/generic-service";
import IconCardGrid from "../../../src/components/sections/icon-card-grid";
import PageHero from "../../../src/components/sections/page-hero";
import ProcessSteps from "../../../src/components/sections/process-steps";
import ServiceGrid from "../../../src/components/sections/service-grid";
import TeamGrid from "../../../src/components/sections/team-grid";
import { LangProvider } from "../../../src/hooks/use-lang";
import { article, caseStudies, fakeImage, serviceBlocks as blocks, services, steps, team, values } from "./content-fixture";

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const hrefs = (elements: HTMLElement[]) => elements.map((e) => e.getAttribute("href"));
const headings = (level: number, scope: HTMLElement = document.body) => texts(within(scope).getAllByRole("heading", { level }));
const section = (heading: string) => screen.getByRole("heading", { name: heading }).closest("section")!;
const inArabic = (element: React.ReactElement) => render(<LangProvider lang="ar">{element}</LangProvider>);

it("ProcessSteps shows the heading, the body and the steps as an ordered list, numbered, with their descriptions", () => {
  render(<ProcessSteps block={{ key: "process", heading: "Our Process", body: ["Four steps."] }} steps={steps} />);
  const region = screen.getByRole("region", { name: "Our Process" });
  expect(region).toHaveTextContent("Four steps.");
  const list = within(region).getByRole("list");
  expect(list.tagName).toBe("OL");
  expect(headings(3, list)).toEqual(steps.map((s, i) => `${i + 1}. ${s.title}`));
  for (const step of steps) expect(list).toHaveTextContent(step.description);
});

it("CtaSection shows the heading, the body and the link as a button", () => {
  render(
    <CtaSection block={{ key: "cta", heading: "Ready to transform?", body: ["Talk to us."], links: [{ label: "Get Started Today", path: "/contact" }] }} />,
  );
  const region = screen.getByRole("region", { name: "Ready to transform?" });
  expect(headings(2, region)).toEqual(["Ready to transform?"]);
  expect(region).toHaveTextContent("Talk to us.");
  expect(within(region).getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact/");
});

it("PageHero holds exactly one h1 with the heading, the eyebrow and the lead, and an image with its alt text only when given one, and any children", () => {
  const { rerender } = render(<PageHero heading="About Us" eyebrow="Who we are" lead="A Dubai consultancy." />);
  expect(headings(1)).toEqual(["About Us"]);
  expect(screen.getByText("Who we are")).toBeInTheDocument();
  expect(screen.getByText("A Dubai consultancy.")).toBeInTheDocument();
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
  rerender(
    <PageHero heading="Careers" image={fakeImage("/careers.jpg")} imageAlt="Team at work">
      <a href="/contact">Apply</a>
    </PageHero>,
  );
  expect(screen.getByRole("img", { name: "Team at work" })).toHaveAttribute("src", "/careers.jpg");
  expect(screen.getByRole("link", { name: "Apply" })).toBeInTheDocument();
});

it("IconCardGrid shows each item as a card with its title as a heading and its description, in the variant and columns asked for", () => {
  const { container } = render(<IconCardGrid items={values} variant="outlined" columns={2} />);
  expect(headings(3)).toEqual(values.map((v) => v.title));
  screen.getAllByRole("listitem").forEach((card, i) => expect(card).toHaveTextContent(values[i]!.description));
  expect(screen.getAllByRole("listitem")[0]).toHaveClass("border-2");
  expect(container.querySelector("ul")).not.toHaveClass("lg:grid-cols-4");
});

it("AboutBlock gives each figure before its label, as an Arabic label that follows its number is read", () => {
  const stats = [
    { value: "120+", label: "مشروعًا أنجزناه" },
    { value: "14", label: "دولة نخدمها" },
  ];
  render(<AboutBlock block={{ key: "about", heading: "من نحن", stats }} />);
  expect(texts(screen.getAllByRole("listitem"))).toEqual(["120+ مشروعًا أنجزناه", "14 دولة نخدمها"]);
});

const anArticle = article({ slug: "ai-readiness", title: "AI Readiness in 15 Days", tags: ["AI Integration", "Digital Transformation"] });

it("ArticleCard links the title and each tag to their pages, and shows the excerpt, the date, the author, the reading time and the image", () => {
  const { container } = render(<ArticleCard article={anArticle} />);
  expect(screen.getByRole("heading", { level: 2, name: anArticle.title })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: anArticle.title })).toHaveAttribute("href", "/insights/ai-readiness/");
  expect(screen.getByRole("link", { name: "AI Integration" })).toHaveAttribute("href", "/insights/tag/ai-integration/");
  expect(screen.getByRole("link", { name: "Digital Transformation" })).toHaveAttribute("href", "/insights/tag/digital-transformation/");
  expect(screen.getByText(anArticle.excerpt)).toBeInTheDocument();
  const time = container.querySelector("time")!;
  expect(time).toHaveTextContent("May 12, 2025");
  expect(time).toHaveAttribute("datetime", "2025-05-12");
  expect(screen.getByRole("article")).toHaveTextContent(`By ${anArticle.author}`);
  expect(screen.getByRole("article")).toHaveTextContent("4 min read");
  expect(screen.getByRole("img", { name: anArticle.imageAlt })).toBeInTheDocument();
});

it.each([
  ["ArticleCard", <ArticleCard key="a" article={anArticle} headingLevel="h3" />, 3, anArticle.title],
  ["ServiceGrid", <ServiceGrid key="s" services={services.slice(0, 1)} headingLevel="h2" />, 2, services[0]!.title],
])("%s uses the requested heading level", (_, element, level, name) => {
  render(element);
  expect(screen.getByRole("heading", { level, name })).toBeInTheDocument();
});

describe("CaseStudyCard", () => {
  const study = caseStudies[0]!;

  it("shows the title, client, industry, services by name, challenge, solution and results, and links to its page by a name that says which study", () => {
    render(<CaseStudyCard study={study} />);
    expect(screen.getByRole("heading", { level: 2, name: study.title })).toBeInTheDocument();
    expect(screen.getAllByRole("term").map((t) => [t.textContent, t.nextElementSibling?.textContent])).toEqual([
      ["Client", study.client],
      ["Industry", study.industry],
      ["Services", "Digital Transformation, Technology Consulting, Marketing & Social Media"],
    ]);
    expect(headings(3)).toEqual(["Challenge", "Solution", "Results"]);
    expect(screen.getByText(study.challenge)).toBeInTheDocument();
    expect(screen.getByText(study.solution)).toBeInTheDocument();
    expect(texts(within(screen.getByRole("list")).getAllByRole("listitem"))).toEqual(study.results);
    // jsdom's name computation puts a space before the visually hidden ': title'.
    const link = screen.getByRole("link", { name: /^Read the full case study ?: / });
    expect(link).toHaveAccessibleName(expect.stringContaining(study.title));
    expect(link).toHaveAttribute("href", `/case-studies/${study.slug}/`);
  });

  it("separates the services with the Arabic comma on an Arabic page", () => {
    const serviceRefs = ["التحول الرقمي", "الاستشارات التقنية", "التسويق"].map((title, i) => ({ slug: `s${i}`, title }));
    inArabic(<CaseStudyCard study={{ ...study, serviceRefs }} />);
    expect(screen.getByText("الخدمات").nextElementSibling).toHaveTextContent(/^التحول الرقمي، الاستشارات التقنية، التسويق$/);
  });

  it("uses the study's colour for its badge", () => {
    const { container } = render(<CaseStudyCard study={caseStudies.find((c) => c.color === "accent")!} />);
    expect(container.querySelector(".bg-accent-100")).not.toBeNull();
    expect(container.querySelector(".bg-primary-200")).toBeNull();
  });
});

it("TeamGrid shows each member's name, title, bio and portrait, and links their LinkedIn profile in a new tab with a name", () => {
  render(<TeamGrid members={team} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(team.length);
  for (const m of team) {
    expect(screen.getByRole("heading", { level: 3, name: m.name })).toBeInTheDocument();
    expect(screen.getByText(m.title)).toBeInTheDocument();
    expect(screen.getByText(m.bio)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: m.imageAlt })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: `${m.name} on LinkedIn (opens in a new tab)` });
    expect(link).toHaveAttribute("href", m.linkedin);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

it("ServiceGrid shows each service as a card with its title and description, linking its page with 'Learn More' made distinct for screen readers", () => {
  render(<ServiceGrid services={services} />);
  screen.getAllByRole("listitem").forEach((card, i) => {
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(services[i]!.title);
    expect(card).toHaveTextContent(services[i]!.description);
  });
  const links = screen.getAllByRole("link", { name: /^Learn More/ });
  expect(hrefs(links)).toEqual(services.map((s) => `/services/${s.slug}/`));
  expect(links[1]).toHaveAccessibleName("Learn More about Marketing & Social Media");
  for (const link of links) expect(link).toHaveTextContent(/^Learn More/);
});

it("A service's page has one h1, a back link, the image, the long description, the key features, 'Get Started', the process, the other services and a call to action", async () => {
  const service = services.find((s) => s.slug === "marketing")!;
  render(<GenericService serviceId={service.slug} services={services} steps={steps} blocks={blocks} />);
  expect(headings(1)).toEqual([service.title]);
  expect(screen.getByRole("link", { name: "Back to all services" })).toHaveAttribute("href", "/services/");
  expect(screen.getByRole("img", { name: service.imageAlt })).toHaveAttribute("src", "/images/service-marketing.png");
  expect(screen.getByText(service.longDescription)).toBeInTheDocument();
  expect(texts(within(within(section("Key Features")).getAllByRole("list")[0]!).getAllByRole("listitem"))).toEqual(service.features);
  expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
  expect(headings(3, section("How we work"))).toEqual(steps.map((s, i) => `${i + 1}. ${s.title}`));
  // The choice of the other services is relatedServices' (tests/unit/lib/services.test.ts).
  const related = within(section("Related Services")).getAllByRole("link", { name: /^Learn More/ });
  expect(hrefs(related)).toEqual(["/services/digital-transformation/", "/services/tech-consulting/", "/services/ai-integration/"]);
  // The call to action arrives with a chunk of its own.
  await screen.findByRole("heading", { name: "Book a consultation" });
  expect(within(section("Book a consultation")).getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact/");
  expect(screen.queryByText("Service Not Found")).not.toBeInTheDocument();
});

it.each(["quantum-computing", "digital"])("A service's page is the not-found message for %p", (serviceId) => {
  render(<GenericService serviceId={serviceId} services={services} steps={steps} blocks={blocks} />);
  expect(headings(1)).toEqual(["Service Not Found"]);
  expect(screen.getByText("The service you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/");
});
