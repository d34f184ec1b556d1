// The Popover API's attributes, which React 18's types do not know yet. React 18 passes unknown
// lowercase attributes through to the DOM unchanged, so they are written as the HTML spells them.
// https://html.spec.whatwg.org/multipage/popover.html
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
