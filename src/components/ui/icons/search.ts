// An icon that content names too (src/lib/content/icon-names.ts draws it from here), so it has a module of its own:
// a page that draws it carries no other icon with it.
import type { IconDef } from "../icon";

export const SEARCH: IconDef = { d: "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" };
