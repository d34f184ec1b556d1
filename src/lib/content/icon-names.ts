/**
 * Every icon name that content may use; the Icon component draws each one. Each is a valid GraphQL
 * name (letters, digits, underscores), since the GraphQL schema declares them as the enum IconName.
 */
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
  "trending_up",
  "clock",
  "gift",
  "cart",
  "heart_pulse",
  "chart",
  "factory",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
