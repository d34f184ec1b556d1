// "gatsby" as the CMS's preview bundle sees it (gatsby/cms/preview-bundle.ts aliases it here). The
// real module is the page runtime (its loader, router and page data), which the preview pane has not
// got: a link in the preview is a plain link, which the pane opens in a new tab (Decap's <base target="_blank">).
import * as React from "react";
import type { GatsbyLinkProps } from "gatsby";

export function Link<TState>({
  to,
  children,
  activeClassName: _a,
  activeStyle: _s,
  partiallyActive: _p,
  state: _state,
  replace: _r,
  ...rest
}: GatsbyLinkProps<TState>) {
  return (
    <a {...(rest as React.AnchorHTMLAttributes<HTMLAnchorElement>)} href={to}>
      {children}
    </a>
  );
}

/** Gatsby's Babel plugin removes every query from the bundle; one that reaches here is a component the preview cannot render. */
export function graphql(): never {
  throw new Error("src/cms/gatsby.tsx: a GraphQL query reached the CMS preview; preview components take their data as props");
}

export function useStaticQuery(): never {
  return graphql();
}
