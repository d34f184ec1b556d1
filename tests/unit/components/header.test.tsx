import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import Header from "../../../src/components/layout/header";
import { LangProvider } from "../../../src/hooks/use-lang";
import { arabicSiteConfig, siteConfig } from "./site-fixture";

/** The header of the home page in English, or in Arabic with that language's site settings. */
function renderHeader(lang: "en" | "ar" = "en") {
  const site = lang === "ar" ? arabicSiteConfig : siteConfig;
  const pathname = lang === "ar" ? "/ar/" : "/";
  return render(
    <LangProvider lang={lang}>
      <Header
        siteTitle={site.siteTitle}
        logoMark={site.logoMark}
        navigation={site.navigation}
        socialLinks={site.socialLinks}
        pathname={pathname}
        languages={{ pathname, langs: ["en", "ar"] }}
      />
    </LangProvider>,
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
    renderHeader("ar");
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
