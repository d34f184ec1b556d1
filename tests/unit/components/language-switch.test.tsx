import * as React from "react";
import { render, screen } from "@testing-library/react";
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

  it.each([
    ["ar", "/ar/services/marketing/", "", ["en", "ar"], "/services/marketing/"],
    ["ar", "/ar/", "", ["en", "ar"], "/"],
    ["en", "/", "", ["en", "ar"], "/ar/"],
    ["ar", "/ar/about", "", ["en", "ar"], "/about/"],
    ["ar", "/ar", "", ["en", "ar"], "/"],
    ["en", "/insights/page/2", "", ["en", "ar"], "/ar/insights/page/2/"],
    ["en", "/insights/", "?q=cloud&category=Data", ["en", "ar"], "/ar/insights/?q=cloud&category=Data"],
    ["ar", "/ar/insights/", "?q=cloud", ["en", "ar"], "/insights/?q=cloud"],
    // A page published in one language sends the visitor to its section in the other.
    ["en", "/insights/english-only-article/", "", ["en"], "/ar/insights/"],
    ["ar", "/ar/case-studies/arabic-only-story/", "", ["ar"], "/case-studies/"],
  ] as const)("links the %s page %s%s (in %j) to its twin's one URL, %s", (lang, pathname, search, langs, href) => {
    expect(renderSwitch(lang, pathname, search, [...langs])).toHaveAttribute("href", href);
  });
});
