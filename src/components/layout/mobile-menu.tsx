import * as React from "react";
import { Link } from "../ui/local-link";
import { useMessages } from "../../hooks/use-lang";
import { LinkButton } from "../ui/button";
import Icon from "../ui/icon";
import { CLOSE, MENU } from "../ui/icons/menu";
import { SocialLinks } from "../ui/deferred-links";
import type { SocialLinksData } from "../ui/social-links";
import LanguageSwitch, { type LanguageSwitchProps } from "./language-switch";
import { popoverLabels, useEarlyInput } from "../../../plugins/gatsby-plugin-fast-start/browser";

export type NavItem = Queries.NavLink;

interface MobileMenuProps {
  navigation: readonly NavItem[];
  socialLinks: SocialLinksData;
  /** Closed whenever this changes. */
  pathname: string;
  languages: LanguageSwitchProps;
}

const PANEL_ID = "mobile-menu";
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

const isOpen = (panel: HTMLElement) => typeof panel.showPopover === "function" && panel.matches(":popover-open");

/**
 * A popover, so it works from the first paint with or without JavaScript. No `aria-expanded`: ARIA in HTML
 * forbids it beside `popovertarget`, which the browser already exposes. Before hydration the early-input script
 * keeps the toggle's name in step; after, React adds a focus trap and returns focus to the toggle on close.
 */
export default function MobileMenu({ navigation, socialLinks, pathname, languages }: MobileMenuProps) {
  const messages = useMessages();
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  // Taking over stops the early-input script's own updates of the toggle's name.
  const root = useEarlyInput<HTMLDivElement>();

  const hide = React.useCallback(() => {
    const panel = panelRef.current;
    if (panel && isOpen(panel)) panel.hidePopover();
  }, []);

  const close = React.useCallback(() => {
    hide();
    toggleRef.current?.focus();
  }, [hide]);

  // It may have been opened before hydration.
  React.useEffect(() => {
    const panel = panelRef.current!;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    setOpen(isOpen(panel));
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  const shownPath = React.useRef(pathname);
  React.useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide();
  }, [pathname, hide]);

  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current || !toggleRef.current) return;
      const items = [toggleRef.current, ...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!items.includes(active as HTMLElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return (
    <div ref={root} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        data-menu-toggle=""
        popovertarget={PANEL_ID}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        aria-controls={PANEL_ID}
        aria-label={open ? messages.closeMenu : messages.openMenu}
        {...popoverLabels(messages.closeMenu, messages.openMenu)}
      >
        {/* CSS shows the icon for the popover's state, before and after hydration. */}
        <Icon icon={MENU} className="menu-icon-closed" />
        <Icon icon={CLOSE} className="menu-icon-open" />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        className="on-dark fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-white/10 bg-secondary-950 px-4 pb-6 pt-2 text-white shadow-2xl lg:hidden"
      >
        <MenuItems navigation={navigation} socialLinks={socialLinks} languages={languages} close={close} />
      </div>
    </div>
  );
}

/**
 * The panel's contents, apart: opening the menu changes only the toggle's name, so the open state re-renders the
 * toggle and not these links.
 */
const MenuItems = React.memo(function MenuItems({
  navigation,
  socialLinks,
  languages,
  close,
}: Pick<MobileMenuProps, "navigation" | "socialLinks" | "languages"> & { close: () => void }) {
  const messages = useMessages();
  return (
    <>
      <nav aria-label={messages.mobileNavigation}>
        <ul className="flex flex-col">
          {navigation.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                onClick={close}
                className="block rounded-lg px-3 py-3 text-lg font-medium text-white hover:bg-white/10 aria-[current=page]:text-primary-300"
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch
        {...languages}
        className="mt-2 block rounded-lg border-t border-white/10 px-3 pb-1 pt-4 text-lg font-medium text-white hover:bg-white/10"
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-4">
        <LinkButton to="/contact/" onClick={close} className="w-full sm:w-auto">
          {messages.letsTalk}
        </LinkButton>
        <SocialLinks links={socialLinks} linkClassName="text-white hover:bg-white/10" />
      </div>
    </>
  );
});
