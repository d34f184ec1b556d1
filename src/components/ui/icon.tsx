import * as React from "react";

/**
 * A path on a 24px grid (after Lucide). ui/icons/ modules are grouped by the parts of the site that draw them:
 * webpack bundles a module whole, and menu.ts is in every page's start-up script. Content icons: content-icon.tsx.
 */
export interface IconDef {
  readonly d: string;
  /** Brands: filled rather than a 2px stroke. */
  readonly filled?: boolean;
  /** Mirrored in RTL, so "next" points the way the text reads. */
  readonly directional?: boolean;
}

interface IconProps {
  icon: IconDef;
  size?: number;
  className?: string;
}

/** Decorative: hidden from assistive technology. */
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
