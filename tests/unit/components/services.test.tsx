import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import GenericService from "../../../src/components/sections/generic-service";
import ServiceGrid from "../../../src/components/sections/service-grid";
import { serviceBlocks as blocks, services, steps } from "./content-fixture";

const section = (heading: string) => screen.getByRole("heading", { name: heading }).closest("section")!;
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const hrefs = (elements: HTMLElement[]) => elements.map((e) => e.getAttribute("href"));

describe("ServiceGrid", () => {
  it("shows each service as a card with its title and description, linking its page with 'Learn More' made distinct for screen readers", () => {
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

  it("uses the requested heading level", () => {
    render(<ServiceGrid services={services.slice(0, 1)} headingLevel="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: services[0]!.title })).toBeInTheDocument();
  });
});

describe("a service's page", () => {
  it("has one h1, a back link, the image, the long description, the key features, 'Get Started', the process, the other services and a call to action", async () => {
    const service = services.find((s) => s.slug === "marketing")!;
    render(<GenericService serviceId={service.slug} services={services} steps={steps} blocks={blocks} />);
    expect(texts(screen.getAllByRole("heading", { level: 1 }))).toEqual([service.title]);
    expect(screen.getByRole("link", { name: "Back to all services" })).toHaveAttribute("href", "/services/");
    expect(screen.getByRole("img", { name: service.imageAlt })).toHaveAttribute("src", "/images/service-marketing.png");
    expect(screen.getByText(service.longDescription)).toBeInTheDocument();
    expect(texts(within(within(section("Key Features")).getAllByRole("list")[0]!).getAllByRole("listitem"))).toEqual(service.features);
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
    expect(texts(within(section("How we work")).getAllByRole("heading", { level: 3 }))).toEqual(steps.map((s, i) => `${i + 1}. ${s.title}`));
    // The choice of the other services is relatedServices' (tests/unit/lib/services.test.ts).
    const related = within(section("Related Services")).getAllByRole("link", { name: /^Learn More/ });
    expect(hrefs(related)).toEqual(["/services/digital-transformation/", "/services/tech-consulting/", "/services/ai-integration/"]);
    // The call to action arrives with a chunk of its own.
    await screen.findByRole("heading", { name: "Book a consultation" });
    expect(within(section("Book a consultation")).getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact/");
    expect(screen.queryByText("Service Not Found")).not.toBeInTheDocument();
  });

  it.each(["quantum-computing", "digital"])("is the not-found message for %p", (serviceId) => {
    render(<GenericService serviceId={serviceId} services={services} steps={steps} blocks={blocks} />);
    expect(texts(screen.getAllByRole("heading", { level: 1 }))).toEqual(["Service Not Found"]);
    expect(screen.getByText("The service you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/");
  });
});
