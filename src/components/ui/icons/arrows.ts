// Arrows and chevrons: they point along the line, so right-to-left pages mirror them.
import type { IconDef } from "../icon";

export const CHEVRON_LEFT: IconDef = { d: "M15 18l-6-6 6-6", directional: true };
export const CHEVRON_RIGHT: IconDef = { d: "M9 18l6-6-6-6", directional: true };
export const CHEVRON_DOWN: IconDef = { d: "M6 9l6 6 6-6" };
export const ARROW_LEFT: IconDef = { d: "M19 12H5M12 19l-7-7 7-7", directional: true };
export const ARROW_RIGHT: IconDef = { d: "M5 12h14M12 5l7 7-7 7", directional: true };
