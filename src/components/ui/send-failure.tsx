import * as React from "react";
import { Button } from "./button";

interface SendFailureProps {
  message: string;
  retryLabel: string;
  mailLabel: string;
  /** Prefilled with what the visitor typed. */
  mailto: string;
  form: React.RefObject<HTMLFormElement>;
  onDark?: boolean;
}

/** Takes focus so keyboard and screen-reader users land on it; role="alert" for anyone focused elsewhere. */
export default function SendFailure({ message, retryLabel, mailLabel, mailto, form, onDark = false }: SendFailureProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  // Through the form's own submit, so validation runs on what the fields hold now. Focus moves first to the
  // send button, which stays while this message leaves.
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
