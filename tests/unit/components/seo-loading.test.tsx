import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type * as SeoModule from "../../../src/components/seo";
import { mockSiteQuery, siteConfig } from "./site-fixture";
import { freshModule } from "../support/fresh-module";

/** seo.tsx as the browser has it: a fresh copy, without the tags the unit tests' set-up draws at once. */
const browserSeo = () => freshModule(() => jest.requireActual<typeof SeoModule>("../../../src/components/seo"));

const page = { location: { pathname: "/contact/" }, pageContext: { lang: "en" as const } };

describe("a Head's tags in the browser", () => {
  beforeEach(() => mockSiteQuery());
  afterEach(() => (useStaticQuery as jest.Mock).mockReset());

  it("arrive with their own chunk after the page: until it has loaded, the root Gatsby renders the Head in shows nothing new", async () => {
    const { default: Seo } = browserSeo();
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
    const { default: Seo, renderSeoTagsAtOnce } = browserSeo();
    renderSeoTagsAtOnce(jest.requireActual("../../../src/components/seo-tags").default);
    render(<Seo page={page} title="Contact" description="Reach the office." />);
    expect(document.querySelector("title")?.textContent).toBe(`Contact | ${siteConfig.siteTitle}`);
  });
});
