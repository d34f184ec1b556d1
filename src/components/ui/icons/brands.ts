// The social networks' marks: the header's and menu's links to them, the footer, the Contact page, the team.
import type { IconDef } from "../icon";

export const X_SOCIAL: IconDef = {
  d: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z",
  filled: true,
};
export const LINKEDIN: IconDef = {
  d: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z",
  filled: true,
};
export const FACEBOOK: IconDef = { d: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z", filled: true };
export const INSTAGRAM: IconDef = {
  d: "M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 2c-2.7 0-3.1 0-4.1.1-4.4.2-5.6 1.5-5.8 5.8C2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 4.3 1.5 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c4.3-.2 5.6-1.5 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-4.3-1.5-5.6-5.8-5.8C15.1 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 3.2.1 3.9 1 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.2 3.1-.9 3.9-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-3.2-.2-3.9-1-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4.1 4.8 4.8 4 8 3.9c1-.1 1.3-.1 4-.1z",
  filled: true,
};
