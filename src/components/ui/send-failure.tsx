import * as React from "react";
import { Button } from "./button";

interface SendFailureProps {
  message: string;
  retryLabel: string;
  mailLabel: string;
  /** A mailto: link with what the visitor typed, so the message can reach us another way. */
  mailto: string;
  /** The form to send again, with what it holds now. */
  form: React.RefObject<HTMLFormElement>;
  /** Light text on a dark band (the newsletter) or dark text on white (the contact form). */
  onDark?: boolean;
}

/**
 * What a form shows when its destination refused or could not be reached: what happened, a button to
 * send again and an email prefilled with what was typed. It takes focus when it appears, so a
 * keyboard or screen-reader user lands on the explanation and the two ways forward right after it;
 * role="alert" announces it to anyone whose focus is elsewhere.
 */
export default function SendFailure({ message, retryLabel, mailLabel, mailto, form, onDark = false }: SendFailureProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  // Sent again through the form's own submit, so the browser's validation and the form's checks run
  // on what the fields hold now. Focus moves first to the send button, which stays, since this
  // message and its button leave while the form sends.
  const retry = () => {
    const button = form.current?.querySelector<HTMLButtonElement>('button[type="submit"]');
    button?.focus();
    form.current?.requestSubmit(button ?? undefined);
  };
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`mt-6 rounded-xl px-4 py-3 ${onDark ? "bg-red-950 text-red-100 ring-1 ring-red-400" : "bg-red-50 text-red-900 ring-1 ring-red-300"}`}
    >
      <p className="font-semibold">{message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Button variant={onDark ? "primary" : "secondary"} onClick={retry}>
          {retryLabel}
        </Button>
        <a href={mailto} className={`font-semibold underline ${onDark ? "text-primary-300" : "text-accent-700 hover:text-accent-800"}`}>
          {mailLabel}
        </a>
      </div>
    </div>
  );
}
