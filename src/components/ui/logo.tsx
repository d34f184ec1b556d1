import * as React from "react";
import type { SvgMark } from "../../lib/content/svg-mark";

type LogoSize = "small" | "default" | "medium" | "large" | "xlarge" | "xxlarge" | "xxxlarge";

/** Mark size in pixels and title text class for each of the specification's logo sizes. */
const LOGO_SIZES: Record<LogoSize, { mark: number; text: string }> = {
  small: { mark: 24, text: "text-sm" },
  default: { mark: 32, text: "text-lg" },
  medium: { mark: 40, text: "text-xl" },
  large: { mark: 48, text: "text-2xl" },
  xlarge: { mark: 64, text: "text-3xl" },
  xxlarge: { mark: 80, text: "text-4xl" },
  xxxlarge: { mark: 96, text: "text-5xl" },
};

interface LogoProps {
  /** The logo's drawing, from the site settings (logoMark). */
  mark: SvgMark;
  title: string;
  size?: LogoSize;
  /** Show the site title beside the mark. */
  withText?: boolean;
  className?: string;
}

const shape = ({ tag, attributes, children }: SvgMark, key?: number): React.ReactElement =>
  React.createElement(tag, { ...attributes, key }, ...children.map(shape));

/** The mark, drawn inline (no request on every page's first screen), beside the site's title or named by it. */
export default function Logo({ mark, title, size = "default", withText = true, className = "" }: LogoProps) {
  const { mark: px, text } = LOGO_SIZES[size];
  const name = withText ? { "aria-hidden": true } : { role: "img", "aria-label": title };
  return (
    <span className={`inline-flex items-center gap-2 whitespace-nowrap font-bold tracking-tight ${className}`}>
      <svg xmlns="http://www.w3.org/2000/svg" {...mark.attributes} width={px} height={px} focusable="false" {...name}>
        {mark.children.map(shape)}
      </svg>
      {withText && <span className={text}>{title}</span>}
    </span>
  );
}
