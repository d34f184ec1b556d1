import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import ArticleCard from "../../../src/components/sections/article-card";
import CaseStudyCard from "../../../src/components/sections/case-study-card";
import TeamGrid from "../../../src/components/sections/team-grid";
import { LangProvider } from "../../../src/hooks/use-lang";
import { article, caseStudies, team } from "./content-fixture";

const inArabic = (element: React.ReactElement) => render(<LangProvider lang="ar">{element}</LangProvider>);

describe("ArticleCard", () => {
  const a = article({ slug: "ai-readiness", title: "AI Readiness in 15 Days", tags: ["AI Integration", "Digital Transformation"] });

  it("links the title and each tag to their pages, and shows the excerpt, the date, the author, the reading time and the image", () => {
    const { container } = render(<ArticleCard article={a} />);
    expect(screen.getByRole("heading", { level: 2, name: a.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: a.title })).toHaveAttribute("href", "/insights/ai-readiness/");
    expect(screen.getByRole("link", { name: "AI Integration" })).toHaveAttribute("href", "/insights/tag/ai-integration/");
    expect(screen.getByRole("link", { name: "Digital Transformation" })).toHaveAttribute("href", "/insights/tag/digital-transformation/");
    expect(screen.getByText(a.excerpt)).toBeInTheDocument();
    const time = container.querySelector("time")!;
    expect(time).toHaveTextContent("May 12, 2025");
    expect(time).toHaveAttribute("datetime", "2025-05-12");
    expect(screen.getByRole("article")).toHaveTextContent(`By ${a.author}`);
    expect(screen.getByRole("article")).toHaveTextContent("4 min read");
    expect(screen.getByRole("img", { name: a.imageAlt })).toBeInTheDocument();
  });

  it("uses the requested heading level", () => {
    render(<ArticleCard article={a} headingLevel="h3" />);
    expect(screen.getByRole("heading", { level: 3, name: a.title })).toBeInTheDocument();
  });
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
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Challenge", "Solution", "Results"]);
    expect(screen.getByText(study.challenge)).toBeInTheDocument();
    expect(screen.getByText(study.solution)).toBeInTheDocument();
    expect(
      within(screen.getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(study.results);
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

describe("TeamGrid", () => {
  it("shows each member's name, title, bio and portrait, and links their LinkedIn profile in a new tab with a name", () => {
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

  it("names the link in Arabic as the member's account on LinkedIn, not as two nouns side by side", () => {
    inArabic(<TeamGrid members={[{ ...team[0]!, name: "ليلى حداد" }]} />);
    expect(screen.getByRole("link")).toHaveAccessibleName("حساب ليلى حداد على LinkedIn (يُفتح في علامة تبويب جديدة)");
  });
});
