import * as React from "react";
import { Link } from "./local-link";
import { useMessages } from "../../hooks/use-lang";

export type ButtonVariant = "primary" | "secondary" | "outline";

const BASE =
  "hover-lift-button inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold no-underline disabled:cursor-not-allowed disabled:opacity-70";

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary-400 text-secondary-950 shadow-sm hover:bg-primary-300",
  secondary: "bg-secondary-900 text-white hover:bg-secondary-800",
  outline: "border-2 border-current bg-transparent hover:bg-secondary-900/5",
};

function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${BASE} ${BUTTON_VARIANTS[variant]} ${extra}`.trim();
}

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}

/** A link styled as a button: Gatsby's Link inside the site, a new tab outside it. */
export function LinkButton({ to, variant = "primary", className = "", onClick, children }: LinkButtonProps) {
  const messages = useMessages();
  if (/^https?:/.test(to))
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, className)}>
        {children}
        <span className="sr-only"> {messages.opensInNewTab}</span>
      </a>
    );
  return (
    <Link to={to} onClick={onClick} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
