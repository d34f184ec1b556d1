import * as React from "react";
import { CONTENT_ICON_PATHS, type IconName } from "../../lib/content/icon-names";
import Icon from "./icon";

/** An icon that content names (src/lib/content/icon-names.ts), drawn only by the sections that show one. */
export default function ContentIcon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <Icon icon={{ d: CONTENT_ICON_PATHS[name] }} size={size} className={className} />;
}
