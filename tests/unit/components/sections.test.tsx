import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import AboutBlock from "../../../src/components/sections/about-block";
import CtaSection from "../../../src/components/sections/cta-section";
import IconCardGrid from "../../../src/components/sections/icon-card-grid";
import PageHero from "../../../src/components/sections/page-hero";
import ProcessSteps from "../../../src/components/sections/process-steps";
import { fakeImage, steps, values } from "./content-fixture";

describe("ProcessSteps", () => {
  it("shows the heading, body and the four steps numbered in order with their descriptions", () => {
    render(<ProcessSteps block={{ key: "process", heading: "Our Process", body: ["Four steps."] }} steps={steps} />);
    const region = screen.getByRole("region", { name: "Our Process" });
    expect(region).toHaveTextContent("Four steps.");
    const items = within(within(region).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items.map((li) => within(li).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "1. Discovery & Assessment",
      "2. Strategy Development",
      "3. Implementation & Integration",
      "4. Optimization & Growth",
    ]);
    items.forEach((li, i) => expect(li).toHaveTextContent(steps[i]!.description));
    expect(within(region).getByRole("list").tagName).toBe("OL");
  });
});

describe("CtaSection", () => {
  it("shows the heading, the body and the link as a button", () => {
    render(
      <CtaSection block={{ key: "cta", heading: "Ready to transform?", body: ["Talk to us."], links: [{ label: "Get Started Today", path: "/contact" }] }} />,
    );
    const region = screen.getByRole("region", { name: "Ready to transform?" });
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("Ready to transform?");
    expect(region).toHaveTextContent("Talk to us.");
    const link = within(region).getByRole("link", { name: "Get Started Today" });
    expect(link).toHaveAttribute("href", "/contact/");
    expect(link).not.toHaveAttribute("target");
  });
});

describe("PageHero", () => {
  it("holds exactly one h1 with the heading, and the eyebrow and lead", () => {
    render(<PageHero heading="About Us" eyebrow="Who we are" lead="A Dubai consultancy." />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Us");
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
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});

describe("IconCardGrid", () => {
  it("shows each item as a card with its title as a heading and its description", () => {
    render(<IconCardGrid items={values} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Client-Focused", "Collaborative", "Innovative", "Excellence"]);
    const cards = screen.getAllByRole("listitem");
    cards.forEach((card, i) => expect(card).toHaveTextContent(values[i]!.description));
  });

  it("applies the card variant and the column count", () => {
    const { container } = render(<IconCardGrid items={values} variant="outlined" columns={2} />);
    expect(screen.getAllByRole("listitem")[0]).toHaveClass("border-2");
    expect(container.querySelector("ul")).not.toHaveClass("lg:grid-cols-4");
  });
});

describe("AboutBlock", () => {
  it("gives each figure before its label, as an Arabic label that follows its number is read", () => {
    const stats = [
      { value: "120+", label: "مشروعًا أنجزناه" },
      { value: "14", label: "دولة نخدمها" },
    ];
    render(<AboutBlock block={{ key: "about", heading: "من نحن", stats }} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["120+ مشروعًا أنجزناه", "14 دولة نخدمها"]);
  });
});
