import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import ServiceView from "../../../src/components/sections/service-view";
import { pageBlocks, services, steps } from "./content-fixture";

const blocks = pageBlocks("service");

function renderService(slug: string) {
  const service = services.find((s) => s.slug === slug)!;
  render(<ServiceView service={service} allServices={services} steps={steps} blocks={blocks} />);
  return service;
}

const section = (heading: string) => screen.getByRole("heading", { name: heading }).closest("section")!;

describe("ServiceView", () => {
  it("has one h1, the service title, and a back link to /services/", () => {
    const service = renderService("tech-consulting");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(service.title);
    expect(screen.getByRole("link", { name: "Back to all services" })).toHaveAttribute("href", "/services/");
  });

  it("shows the image with its alt text and the long description", () => {
    const service = renderService("marketing");
    expect(screen.getByRole("img", { name: service.imageAlt })).toHaveAttribute("src", "/images/service-marketing.png");
    expect(screen.getByText(service.longDescription)).toBeInTheDocument();
  });

  it("lists the five key features under 'Key Features'", () => {
    const service = renderService("ai-integration");
    const features = section("Key Features");
    const list = within(features).getAllByRole("list")[0]!;
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items).toEqual(service.features);
  });

  it("has a 'Get Started' link to /contact/", () => {
    renderService("marketing");
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
  });

  it("shows the four-step process in order", () => {
    renderService("marketing");
    const process = section("How we work");
    expect(
      within(process)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["1. Discovery & Assessment", "2. Strategy Development", "3. Implementation & Integration", "4. Optimization & Growth"]);
  });

  it.each([
    ["digital-transformation", ["marketing", "tech-consulting", "ai-integration"]],
    ["marketing", ["digital-transformation", "tech-consulting", "ai-integration"]],
    ["ai-integration", ["digital-transformation", "marketing", "tech-consulting"]],
  ])("on %s shows the three other services in content order, each linking to its page", (slug, expected) => {
    renderService(slug);
    const related = section("Related Services");
    const links = within(related).getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(expected.map((s) => `/services/${s}/`));
    expect(within(related).queryByText(services.find((s) => s.slug === slug)!.title)).not.toBeInTheDocument();
  });

  it("ends with a consultation call to action to /contact/", () => {
    renderService("marketing");
    const cta = section("Book a consultation");
    expect(within(cta).getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact/");
  });
});
