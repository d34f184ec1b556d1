import * as React from "react";
import { Link } from "./local-link";

const TONES = {
  /** On a white card. */
  light: "bg-accent-50 text-accent-800 hover:bg-accent-100",
  /** On the dark hero of an article. */
  dark: "bg-white/10 text-primary-200 hover:bg-white/20",
};

/** An article's tags as pills, each linking to its tag page. */
export default function TagLinks({
  tags,
  tone,
  className = "",
}: {
  tags: readonly { name: string; path: string }[];
  tone: keyof typeof TONES;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`.trim()}>
      {tags.map((t) => (
        <li key={t.path}>
          <Link to={t.path} className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${TONES[tone]}`}>
            {t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
