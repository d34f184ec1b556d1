import * as React from "react";
import { Link } from "../ui/local-link";
import { useLang, useMessages } from "../../hooks/use-lang";
import { joinList } from "../../lib/language/i18n";
import { LinkButton } from "../ui/button";
import Logo from "../ui/logo";
import type { SvgMark } from "../../lib/content/svg-mark";
import { SocialLinks } from "../ui/deferred-links";
import type { SocialLinksData } from "../ui/social-links";
import LanguageSwitch, { type LanguageSwitchProps } from "./language-switch";
import MobileMenu, { type NavItem } from "./mobile-menu";

interface HeaderProps {
  siteTitle: string;
  /** The logo's drawing (the site settings' logoMark), drawn inline: no request on the first screen. */
  logoMark: SvgMark;
  navigation: readonly NavItem[];
  socialLinks: SocialLinksData;
  pathname: string;
  /** Where the language switch leads: this page in the other language. */
  languages: LanguageSwitchProps;
}

export default function Header({ siteTitle, logoMark, navigation, socialLinks, pathname, languages }: HeaderProps) {
  const messages = useMessages();
  const lang = useLang();
  return (
    <header className="on-dark fixed inset-x-0 top-0 z-40 bg-secondary-950 text-white shadow-lg shadow-black/10">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={joinList([siteTitle, messages.home], lang)}>
          <Logo mark={logoMark} title={siteTitle} />
        </Link>
        <nav aria-label={messages.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className="rounded-full px-3 py-2 font-medium text-secondary-100 transition-colors duration-300 hover:text-primary-300 aria-[current=page]:text-primary-300"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SocialLinks links={socialLinks} className="hidden xl:flex" linkClassName="text-secondary-200 hover:text-primary-300" iconSize={18} />
          <LanguageSwitch
            {...languages}
            className="hidden min-h-11 items-center rounded-full px-3 font-medium text-secondary-100 transition-colors duration-300 hover:text-primary-300 sm:inline-flex"
          />
          <span className="hidden sm:block">
            <LinkButton to="/contact/" className="px-5 py-2">
              {messages.letsTalk}
            </LinkButton>
          </span>
          <MobileMenu navigation={navigation} socialLinks={socialLinks} pathname={pathname} languages={languages} />
        </div>
      </div>
    </header>
  );
}
