import * as React from "react";
import { useSimulatedSubmit } from "../../hooks/use-simulated-submit";
import { useSiteConfig } from "../../hooks/use-site-config";
import { useEarlyInput } from "../../lib/early-input";
import { isValidEmail } from "../../lib/forms";
import { useLang, useMessages } from "../../hooks/use-lang";
import { Button } from "../ui/button";
import Container from "../ui/container";

interface NewsletterProps {
  heading: string;
  body: string;
  /** Unique per page, for the field's id. */
  id?: string;
}

/**
 * The newsletter signup of Insights, articles and Guides. Nothing is sent anywhere. The field is
 * uncontrolled and the form held by the early-input script (`data-early`) until the app runs,
 * as the contact form is; after a success the form returns empty.
 */
export default function Newsletter({ heading, body, id = "newsletter" }: NewsletterProps) {
  const MESSAGES = useMessages();
  const [error, setError] = React.useState<string | null>(null);
  const { status, submit } = useSimulatedSubmit();
  const root = useEarlyInput<HTMLElement>();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email !== "string" || !isValidEmail(email)) {
      setError(MESSAGES.newsletter.invalidEmail);
      return;
    }
    setError(null);
    void submit();
  };

  return (
    <section ref={root} aria-labelledby={`${id}-heading`} className="on-dark rounded-3xl bg-secondary-950 p-8 text-white sm:p-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 text-secondary-200">{body}</p>
      <div role="status">
        {status === "success" && <p className="mt-6 rounded-xl bg-primary-300 px-4 py-3 font-semibold text-secondary-950">{MESSAGES.newsletter.success}</p>}
      </div>
      {status !== "success" && (
        <form method="post" noValidate data-early="" onSubmit={onSubmit} className="mt-6" aria-busy={status === "sending"}>
          <label htmlFor={inputId} className="block text-sm font-medium text-secondary-100">
            {MESSAGES.newsletter.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={MESSAGES.newsletter.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => {
                if (error) setError(null);
              }}
              className="min-h-12 w-full rounded-full border-2 border-secondary-600 bg-secondary-900 px-5 text-white placeholder:text-secondary-400 focus:border-primary-300 aria-[invalid=true]:border-red-400"
            />
            <Button type="submit" aria-disabled={status === "sending"} className="shrink-0">
              {status === "sending" ? MESSAGES.newsletter.sending : MESSAGES.newsletter.submit}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-3 font-medium text-red-300">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

/** The newsletter sign-up as a band of its own below a page's content, with the site's newsletter copy. */
export function NewsletterBand() {
  const site = useSiteConfig(useLang());
  return (
    <Container className="max-w-4xl py-16">
      <Newsletter heading={site.newsletter.heading} body={site.newsletter.body} />
    </Container>
  );
}
