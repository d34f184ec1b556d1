import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import Footer from "../../../src/components/layout/footer";
import { siteConfig } from "./site-fixture";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

const BUILD_YEAR = 2024;
const NOW_YEAR = 2031;

const footer = (
  <Footer
    siteTitle={siteConfig.siteTitle}
    siteTagline={siteConfig.siteTagline}
    logoMark={siteConfig.logoMark}
    contact={siteConfig.contact}
    socialLinks={siteConfig.socialLinks}
    columns={siteConfig.footerLinks}
    buildYear={BUILD_YEAR}
  />
);

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("Footer", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(`${NOW_YEAR}-03-15T12:00:00Z`) });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("has a headed link column for each configured one, each link at its page's one URL", () => {
    render(footer);
    for (const column of siteConfig.footerLinks) {
      expect(screen.getByRole("heading", { name: column.title })).toBeInTheDocument();
      expect(linksOf(screen.getByRole("navigation", { name: column.title }))).toEqual(column.links.map((l) => [l.name, `${l.path}/`]));
    }
  });

  it("shows the contact block: the address to a maps search in a new tab, email as mailto:, phone as tel: with non-digits stripped", () => {
    render(footer);
    const address = screen.getByRole("link", { name: /Dubai Design District, Dubai, United Arab Emirates/ });
    expect(address.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(address).toHaveAttribute("target", "_blank");
    expect(address).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "hello@tamkeen.ae" })).toHaveAttribute("href", "mailto:hello@tamkeen.ae");
    // The number may be shown with non-breaking spaces; the visitor reads the same digits.
    const phone = screen.getByRole("link", { name: (name) => name.replace(/\s+/g, " ") === "+971 4 555 0142" });
    expect(phone).toHaveAttribute("href", "tel:97145550142");
  });

  it("shows the social links (their names and new tab: ui.test.tsx)", () => {
    render(footer);
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(Object.values(siteConfig.socialLinks)));
  });

  it("shows the build year in the server-rendered HTML", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(footer);
    expect(page.textContent).toContain(`© ${BUILD_YEAR} ${siteConfig.siteTitle}. All rights reserved.`);
  });

  it("shows the visitor's current year after mount, with links to /privacy-policy/ and /careers/", () => {
    render(footer);
    const line = screen.getByText(/All rights reserved\./);
    expect(line).toHaveTextContent(`© ${NOW_YEAR} ${siteConfig.siteTitle}. All rights reserved.`);
    expect(line).not.toHaveTextContent(String(BUILD_YEAR));
    const bottom = line.parentElement!;
    expect(within(bottom).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    expect(within(bottom).getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers/");
  });
});
