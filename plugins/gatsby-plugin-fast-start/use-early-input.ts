import * as React from "react";
import { takeOverEarlyInput } from "./early-input";

/** A ref for a component's outermost element: once hydrated, it takes over its early input (early-input.ts). */
export function useEarlyInput<T extends Element>(): React.RefObject<T> {
  const ref = React.useRef<T>(null);
  React.useEffect(() => (ref.current ? takeOverEarlyInput(ref.current) : undefined), []);
  return ref;
}
