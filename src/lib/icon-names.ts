/** Every icon name that content may use; the Icon component draws each one. */
export const ICON_NAMES = [
  "transform",
  "megaphone",
  "cpu",
  "sparkles",
  "users",
  "handshake",
  "lightbulb",
  "award",
  "search",
  "map",
  "puzzle",
  "trending-up",
  "clock",
  "gift",
  "cart",
  "heart-pulse",
  "chart",
  "factory",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
