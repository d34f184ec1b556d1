import * as React from "react";

export type CardVariant = "default" | "elevated" | "outlined";

export const CARD_VARIANTS: Record<CardVariant, string> = {
  default: "bg-white shadow-sm ring-1 ring-secondary-200",
  elevated: "bg-white shadow-xl shadow-secondary-900/10",
  outlined: "border-2 border-secondary-200 bg-transparent",
};

interface CardProps extends React.HTMLAttributes<HTMLElement> {
  variant?: CardVariant;
  /** Lift on hover; for cards that are themselves a link target. */
  interactive?: boolean;
  as?: "article" | "div" | "li" | "section";
}

export default function Card({ variant = "default", interactive = false, as: Tag = "div", className = "", ...rest }: CardProps) {
  return <Tag className={`rounded-2xl ${CARD_VARIANTS[variant]} ${interactive ? "hover-lift-card" : ""} ${className}`.trim()} {...rest} />;
}
