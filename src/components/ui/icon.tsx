import * as React from "react";

/**
 * One icon: its path on a 24px grid (stroke icons drawn after the Lucide set; brand marks filled),
 * and whether it points along the line. The interface's icons are constants in ui/icons/, imported by
 * the components that draw them, in modules grouped by the parts of the site that draw them: webpack
 * bundles a module whole wherever one of its icons is drawn, and menu.ts is in every page's start-up
 * script. The icons content names are ContentIcon's (content-icon.tsx).
 */
export interface IconDef {
  readonly d: string;
  /** A filled mark (brands) rather than a 2px stroke. */
  readonly filled?: boolean;
  /** Mirrored in right-to-left pages, so "next" still points the way the text reads. */
  readonly directional?: boolean;
}

interface IconProps {
  icon: IconDef;
  /** Pixel size; icons are decorative and hidden from assistive technology. */
  size?: number;
  className?: string;
}

/** An icon's SVG: decorative, hidden from assistive technology, drawn in the current text colour. */
export default function Icon({ icon: { d, filled = false, directional = false }, size = 24, className }: IconProps) {
  if (directional) className = `rtl:-scale-x-100 ${className ?? ""}`.trim();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
