// An icon that content names too (src/lib/content/icon-names.ts draws it from here), so it has a module of its own:
// a page that draws it carries no other icon with it.
import type { IconDef } from "../icon";

export const CLOCK: IconDef = { d: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2" };
