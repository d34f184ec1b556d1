import * as React from "react";
import { useMessages } from "../../hooks/use-lang";
import Icon, { type IconDef } from "./icon";
import { FACEBOOK, INSTAGRAM, LINKEDIN, X_SOCIAL } from "./icons/brands";

export type SocialLinksData = Queries.SocialLinks;

const NETWORKS: readonly { key: keyof SocialLinksData; icon: IconDef }[] = [
  { key: "twitter", icon: X_SOCIAL },
  { key: "linkedin", icon: LINKEDIN },
  { key: "facebook", icon: FACEBOOK },
  { key: "instagram", icon: INSTAGRAM },
];

interface SocialLinksProps {
  links: SocialLinksData;
  className?: string;
  linkClassName?: string;
  iconSize?: number;
}

/** X, LinkedIn, Facebook and Instagram, each named for screen readers and opening in a new tab. */
export default function SocialLinks({ links, className = "", linkClassName = "", iconSize = 20 }: SocialLinksProps) {
  const messages = useMessages();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {NETWORKS.map(({ key, icon }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.social[key]} ${messages.opensInNewTab}`}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors duration-300 ${linkClassName}`}
          >
            <Icon icon={icon} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
