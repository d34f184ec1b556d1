import * as React from "react";

export type LogoSize = "small" | "default" | "medium" | "large" | "xlarge" | "xxlarge" | "xxxlarge";

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
  src: string;
  title: string;
  size?: LogoSize;
  /** Show the site title beside the mark. */
  withText?: boolean;
  className?: string;
}

export default function Logo({ src, title, size = "default", withText = true, className = "" }: LogoProps) {
  const { mark, text } = LOGO_SIZES[size];
  return (
    <span className={`inline-flex items-center gap-2 whitespace-nowrap font-bold tracking-tight ${className}`}>
      <img src={src} width={mark} height={mark} alt={withText ? "" : title} />
      {withText && <span className={text}>{title}</span>}
    </span>
  );
}
