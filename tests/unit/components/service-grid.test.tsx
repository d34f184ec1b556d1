import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import ServiceGrid from "../../../src/components/sections/service-grid";
import { services } from "./content-fixture";

describe("ServiceGrid", () => {
  it("shows the four services as cards with title and description", () => {
    render(<ServiceGrid services={services} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(services[i]!.title);
      expect(card).toHaveTextContent(services[i]!.description);
    });
  });

  it("links each card to /services/{slug}/ with 'Learn More', made distinct for screen readers", () => {
    render(<ServiceGrid services={services} />);
    const links = screen.getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/services/digital-transformation/",
      "/services/marketing/",
      "/services/tech-consulting/",
      "/services/ai-integration/",
    ]);
    expect(links[1]).toHaveAccessibleName("Learn More about Marketing & Social Media");
    for (const link of links) expect(link).toHaveTextContent(/^Learn More/);
  });

  it("uses the requested heading level", () => {
    render(<ServiceGrid services={services.slice(0, 1)} headingLevel="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: services[0]!.title })).toBeInTheDocument();
  });
});
