import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import Seo, { SeoTagsProvider } from "../../../src/components/seo";
import SeoTags from "../../../src/components/seo-tags";
import { mockSiteQuery, siteConfig } from "./site-fixture";

const page = { location: { pathname: "/contact/" }, pageContext: { lang: "en" as const } };

describe("a Head's tags in the browser", () => {
  beforeEach(() => mockSiteQuery());
  afterEach(() => (useStaticQuery as jest.Mock).mockReset());

  it("arrive with their own chunk after the page: until it has loaded, the root Gatsby renders the Head in shows nothing new", async () => {
    render(
      <React.Suspense fallback={<p>loading the tags</p>}>
        <Seo page={page} title="Contact" description="Reach the office." />
      </React.Suspense>,
    );
    expect(screen.getByText("loading the tags")).toBeInTheDocument();
    expect(document.querySelector("title")).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector("title")?.textContent).toBe(`Contact | ${siteConfig.siteTitle}`);
  });

  it("are drawn at once where they are at hand, as on the server", () => {
    render(
      <SeoTagsProvider tags={SeoTags}>
        <Seo page={page} title="Contact" description="Reach the office." />
      </SeoTagsProvider>,
    );
    expect(document.querySelector("title")?.textContent).toBe(`Contact | ${siteConfig.siteTitle}`);
  });
});
