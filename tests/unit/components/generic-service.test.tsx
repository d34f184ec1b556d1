import * as React from "react";
import { render, screen } from "@testing-library/react";
import GenericService from "../../../src/components/sections/generic-service";
import { pageBlocks, services, steps } from "./content-fixture";

const blocks = pageBlocks("service");

describe("GenericService", () => {
  it("shows a known service in full", () => {
    render(<GenericService serviceId="tech-consulting" services={services} steps={steps} blocks={blocks} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Technology Consulting");
    expect(screen.getByRole("heading", { name: "Key Features" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
    expect(screen.queryByText("Service Not Found")).not.toBeInTheDocument();
  });

  it.each(["quantum-computing", "digital"])("shows the not-found message for %p", (serviceId) => {
    render(<GenericService serviceId={serviceId} services={services} steps={steps} blocks={blocks} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The service you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/");
  });
});
