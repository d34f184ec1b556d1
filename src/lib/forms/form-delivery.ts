// Where and how the forms deliver. Destinations are validated at build time (gatsby/forms/destinations.ts).
import { localePath, type Lang } from "../language/i18n";

export const FORM_NAMES = ["contact", "newsletter"] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** none: the specification's simulation. `processor`: whom the privacy policy names as receiving the data. */
export type FormDestination = { kind: "none" } | { kind: "netlify"; processor: string } | { kind: "endpoint"; url: string; processor: string };

export interface FormDelivery {
  /** SITE_URL without a trailing slash, for `_next`. */
  siteUrl: string;
  forms: Record<FormName, FormDestination>;
}

export const UNCONFIGURED: FormDelivery = { siteUrl: "", forms: { contact: { kind: "none" }, newsletter: { kind: "none" } } };

declare const __FORM_DELIVERY__: FormDelivery | undefined;

/** Set by DefinePlugin (gatsby/forms/build.ts); unit tests see UNCONFIGURED and pass a destination as a prop. */
export const FORM_DELIVERY: FormDelivery = typeof __FORM_DELIVERY__ === "undefined" ? UNCONFIGURED : __FORM_DELIVERY__;

/** A honeypot: bots that fill every field fill it. */
export const HONEYPOT_FIELD = "website";
/** How long the form was open, sent for the destination to check too. */
export const ELAPSED_FIELD = "_elapsed_ms";
/** Formspree's convention, which other endpoints follow: the redirect after a plain POST. */
const NEXT_FIELD = "_next";
const NETLIFY_FORM_FIELD = "form-name";

/** Sooner is a bot. The newsletter's single field may be autofilled, so its minimum is shorter. */
export const MIN_FILL_MS: Record<FormName, number> = { contact: 3000, newsletter: 2000 };

/** Where a form leads without JavaScript. */
export const thanksPath = (form: FormName, lang: Lang): string => localePath(`/${form}/thanks/`, lang);

export interface FormMarkup {
  attrs: Record<string, string>;
  hidden: [string, string][];
}

/**
 * Works without JavaScript. none: posts to itself (its <noscript> note gives the email address). Netlify: the
 * attributes its deploy detects in the built HTML, and form-name, which a script-rendered form needs.
 */
export function formMarkup(form: FormName, destination: FormDestination, lang: Lang, siteUrl: string): FormMarkup {
  const elapsed: [string, string] = [ELAPSED_FIELD, ""];
  switch (destination.kind) {
    case "none":
      return { attrs: { method: "post" }, hidden: [] };
    case "netlify":
      return {
        attrs: { name: form, method: "post", action: thanksPath(form, lang), "data-netlify": "true", "netlify-honeypot": HONEYPOT_FIELD },
        hidden: [[NETLIFY_FORM_FIELD, form], elapsed],
      };
    case "endpoint":
      return { attrs: { method: "post", action: destination.url }, hidden: [[NEXT_FIELD, `${siteUrl}${thanksPath(form, lang)}`], elapsed] };
  }
}

export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const PROCESSOR_PLACEHOLDER = "{processor}";

/**
 * So the policy says what this build's forms do. Chosen here, not in a GraphQL resolver: Gatsby keeps a query
 * result while its nodes are unchanged, but rebuilds every page when this constant changes.
 */
export function privacyText(item: { text: string; form?: FormName | null; textWhenSent?: string | null }, forms: Record<FormName, FormDestination>): string {
  if (!item.form || !item.textWhenSent) return item.text;
  const destination = forms[item.form];
  if (destination.kind === "none") return item.text;
  return item.textWhenSent.split(PROCESSOR_PLACEHOLDER).join(destination.processor);
}
