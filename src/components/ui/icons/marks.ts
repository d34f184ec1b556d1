// Marks of single sections: feature ticks, the quote and carousel controls, downloads.
import type { IconDef } from "../icon";

export const CHECK: IconDef = { d: "M20 6L9 17l-5-5" };
export const QUOTE: IconDef = { d: "M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 6-4 6zM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 6-4 6z", filled: true };
export const DOWNLOAD: IconDef = { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" };
export const PAUSE: IconDef = { d: "M6 4h4v16H6zM14 4h4v16h-4z" };
export const PLAY: IconDef = { d: "M6 3l14 9-14 9z" };
