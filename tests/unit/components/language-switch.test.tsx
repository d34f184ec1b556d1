import * as React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import LanguageSwitch from "../../../src/components/layout/language-switch";
import { LangProvider } from "../../../src/hooks/use-lang";
import type { Lang } from "../../../src/lib/language/i18n";

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

  it("links an Arabic page to its English twin", () => {
    expect(renderSwitch("ar", "/ar/services/marketing/")).toHaveAttribute("href", "/services/marketing/");
  });

  it("links the homes to each other", () => {
    expect(renderSwitch("ar", "/ar/")).toHaveAttribute("href", "/");
    cleanup();
    expect(renderSwitch("en", "/")).toHaveAttribute("href", "/ar/");
  });

  it.each([
    ["en", "/about", "/ar/about/"],
    ["ar", "/ar/about", "/about/"],
    ["ar", "/ar", "/"],
    ["en", "/insights/page/2", "/ar/insights/page/2/"],
  ] as const)("links to the twin's one URL from %s's path without its slash, %s", (lang, pathname, href) => {
    expect(renderSwitch(lang, pathname)).toHaveAttribute("href", href);
  });

  it("keeps the Insights search and category", () => {
    const link = renderSwitch("en", "/insights/", "?q=cloud&category=Data");
    expect(link).toHaveAttribute("href", "/ar/insights/?q=cloud&category=Data");
    expect(link).toHaveAttribute("lang", "ar");
    cleanup();
    expect(renderSwitch("ar", "/ar/insights/", "?q=cloud")).toHaveAttribute("href", "/insights/?q=cloud");
  });

  it("sends a page published in one language to its section in the other", () => {
    expect(renderSwitch("en", "/insights/english-only-article/", "", ["en"])).toHaveAttribute("href", "/ar/insights/");
    cleanup();
    expect(renderSwitch("ar", "/ar/case-studies/arabic-only-story/", "", ["ar"])).toHaveAttribute("href", "/case-studies/");
  });
});
