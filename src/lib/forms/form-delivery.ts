/**
 * Where the contact form and the newsletter deliver, and how: the markup that works without
 * JavaScript, the request the page's script sends, and the spam checks made before it. Pure
 * functions; the destinations are validated at build time (gatsby/forms/destinations.ts) and reach
 * the browser as one constant, FORM_DELIVERY.
 */
import { localePath, type Lang } from "../language/i18n";

export const FORM_NAMES = ["contact", "newsletter"] as const;
export type FormName = (typeof FORM_NAMES)[number];

/**
 * One form's destination: none (the specification's simulation), Netlify Forms (detected in the
 * built HTML, posted to `/`), or any endpoint that accepts a POST of the form's fields.
 * `processor` is the name the privacy policy gives whoever receives the data.
 */
export type FormDestination = { kind: "none" } | { kind: "netlify"; processor: string } | { kind: "endpoint"; url: string; processor: string };

export interface FormDelivery {
  /** The site's absolute URL without a trailing slash (SITE_URL), for the thank-you page's address in `_next`. */
  siteUrl: string;
  forms: Record<FormName, FormDestination>;
}

export const UNCONFIGURED: FormDelivery = { siteUrl: "", forms: { contact: { kind: "none" }, newsletter: { kind: "none" } } };

declare const __FORM_DELIVERY__: FormDelivery | undefined;

/**
 * This build's destinations, replaced by webpack's DefinePlugin with the validated value
 * (gatsby/forms/build.ts). Unit tests have no build: they see UNCONFIGURED and pass a destination
 * to the components as a prop.
 */
export const FORM_DELIVERY: FormDelivery = typeof __FORM_DELIVERY__ === "undefined" ? UNCONFIGURED : __FORM_DELIVERY__;

/** The honeypot: a field people never see or reach, which bots that fill every field fill. */
export const HONEYPOT_FIELD = "website";
/** How long the form was open before it was sent, in milliseconds, for the destination to check too. */
export const ELAPSED_FIELD = "_elapsed_ms";
/** Formspree's convention, which other endpoints follow: where to send the visitor after a plain form POST. */
const NEXT_FIELD = "_next";
/** Netlify's hidden field naming the form a submission belongs to. */
const NETLIFY_FORM_FIELD = "form-name";

/**
 * A send sooner than this after the form became usable is a bot's: no person types a message that
 * fast. The newsletter's single field, which a browser may autofill, gets a shorter minimum.
 */
export const MIN_FILL_MS: Record<FormName, number> = { contact: 3000, newsletter: 2000 };

/** The thank-you page a form leads to without JavaScript, in the page's language: /contact/thanks/, /ar/newsletter/thanks/. */
export const thanksPath = (form: FormName, lang: Lang): string => localePath(`/${form}/thanks/`, lang);

export interface FormMarkup {
  /** Attributes of the <form> element. */
  attrs: Record<string, string>;
  /** Hidden fields, as name and value. */
  hidden: [string, string][];
}

/**
 * The <form> element for a destination, so that it works without JavaScript:
 * - none: posts to the page itself, as the specification's simulation always has (its <noscript>
 *   note says the form needs JavaScript and gives the email address);
 * - Netlify: the attributes Netlify's deploy looks for in the built HTML (name, data-netlify,
 *   netlify-honeypot), the hidden form-name a form rendered by script needs, and the thank-you page
 *   as the action, where Netlify sends the visitor after storing the submission;
 * - an endpoint: the endpoint as the action, and `_next` naming our thank-you page.
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

/** A mailto: link with its subject and body filled in, each encoded so any text survives. */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The placeholder a privacy text names its form's processor with. */
const PROCESSOR_PLACEHOLDER = "{processor}";

/**
 * The text a privacy-policy term shows in this build. A term about a form has one text for a
 * simulated form and one for a form that delivers (`textWhenSent`, naming the processor), so the
 * policy says what the build does. Chosen here, from the same constant the forms read, rather than in
 * a GraphQL resolver: Gatsby keeps a page's query result between builds while its nodes are unchanged,
 * but rebuilds every page when this constant changes.
 */
export function privacyText(item: { text: string; form?: FormName | null; textWhenSent?: string | null }, forms: Record<FormName, FormDestination>): string {
  if (!item.form || !item.textWhenSent) return item.text;
  const destination = forms[item.form];
  if (destination.kind === "none") return item.text;
  return item.textWhenSent.split(PROCESSOR_PLACEHOLDER).join(destination.processor);
}
