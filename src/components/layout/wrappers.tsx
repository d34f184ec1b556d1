import * as React from "react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { LangProvider } from "../../hooks/use-lang";
import { PageVisibilityProvider } from "../../hooks/use-page-visible";
import { isLang, langOfPath } from "../../lib/i18n";
import Layout from "./layout";

export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <PageVisibilityProvider>{element}</PageVisibilityProvider>;
}

/** The page's language comes from its context (gatsby/create-pages.ts), else from its path (/ar/…). */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const fromContext = (props.pageContext as { lang?: unknown } | undefined)?.lang;
  const lang = isLang(fromContext) ? fromContext : langOfPath(props.location.pathname);
  return (
    <LangProvider lang={lang}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </LangProvider>
  );
}
