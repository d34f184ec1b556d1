import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import Footer from "../../../src/components/layout/footer";
import Header from "../../../src/components/layout/header";
import LanguageSwitch from "../../../src/components/layout/language-switch";
import Layout from "../../../src/components/layout/layout";
import SideBar from "../../../src/components/layout/side-bar";
import { LangProvider } from "../../../src/hooks/use-lang";
import type { Lang } from "../../../src/lib/language/i18n";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import { popoverLabels } from "../../../plugins/gatsby-plugin-fast-start/browser";
import { serverPage } from "../support/server-render";
import { arabicSiteConfig, mockSiteQuery, siteConfig } from "./site-fixture";

const linksOf = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);
/** Each social link is among the page's links `times` times (their names and new tab: ui.test.tsx). */
const expectSocialLinks = (times = 1) =>
  waitFor(() => {
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const href of Object.values(siteConfig.socialLinks)) expect(hrefs.filter((h) => h === href)).toHaveLength(times);
  });

describe("Header", () => {
  function renderHeader(lang: Lang) {
    const site = lang === "ar" ? arabicSiteConfig : siteConfig;
    const pathname = lang === "ar" ? "/ar/" : "/";
    const { siteTitle, logoMark, navigation, socialLinks } = site;
    render(
      <LangProvider lang={lang}>
        <Header {...{ siteTitle, logoMark, navigation, socialLinks, pathname }} languages={{ pathname, langs: ["en", "ar"] }} />
      </LangProvider>,
    );
    return screen.getByRole("banner");
  }

  it("is the page's banner with the logo linking home, and the configured navigation, 'Let's Talk' and the social links in its bar and in the phone's menu", async () => {
    const banner = renderHeader("en");
    const home = within(banner).getByRole("link", { name: `${siteConfig.siteTitle}, Home` });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText(siteConfig.siteTitle)).toBeInTheDocument();
    const navigation = siteConfig.navigation.map((l) => [l.name, l.path.replace(/\/?$/, "/")]);
    expect(linksOf(screen.getByRole("navigation", { name: "Main" }))).toEqual(navigation);
    expect(linksOf(screen.getByRole("navigation", { name: "Mobile" }))).toEqual(navigation);
    expect(screen.getAllByRole("link", { name: "Let's Talk" }).map((a) => a.getAttribute("href"))).toEqual(["/contact/", "/contact/"]);
    await expectSocialLinks(2);
    // The menu is a popover, which the browser opens, closes and exposes as expanded (keyboard.spec.ts); ARIA in
    // HTML forbids aria-expanded beside popovertarget.
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(toggle).not.toHaveAttribute("aria-expanded");
  });

  it("names the logo's link with the Arabic comma, and the menu's toggle in both its states, in Arabic on an Arabic page", () => {
    const banner = renderHeader("ar");
    expect(within(banner).getByRole("link", { name: "تمكين ديجيتال، الرئيسية" })).toHaveAttribute("href", "/ar/");
    const toggle = within(banner).getByRole("button", { name: MESSAGES_AR.openMenu });
    // The names the early-input script gives it before the app runs (first-input.spec.ts).
    const labels = popoverLabels(MESSAGES_AR.closeMenu, MESSAGES_AR.openMenu);
    for (const [attribute, label] of Object.entries(labels)) expect(toggle).toHaveAttribute(attribute, label);
  });
});

