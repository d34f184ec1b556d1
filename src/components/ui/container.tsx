import * as React from "react";

/**
 * The layout container: centred, max width 7xl, with the page's side padding. From lg up the fixed
 * side bar (48 px, on the right in both languages) sits over the right edge, so the right padding
 * clears it: right-to-left text starts there.
 */
export default function Container({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:pl-8 lg:pr-16 ${className}`}>{children}</div>;
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string | null;
  heading: string;
  body?: readonly string[] | null;
  align?: "left" | "center";
  dark?: boolean;
}

export function SectionHeading({ id, eyebrow, heading, body, align = "left", dark = false }: SectionHeadingProps) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-primary-300" : "text-accent-700"}`}>{eyebrow}</p>}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-secondary-950"}`}>
        {heading}
      </h2>
      {body?.map((p) => (
        <p key={p} className={`mt-4 text-lg ${dark ? "text-secondary-200" : "text-secondary-700"}`}>
          {p}
        </p>
      ))}
    </div>
  );
}
