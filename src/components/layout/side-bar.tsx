import * as React from "react";
import { mailHref, phoneHref, whatsappHref } from "../../lib/content/contact-links";
import { useMessages } from "../../hooks/use-lang";
import Icon from "../ui/icon";
import { MAIL, PHONE, WHATSAPP } from "../ui/icons/contact";

interface SideBarProps {
  email: string;
  phone: string;
  whatsapp: string;
}

const ITEM = "flex h-12 w-12 items-center justify-center text-white transition-colors duration-300";

/** WhatsApp, email and call shortcuts pinned to the right edge of wide screens. */
export default function SideBar({ email, phone, whatsapp }: SideBarProps) {
  const messages = useMessages();
  return (
    // Physical right on purpose: where the specification puts it in English, and on the reading-start side in Arabic.
    <aside aria-label={messages.sideBar.label} className="on-dark fixed right-0 top-1/2 z-30 hidden -translate-y-1/2 lg:block">
      <ul className="flex flex-col overflow-hidden rounded-l-2xl shadow-lg">
        <li>
          <a
            href={whatsappHref(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.sideBar.whatsapp} ${messages.opensInNewTab}`}
            className={`${ITEM} bg-[#0d7a3a] hover:bg-[#0a6330]`}
          >
            <Icon icon={WHATSAPP} size={22} />
          </a>
        </li>
        <li>
          <a href={mailHref(email)} aria-label={messages.sideBar.email} className={`${ITEM} bg-accent-700 hover:bg-accent-800`}>
            <Icon icon={MAIL} size={22} />
          </a>
        </li>
        <li>
          <a href={phoneHref(phone)} aria-label={messages.sideBar.call} className={`${ITEM} bg-secondary-800 hover:bg-secondary-700`}>
            <Icon icon={PHONE} size={22} />
          </a>
        </li>
      </ul>
    </aside>
  );
}
