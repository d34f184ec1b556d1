import * as React from "react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { PageVisibilityProvider } from "../../hooks/use-page-visible";
import Layout from "./layout";

export function wrapRootElement({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <PageVisibilityProvider>{element}</PageVisibilityProvider>;
}

export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
