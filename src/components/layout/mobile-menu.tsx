import * as React from "react";
import { Link } from "gatsby";
import { MESSAGES } from "../../lib/messages";
import { LinkButton } from "../ui/button";
import Icon from "../ui/icon";
import SocialLinks, { type SocialLinksData } from "../ui/social-links";

export interface NavItem {
  readonly name: string;
  readonly path: string;
}

interface MobileMenuProps {
  navigation: readonly NavItem[];
  socialLinks: SocialLinksData;
  /** Reset to closed whenever this changes (the current path). */
  pathname: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen navigation: a toggle named 'Open menu' / 'Close menu' and a panel.
 * While open, Tab cycles inside toggle and panel; Escape or choosing a link closes it
 * and returns focus to the toggle.
 */
export default function MobileMenu({ navigation, socialLinks, pathname }: MobileMenuProps) {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);

  const close = React.useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  React.useEffect(() => setOpen(false), [pathname]);

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
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        data-menu-toggle=""
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? MESSAGES.closeMenu : MESSAGES.openMenu}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-secondary-950 px-4 pb-6 pt-2 shadow-2xl"
      >
        <nav aria-label={MESSAGES.mobileNavigation}>
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
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-4">
          <LinkButton to="/contact" onClick={close} className="w-full sm:w-auto">
            {MESSAGES.letsTalk}
          </LinkButton>
          <SocialLinks links={socialLinks} linkClassName="text-white hover:bg-white/10" />
        </div>
      </div>
    </div>
  );
}
