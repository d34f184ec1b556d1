import { LANG_INFO, type Lang } from "../language/i18n";

/** For hosts without redirect rules: location.replace so Back skips it, meta refresh without JavaScript. */
export interface RedirectPageInput {
  to: string;
  siteUrl: string;
  title: string;
  heading: string;
  lead: string;
  linkLabel: string;
  /** English when omitted. */
  lang?: Lang;
}

const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Exported so the CSP step can hash it. */
export const redirectScript = (to: string): string => `location.replace(${JSON.stringify(to)}+location.search+location.hash)`;

export function redirectPageHtml(p: RedirectPageInput): string {
  const to = escapeHtml(p.to);
  return `<!DOCTYPE html>
<html lang="${LANG_INFO[p.lang ?? "en"].tag}" dir="${LANG_INFO[p.lang ?? "en"].dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(p.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(p.siteUrl + p.to)}">
<meta http-equiv="refresh" content="0; url=${to}">
<script>${redirectScript(p.to)}</script>
</head>
<body>
<main>
<h1>${escapeHtml(p.heading)}</h1>
<p>${escapeHtml(p.lead)}</p>
<p><a href="${to}">${escapeHtml(p.linkLabel)}</a></p>
</main>
</body>
</html>
`;
}
