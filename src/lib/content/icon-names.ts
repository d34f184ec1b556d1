import { CLOCK } from "../../components/ui/icons/clock";
import { SEARCH } from "../../components/ui/icons/search";

/**
 * Every icon content may name, and its drawing (ui/content-icon.tsx): stroke paths on a 24px grid after the
 * Lucide set, like the interface's own (ui/icons/), which draws two of them too. Each name is a valid GraphQL
 * name (letters, digits, underscores), since the GraphQL schema declares them as the enum IconName.
 */
export const CONTENT_ICON_PATHS = {
  transform: "M3 7h11M10 3l4 4-4 4M21 17H10M14 13l-4 4 4 4",
  megaphone: "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12",
  cpu: "M9 9h6v6H9zM5 5h14v14H5zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3",
  sparkles: "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z",
  users: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  handshake: "M11 17l2 2a1.4 1.4 0 0 0 2-2M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2L15 11M2 11l5-5 4 1 3-2 3 1 5 5-4 4M7 6l-5 5 6 6 2-2",
  lightbulb: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9L7 22l5-3 5 3-1.2-8.1",
  search: SEARCH.d,
  map: "M9 3L3 6v15l6-3 6 3 6-3V3l-6 3-6-3zM9 3v15M15 6v15",
  puzzle: "M19.4 14.6a2 2 0 1 0-2.8-2.8L15 10.2V7h-3.2l-1.6-1.6a2 2 0 1 0-2.8 2.8L9 9.8V13H4v7h7v-5h3.2z",
  trending_up: "M22 7l-8.5 8.5-5-5L2 17M16 7h6v6",
  clock: CLOCK.d,
  gift: "M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z",
  cart: "M9 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM20 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6",
  heart_pulse: "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 12 5 5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7zM3.2 12H9l1-2 2 4 1-2h7.8",
  chart: "M3 3v18h18M7 16v-4M12 16V8M17 16v-7",
  factory: "M2 20V8l6 4V8l6 4V4h4l2 16zM17 17h1M12 17h1M7 17h1",
};

export type IconName = keyof typeof CONTENT_ICON_PATHS;
/** In the order the CMS offers them. */
export const ICON_NAMES = Object.keys(CONTENT_ICON_PATHS) as [IconName, ...IconName[]];
