import * as React from "react";
import { Link } from "../ui/local-link";
import { formatAddress, mailHref, mapsSearchHref, phoneDisplay, phoneHref, type AddressLike } from "../../lib/content/contact-links";
import { useLang, useMessages } from "../../hooks/use-lang";
import Icon from "../ui/icon";
import { MAIL, MAP_PIN, PHONE } from "../ui/icons/contact";
import Logo from "../ui/logo";
import type { SvgMark } from "../../lib/content/svg-mark";
import SocialLinks, { type SocialLinksData } from "../ui/social-links";
import type { NavItem } from "./mobile-menu";

interface FooterProps {
  siteTitle: string;
  siteTagline: string;
  /** The logo's drawing (the site settings' logoMark). */
  logoMark: SvgMark;
  contact: { email: string; phone: string; address: AddressLike };
  socialLinks: SocialLinksData;
  columns: readonly { title: string; links: readonly NavItem[] }[];
  /** The year the site was built; replaced by the visitor's current year after hydration. */
  buildYear: number;
}

const LINK = "hover-shift-link inline-block py-1 text-secondary-200 hover:text-primary-300";

export default function Footer({ siteTitle, siteTagline, logoMark, contact, socialLinks, columns, buildYear }: FooterProps) {
  const messages = useMessages();
  const lang = useLang();
  const [year, setYear] = React.useState(buildYear);
  React.useEffect(() => setYear(new Date().getFullYear()), []);
  const address = formatAddress(contact.address, lang);

  return (
    <footer className="on-dark bg-secondary-950 text-secondary-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:pl-8 lg:pr-16">
        <div className="lg:col-span-2">
          <Logo mark={logoMark} title={siteTitle} size="medium" className="text-white" />
          <p className="mt-3 max-w-sm text-secondary-300">{siteTagline}</p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-white">{messages.footer.contact}</h2>
          <address className="mt-3 space-y-2 not-italic">
            <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer" className="flex gap-2 text-secondary-200 hover:text-primary-300">
              <Icon icon={MAP_PIN} size={20} className="mt-0.5 shrink-0" />
              <span>
                {address}
                <span className="sr-only"> {messages.opensInNewTab}</span>
              </span>
            </a>
            <a href={mailHref(contact.email)} className="flex gap-2 text-secondary-200 hover:text-primary-300">
              <Icon icon={MAIL} size={20} className="shrink-0" />
              <bdi dir="ltr">{contact.email}</bdi>
            </a>
            <a href={phoneHref(contact.phone)} className="flex gap-2 text-secondary-200 hover:text-primary-300">
              <Icon icon={PHONE} size={20} className="shrink-0" />
              <bdi dir="ltr">{phoneDisplay(contact.phone)}</bdi>
            </a>
          </address>
          <SocialLinks links={socialLinks} className="mt-4 -ms-3" linkClassName="text-secondary-200 hover:text-primary-300 hover:bg-white/10" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={LINK}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-secondary-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:pl-8 lg:pr-16">
          <p>
            © {year} {siteTitle}. {messages.footer.rights}
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy-policy/" className="text-secondary-200 hover:text-primary-300">
                {messages.footer.privacy}
              </Link>
            </li>
            <li>
              <Link to="/careers/" className="text-secondary-200 hover:text-primary-300">
                {messages.footer.careers}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
