import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import ArticleCard from "../../../src/components/sections/article-card";
import CaseStudyCard from "../../../src/components/sections/case-study-card";
import TeamGrid from "../../../src/components/sections/team-grid";
import { LangProvider } from "../../../src/hooks/use-lang";
import { article, caseStudies, team } from "./content-fixture";

describe("ArticleCard", () => {
  const a = article({ slug: "ai-readiness", title: "AI Readiness in 15 Days", tags: ["AI Integration", "Digital Transformation"], author: "Omar Siddiqui" });

  it("links the title to /insights/{slug}/", () => {
    render(<ArticleCard article={a} />);
    expect(screen.getByRole("heading", { level: 2, name: a.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: a.title })).toHaveAttribute("href", "/insights/ai-readiness/");
  });

  it("links each tag to /insights/tag/{tag-with-dashes}/", () => {
    render(<ArticleCard article={a} />);
    expect(screen.getByRole("link", { name: "AI Integration" })).toHaveAttribute("href", "/insights/tag/ai-integration/");
    expect(screen.getByRole("link", { name: "Digital Transformation" })).toHaveAttribute("href", "/insights/tag/digital-transformation/");
  });

  it("shows the excerpt, the date (en-US, short month) with a machine-readable time, the author and the image", () => {
    const { container } = render(<ArticleCard article={a} />);
    expect(screen.getByText(a.excerpt)).toBeInTheDocument();
    const time = container.querySelector("time")!;
    expect(time).toHaveTextContent("May 12, 2025");
    expect(time).toHaveAttribute("datetime", "2025-05-12");
    expect(screen.getByRole("article")).toHaveTextContent("By Omar Siddiqui");
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

  it("shows title, client, industry and the services by name", () => {
    render(<CaseStudyCard study={study} />);
    expect(screen.getByRole("heading", { level: 2, name: study.title })).toBeInTheDocument();
    const terms = screen.getAllByRole("term").map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Client", study.client],
      ["Industry", study.industry],
      ["Services", "Digital Transformation, Technology Consulting, Marketing & Social Media"],
    ]);
  });

  it("separates the services with the Arabic comma on an Arabic page", () => {
    const arabic = {
      ...study,
      serviceRefs: ["التحول الرقمي", "الاستشارات التقنية", "التسويق ووسائل التواصل الاجتماعي"].map((title, i) => ({ slug: `s${i}`, title })),
    };
    render(
      <LangProvider lang="ar">
        <CaseStudyCard study={arabic} />
      </LangProvider>,
    );
    expect(screen.getByText("الخدمات").nextElementSibling).toHaveTextContent(/^التحول الرقمي، الاستشارات التقنية، التسويق ووسائل التواصل الاجتماعي$/);
  });

  it("shows Challenge, Solution and the Results list", () => {
    render(<CaseStudyCard study={study} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Challenge", "Solution", "Results"]);
    expect(screen.getByText(study.challenge)).toBeInTheDocument();
    expect(screen.getByText(study.solution)).toBeInTheDocument();
    const results = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(results).toEqual(study.results);
  });

  it("links to /case-studies/{id}/ with a name that says which study", () => {
    render(<CaseStudyCard study={study} />);
    // jsdom's name computation puts a space before the visually hidden ': title'.
    const link = screen.getByRole("link", { name: /^Read the full case study ?: / });
    expect(link).toHaveAccessibleName(expect.stringContaining(study.title));
    expect(link).toHaveAttribute("href", `/case-studies/${study.slug}/`);
  });

  it("uses the study's colour for its badge", () => {
    const accent = caseStudies.find((c) => c.color === "accent")!;
    const { container } = render(<CaseStudyCard study={accent} />);
    expect(container.querySelector(".bg-accent-100")).not.toBeNull();
    expect(container.querySelector(".bg-primary-200")).toBeNull();
  });
});

describe("TeamGrid", () => {
  it("shows each member's name, title, bio and portrait with alt text", () => {
    render(<TeamGrid members={team} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    for (const m of team) {
      expect(screen.getByRole("heading", { level: 3, name: m.name })).toBeInTheDocument();
      expect(screen.getByText(m.title)).toBeInTheDocument();
      expect(screen.getByText(m.bio)).toBeInTheDocument();
      const portrait = screen.getByRole("img", { name: m.imageAlt });
      expect(portrait.getAttribute("alt")).toMatch(new RegExp(m.name));
    }
  });

  it("links each member's LinkedIn profile in a new tab with a name", () => {
    render(<TeamGrid members={team} />);
    const m = team[0]!;
    const link = screen.getByRole("link", { name: `${m.name} on LinkedIn (opens in a new tab)` });
    expect(link).toHaveAttribute("href", m.linkedin);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("names the link in Arabic as the member's account on LinkedIn, not as two nouns side by side", () => {
    const member = { ...team[0]!, name: "ليلى حداد" };
    render(
      <LangProvider lang="ar">
        <TeamGrid members={[member]} />
      </LangProvider>,
    );
    expect(screen.getByRole("link")).toHaveAccessibleName("حساب ليلى حداد على LinkedIn (يُفتح في علامة تبويب جديدة)");
  });
});
