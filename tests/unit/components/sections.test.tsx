import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import AboutBlock from "../../../src/components/sections/about-block";
import CtaSection from "../../../src/components/sections/cta-section";
import IconCardGrid from "../../../src/components/sections/icon-card-grid";
import PageHero from "../../../src/components/sections/page-hero";
import ProcessSteps from "../../../src/components/sections/process-steps";
import { fakeImage, steps, values } from "./content-fixture";

const headings = (level: number, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole("heading", { level })
    .map((h) => h.textContent);

it("ProcessSteps shows the heading, the body and the steps as an ordered list, numbered, with their descriptions", () => {
  render(<ProcessSteps block={{ key: "process", heading: "Our Process", body: ["Four steps."] }} steps={steps} />);
  const region = screen.getByRole("region", { name: "Our Process" });
  expect(region).toHaveTextContent("Four steps.");
  const list = within(region).getByRole("list");
  expect(list.tagName).toBe("OL");
  expect(headings(3, list)).toEqual(steps.map((s, i) => `${i + 1}. ${s.title}`));
  within(list)
    .getAllByRole("listitem")
    .forEach((li, i) => expect(li).toHaveTextContent(steps[i]!.description));
});

it("CtaSection shows the heading, the body and the link as a button in the same tab", () => {
  render(
    <CtaSection block={{ key: "cta", heading: "Ready to transform?", body: ["Talk to us."], links: [{ label: "Get Started Today", path: "/contact" }] }} />,
  );
  const region = screen.getByRole("region", { name: "Ready to transform?" });
  expect(headings(2, region)).toEqual(["Ready to transform?"]);
  expect(region).toHaveTextContent("Talk to us.");
  const link = within(region).getByRole("link", { name: "Get Started Today" });
  expect(link).toHaveAttribute("href", "/contact/");
  expect(link).not.toHaveAttribute("target");
});

describe("PageHero", () => {
  it("holds exactly one h1 with the heading, the eyebrow and the lead, and no image unless given one", () => {
    render(<PageHero heading="About Us" eyebrow="Who we are" lead="A Dubai consultancy." />);
    expect(headings(1)).toEqual(["About Us"]);
    expect(screen.getByText("Who we are")).toBeInTheDocument();
    expect(screen.getByText("A Dubai consultancy.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows an image with its alt text, and any children", () => {
    render(
      <PageHero heading="Careers" image={fakeImage("/careers.jpg")} imageAlt="Team at work">
        <a href="/contact">Apply</a>
      </PageHero>,
    );
    expect(screen.getByRole("img", { name: "Team at work" })).toHaveAttribute("src", "/careers.jpg");
    expect(screen.getByRole("link", { name: "Apply" })).toBeInTheDocument();
  });
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
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["120+ مشروعًا أنجزناه", "14 دولة نخدمها"]);
});
