import * as React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import Layout from "../../../src/components/layout/layout";
import { mockSiteQuery, siteConfig } from "./site-fixture";

describe("Layout (site configuration through useStaticQuery)", () => {
  beforeEach(() => mockSiteQuery());
  afterEach(() => (useStaticQuery as jest.Mock).mockReset());

  it("renders the shell around the page: skip link to #main, one main landmark, banner, side bar and footer", async () => {
    render(
      <Layout pathname="/about/">
        <h1>About us</h1>
      </Layout>,
    );
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    const mains = screen.getAllByRole("main");
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute("id", "main");
    expect(mains[0]).toContainElement(screen.getByRole("heading", { level: 1, name: "About us" }));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    // The side bar and the footer arrive with chunks of their own (they hydrate after the page).
    expect(await screen.findByRole("complementary", { name: "Quick contact" })).toBeInTheDocument();
    expect(await screen.findByRole("contentinfo")).toHaveTextContent(siteConfig.siteTagline);
  });

  it("fails loudly when the site configuration is missing", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ site: null, allSiteConfig: { nodes: [] } });
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Layout pathname="/">x</Layout>)).toThrow("content/site.en.json did not reach GraphQL");
    (console.error as jest.Mock).mockRestore();
  });
});
