import * as React from "react";
import { useFormDelivery } from "../../hooks/use-form-delivery";
import { FORM_DELIVERY, formMarkup, HONEYPOT_FIELD, mailtoHref, type FormDelivery } from "../../lib/forms/form-delivery";
import { useLang, useMessages } from "../../hooks/use-lang";
import { Button } from "../ui/button";
import SendFailure from "../ui/send-failure";
import { EARLY_INPUT, useEarlyInput } from "../../../plugins/gatsby-plugin-fast-start/browser";

type Field = "name" | "email" | "subject" | "message";
/** In the order of the form: the message in a text area, the last two across both columns. */
const FIELDS: readonly { key: Field; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { key: "name", type: "text", autoComplete: "name" },
  { key: "email", type: "email", autoComplete: "email" },
  { key: "subject", type: "text", wide: true },
  { key: "message", wide: true },
];

const INPUT =
  "mt-2 block w-full rounded-xl border-2 border-secondary-300 bg-white px-4 py-3 text-secondary-950 placeholder:text-secondary-500 focus:border-accent-600";

/** Defined by gatsby/forms/build.ts and used inline, so webpack drops the failure UI from simulating builds. */
declare const __CONTACT_FORM_SENDS__: boolean | undefined;
interface ContactFormProps {
  heading: string;
  body?: readonly string[] | null;
  email: string;
  delivery?: FormDelivery;
}

/**
 * Uncontrolled fields, so what is typed before hydration survives it, and an early send is replayed
 * (EARLY_INPUT). A failed send keeps the same form element, so nothing typed is lost.
 */
export default function ContactForm({ heading, body, email, delivery = FORM_DELIVERY }: ContactFormProps) {
  const messages = useMessages();
  const lang = useLang();
  const destination = delivery.forms.contact;
  const markup = formMarkup("contact", destination, lang, delivery.siteUrl);
  // Before useEarlyInput: a replayed early submit must find this hook's clock started.
  const { status, submit } = useFormDelivery("contact", destination);
  const root = useEarlyInput<HTMLElement>();
  const [mailto, setMailto] = React.useState(() => mailtoHref(email, "", ""));
  const formRef = React.useRef<HTMLFormElement>(null);

  // A browser words validation messages in its own interface language, not the page's.
  const ownMessages = lang !== "en";
  const validity = (key: Field) =>
    ownMessages
      ? {
          onInvalid: (e: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            const input = e.currentTarget;
            input.setCustomValidity(input.validity.valueMissing ? messages.contactForm.required : key === "email" ? messages.newsletter.invalidEmail : "");
          },
          onInput: (e: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => e.currentTarget.setCustomValidity(""),
        }
      : {};
  const field = (key: Field) => ({ id: `contact-${key}`, name: key, required: true, className: INPUT, ...validity(key) });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const data = new FormData(event.currentTarget);
    const text = (key: Field) => String(data.get(key) ?? "");
    setMailto(mailtoHref(email, text("subject"), messages.contactForm.mailBody(text("name"), text("email"), text("message"))));
    void submit(event.currentTarget);
  };

  return (
    <section
      ref={root}
      aria-labelledby="contact-form-heading"
      className="rounded-3xl bg-white p-6 shadow-xl shadow-secondary-900/10 ring-1 ring-secondary-200 sm:p-10"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-secondary-950">
        {heading}
      </h2>
      {body?.map((p) => (
        <p key={p} className="mt-2 text-secondary-700">
          {p}
        </p>
      ))}
      <div role="status">
        {status === "success" && <p className="mt-6 rounded-xl bg-primary-200 px-4 py-3 font-semibold text-secondary-950">{messages.contactForm.success}</p>}
      </div>
      {destination.kind === "none" && (
        <noscript>
          <p className="mt-4 rounded-xl bg-accent-50 px-4 py-3 text-accent-900">{messages.contactForm.noscript(email)}</p>
        </noscript>
      )}
      {(typeof __CONTACT_FORM_SENDS__ === "undefined" || __CONTACT_FORM_SENDS__) && status === "error" && (
        <SendFailure
          message={messages.contactForm.failed}
          retryLabel={messages.contactForm.retry}
          mailLabel={messages.contactForm.emailInstead}
          mailto={mailto}
          form={formRef}
        />
      )}
      {status !== "success" && (
        <form ref={formRef} {...markup.attrs} {...EARLY_INPUT} onSubmit={onSubmit} aria-busy={status === "sending"} className="mt-6 grid gap-5 sm:grid-cols-2">
          {markup.hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} defaultValue={value} />
          ))}
          {FIELDS.map(({ key, type, autoComplete, wide }) => (
            <div key={key} className={wide ? "sm:col-span-2" : undefined}>
              <label htmlFor={`contact-${key}`} className="font-medium text-secondary-900">
                {messages.contactForm[key]}
              </label>
              {key === "message" ? <textarea rows={6} {...field(key)} /> : <input type={type} autoComplete={autoComplete} {...field(key)} />}
            </div>
          ))}
          {/* Honeypot. */}
          <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{messages.contactForm.honeypot}</label>
            <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" aria-disabled={status === "sending"}>
              {status === "sending" ? messages.contactForm.sending : messages.contactForm.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
