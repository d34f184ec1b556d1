import * as React from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { LANGS, type Lang } from "../../lib/language/i18n";
import { useLang, useMessages } from "../../hooks/use-lang";
import Header from "./header";
import { deferredHydration } from "../ui/deferred-hydration";
import HydrationBoundary from "../ui/hydration-boundary";

// Links only (and the footer's year, brought up to date once it runs): both work as the server wrote
// them, so they hydrate once their own chunk arrives, after the page's start-up scripts.
const Footer = deferredHydration(() => import(/* webpackChunkName: "footer" */ "./footer"));
const SideBar = deferredHydration(() => import(/* webpackChunkName: "side-bar" */ "./side-bar"));

interface LayoutProps {
  children: React.ReactNode;
  pathname: string;
  /** The query string, which the language switch keeps. */
  search?: string;
  /** The languages this page exists in; every language when omitted. */
  langs?: readonly Lang[];
}

/** The shell around every page: skip link, fixed top bar, the one main landmark, side bar and footer. */
export default function Layout({ children, pathname, search = "", langs = LANGS }: LayoutProps) {
  const messages = useMessages();
  const site = useSiteConfig(useLang());

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary-400 px-4 py-2 font-semibold text-secondary-950 focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {messages.skipToContent}
      </a>
      <HydrationBoundary>
        <Header
          siteTitle={site.siteTitle}
          logoMark={site.logoMark}
          navigation={site.navigation}
          socialLinks={site.socialLinks}
          pathname={pathname}
          languages={{ pathname, search, langs }}
        />
      </HydrationBoundary>
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <SideBar email={site.contact.email} phone={site.contact.phone} whatsapp={site.contact.whatsapp} />
      <Footer
        siteTitle={site.siteTitle}
        siteTagline={site.siteTagline}
        logoMark={site.logoMark}
        contact={site.contact}
        socialLinks={site.socialLinks}
        columns={site.footerLinks}
        buildYear={site.buildYear}
      />
    </>
  );
}
