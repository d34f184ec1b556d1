import * as React from "react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { LangProvider } from "../../hooks/use-lang";
import { PageVisibilityProvider } from "../../hooks/use-page-visible";
import { LANGS, isLang, langOfPath } from "../../lib/language/i18n";
import Layout from "./layout";

export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <PageVisibilityProvider>{element}</PageVisibilityProvider>;
}

/** The page's language comes from its context (gatsby/pages/create-pages.ts), else from its path (/ar/…). */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as { lang?: unknown; langs?: unknown } | undefined;
  const lang = isLang(context?.lang) ? context.lang : langOfPath(props.location.pathname);
  const langs = Array.isArray(context?.langs) ? context.langs.filter(isLang) : [...LANGS];
  return (
    <LangProvider lang={lang}>
      <Layout pathname={props.location.pathname} search={props.location.search} langs={langs}>
        {element}
      </Layout>
    </LangProvider>
  );
}
