import * as React from "react";
import { Link } from "./local-link";
import { useMessages } from "../../hooks/use-lang";
import Icon from "./icon";
import { ARROW_RIGHT } from "./icons/arrows";

/** 'Learn more' with an arrow, named for assistive technology by what it leads to ('Learn more about …'). */
export default function LearnMoreLink({ to, title, className = "" }: { to: string; title: string; className?: string }) {
  const messages = useMessages();
  return (
    <Link to={to} className={`hover-shift-link inline-flex items-center gap-1 font-semibold text-accent-700 hover:text-accent-800 ${className}`}>
      {messages.learnMore}
      <span className="sr-only">{messages.about(title)}</span>
      <Icon icon={ARROW_RIGHT} size={18} />
    </Link>
  );
}
