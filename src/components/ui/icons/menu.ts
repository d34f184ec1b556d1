// The menu toggle's two states, drawn in every page's header.
import type { IconDef } from "../icon";

export const MENU: IconDef = { d: "M4 6h16M4 12h16M4 18h16" };
export const CLOSE: IconDef = { d: "M18 6L6 18M6 6l12 12" };
