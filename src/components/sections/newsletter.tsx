import * as React from "react";
import { useFormDelivery } from "../../hooks/use-form-delivery";
import { useSiteConfig } from "../../hooks/use-site-config";
import { FORM_DELIVERY, formMarkup, HONEYPOT_FIELD, mailtoHref, type FormDelivery } from "../../lib/forms/form-delivery";
import { isValidEmail } from "../../lib/forms/forms";
import { useLang, useMessages } from "../../hooks/use-lang";
import { Button } from "../ui/button";
import Container from "../ui/container";
import SendFailure from "../ui/send-failure";
import { EARLY_INPUT, useEarlyInput } from "../../../plugins/gatsby-plugin-fast-start/browser";

/** As __CONTACT_FORM_SENDS__ (contact-form.tsx). */
declare const __NEWSLETTER_FORM_SENDS__: boolean | undefined;
interface NewsletterProps {
  heading: string;
  body: string;
  /** For subscribing by email when a send fails. */
  email: string;
  /** Unique per page. */
  id?: string;
  delivery?: FormDelivery;
}

/** Delivers and holds early input as the contact form does. */
export default function Newsletter({ heading, body, email, id = "newsletter", delivery = FORM_DELIVERY }: NewsletterProps) {
  const messages = useMessages();
  const lang = useLang();
  const [error, setError] = React.useState<string | null>(null);
  const destination = delivery.forms.newsletter;
  const markup = formMarkup("newsletter", destination, lang, delivery.siteUrl);
  // Before useEarlyInput: a replayed early submit must find this hook's clock started.
  const { status, submit } = useFormDelivery("newsletter", destination);
  const root = useEarlyInput<HTMLElement>();
  const [mailto, setMailto] = React.useState("");
  const formRef = React.useRef<HTMLFormElement>(null);
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const address = new FormData(event.currentTarget).get("email");
    if (typeof address !== "string" || !isValidEmail(address)) {
      setError(messages.newsletter.invalidEmail);
      return;
    }
    setError(null);
    setMailto(mailtoHref(email, messages.newsletter.mailSubject, messages.newsletter.mailBody(address.trim())));
    void submit(event.currentTarget);
  };

  return (
    // A container query: the same box is a 20rem column beside the Insights listing and a band across an
    // article. The field stays wide enough for a whole address; the button goes beside it only where both fit.
    <section ref={root} aria-labelledby={`${id}-heading`} className="on-dark @container rounded-3xl bg-secondary-950 text-white">
      <div className="px-4 py-6 @xs:px-5 @sm:px-6 @md:p-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mt-3 text-secondary-200">{body}</p>
        <div role="status">
          {status === "success" && <p className="mt-6 rounded-xl bg-primary-300 px-4 py-3 font-semibold text-secondary-950">{messages.newsletter.success}</p>}
        </div>
        {(typeof __NEWSLETTER_FORM_SENDS__ === "undefined" || __NEWSLETTER_FORM_SENDS__) && status === "error" && (
          <SendFailure
            message={messages.newsletter.failed}
            retryLabel={messages.newsletter.retry}
            mailLabel={messages.newsletter.emailInstead}
            mailto={mailto}
            form={formRef}
            onDark
          />
        )}
        {status !== "success" && (
          <form ref={formRef} {...markup.attrs} noValidate {...EARLY_INPUT} onSubmit={onSubmit} className="mt-6" aria-busy={status === "sending"}>
            {markup.hidden.map(([name, value]) => (
              <input key={name} type="hidden" name={name} defaultValue={value} />
            ))}
            <label htmlFor={inputId} className="block text-sm font-medium text-secondary-100">
              {messages.newsletter.emailLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 @xl:flex-row">
              <input
                id={inputId}
                name="email"
                type="email"
                autoComplete="email"
                required
                placeholder={messages.newsletter.placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => {
                  if (error) setError(null);
                }}
                className="min-h-12 w-full min-w-0 rounded-full border-2 border-secondary-600 bg-secondary-900 px-2 text-white placeholder:text-secondary-400 focus:border-primary-300 aria-[invalid=true]:border-red-400 @xs:px-4 @md:px-5"
              />
              <Button type="submit" aria-disabled={status === "sending"} className="shrink-0">
                {status === "sending" ? messages.newsletter.sending : messages.newsletter.submit}
              </Button>
            </div>
            {error && (
              <p id={errorId} role="alert" className="mt-3 font-medium text-red-300">
                {error}
              </p>
            )}
            {/* Honeypot. */}
            <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
              <label htmlFor={`${id}-website`}>{messages.newsletter.honeypot}</label>
              <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

export function NewsletterBand() {
  const site = useSiteConfig(useLang());
  return (
    <Container className="max-w-4xl py-16">
      <Newsletter heading={site.newsletter.heading} body={site.newsletter.body} email={site.contact.email} />
    </Container>
  );
}
