import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import Header from "../../../src/components/layout/header";
import { LangProvider } from "../../../src/hooks/use-lang";
import { arabicSiteConfig, siteConfig } from "./site-fixture";

function renderHeader() {
  return render(
    <Header
      siteTitle={siteConfig.siteTitle}
      logoMark={siteConfig.logoMark}
      navigation={siteConfig.navigation}
      socialLinks={siteConfig.socialLinks}
      pathname="/"
      languages={{ pathname: "/", langs: ["en", "ar"] }}
    />,
  );
}

describe("Header", () => {
  it("is the page's banner with the logo linking home", () => {
    renderHeader();
    const banner = screen.getByRole("banner");
    const home = within(banner).getByRole("link", { name: `${siteConfig.siteTitle}, Home` });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText(siteConfig.siteTitle)).toBeInTheDocument();
  });

  it("names the logo's link with the Arabic comma on an Arabic page", () => {
    render(
      <LangProvider lang="ar">
        <Header
          siteTitle={arabicSiteConfig.siteTitle}
          logoMark={arabicSiteConfig.logoMark}
          navigation={arabicSiteConfig.navigation}
          socialLinks={arabicSiteConfig.socialLinks}
          pathname="/ar/"
          languages={{ pathname: "/ar/", langs: ["en", "ar"] }}
        />
      </LangProvider>,
    );
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "تمكين ديجيتال، الرئيسية" })).toHaveAttribute("href", "/ar/");
  });

  it("shows the five navigation links from configuration in the main navigation", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Insights", "/insights/"],
      ["Contact", "/contact/"],
    ]);
  });

  it("has a 'Let's Talk' button to /contact/", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact/");
  });

  it("shows the social links (their names and new tab: ui.test.tsx)", () => {
    renderHeader();
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(Object.values(siteConfig.socialLinks)));
  });
});
