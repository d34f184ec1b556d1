import * as React from "react";
import Icon from "../ui/icon";
import { CHECK } from "../ui/icons/marks";

/** A service's key features as a checked list. */
export default function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((f) => (
        <li key={f} className="flex gap-3 text-secondary-800">
          <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-200 text-primary-900">
            <Icon icon={CHECK} size={16} />
          </span>
          {f}
        </li>
      ))}
    </ul>
  );
}