describe("Footer", () => {
  const BUILD_YEAR = 2024;
  const NOW_YEAR = 2031;
  const { siteTitle, siteTagline, logoMark, contact, socialLinks } = siteConfig;
  const footer = <Footer {...{ siteTitle, siteTagline, logoMark, contact, socialLinks }} columns={siteConfig.footerLinks} buildYear={BUILD_YEAR} />;

  beforeEach(() => jest.useFakeTimers({ now: new Date(`${NOW_YEAR}-03-15T12:00:00Z`) }));
  afterEach(() => jest.useRealTimers());

  it("has a headed link column for each configured one, the contact block, and the social links", async () => {
    render(footer);
    for (const column of siteConfig.footerLinks) {
      expect(screen.getByRole("heading", { name: column.title })).toBeInTheDocument();
      expect(linksOf(screen.getByRole("navigation", { name: column.title }))).toEqual(column.links.map((l) => [l.name, `${l.path}/`]));
    }
    // The maps link's query is contact-links' (tests/unit/lib/contact-links.test.ts).
    const address = screen.getByRole("link", { name: /Dubai Design District, Dubai, United Arab Emirates/ });
    expect(address.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(address).toHaveAttribute("target", "_blank");
    expect(address).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
    // The number may be shown with non-breaking spaces; the visitor reads the same digits.
    expect(screen.getByRole("link", { name: (name) => name.replace(/\s+/g, " ") === contact.phone })).toHaveAttribute("href", "tel:97145550142");
    await expectSocialLinks();
  });

  it("shows the build year in the server-rendered HTML, and the visitor's current year after mount beside the privacy and careers links", () => {
    expect(serverPage(footer).textContent).toContain(`© ${BUILD_YEAR} ${siteTitle}. All rights reserved.`);
    render(footer);
    const line = screen.getByText(/All rights reserved\./);
    expect(line).toHaveTextContent(`© ${NOW_YEAR} ${siteTitle}. All rights reserved.`);
    expect(linksOf(line.parentElement!)).toEqual([
      ["Privacy Policy", "/privacy-policy/"],
      ["Careers", "/careers/"],
    ]);
  });
});

it("SideBar is a labelled complementary landmark linking WhatsApp in a new tab, Email and Call", () => {
  const { email, phone, whatsapp } = siteConfig.contact;
  render(<SideBar {...{ email, phone, whatsapp }} />);
  const aside = screen.getByRole("complementary", { name: "Quick contact" });
  expect(within(aside).getAllByRole("link")).toHaveLength(3);
  const whatsApp = screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" });
  expect(whatsApp).toHaveAttribute("href", "https://wa.me/971505550142");
  expect(whatsApp).toHaveAttribute("target", "_blank");
  expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
  expect(screen.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${email}`);
  expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:97145550142");
});

it("Layout renders the shell around the page: skip link to #main, one main landmark holding the page's one h1, banner, side bar and footer", async () => {
  mockSiteQuery();
  render(
    <Layout pathname="/about/">
      <h1>About us</h1>
    </Layout>,
  );
  expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  // getByRole finds exactly one, or throws.
  expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1 }));
  expect(screen.getByRole("banner")).toBeInTheDocument();
  // The side bar and the footer arrive with chunks of their own (they hydrate after the page).
  expect(await screen.findByRole("complementary", { name: "Quick contact" })).toBeInTheDocument();
  expect(await screen.findByRole("contentinfo")).toHaveTextContent(siteConfig.siteTagline);
});

function renderSwitch(lang: Lang, pathname: string, search = "", langs: Lang[] = ["en", "ar"]) {
  render(
    <LangProvider lang={lang}>
      <LanguageSwitch pathname={pathname} search={search} langs={langs} />
    </LangProvider>,
  );
  return screen.getByRole("link");
}

describe("LanguageSwitch", () => {
  it("links an English page to its Arabic twin, named in Arabic with lang and hreflang", () => {
    const link = renderSwitch("en", "/about/");
    expect(link).toHaveAccessibleName("العربية");
    expect(link).toHaveAttribute("href", "/ar/about/");
    expect(link).toHaveAttribute("lang", "ar");
    expect(link).toHaveAttribute("hreflang", "ar");
  });

  // Each path's one form in each language is localePath's (tests/unit/lib/i18n.test.ts).
  it.each([
    ["ar", "/ar/", "", ["en", "ar"], "/"],
    ["en", "/insights/page/2", "?q=cloud&category=Data", ["en", "ar"], "/ar/insights/page/2/?q=cloud&category=Data"],
    // A page published in one language sends the visitor to its section in the other.
    ["en", "/insights/english-only-article/", "", ["en"], "/ar/insights/"],
    ["ar", "/ar/case-studies/arabic-only-story/", "", ["ar"], "/case-studies/"],
  ] as const)("links the %s page %s%s (in %j) to its twin's one URL, %s", (lang, pathname, search, langs, href) => {
    expect(renderSwitch(lang, pathname, search, [...langs])).toHaveAttribute("href", href);
  });
});
