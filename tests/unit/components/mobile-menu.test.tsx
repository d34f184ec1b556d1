import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MobileMenu from "../../../src/components/layout/mobile-menu";
import { siteConfig } from "./site-fixture";

// jsdom cannot navigate; keep link clicks on the page.
const stopNavigation = (e: MouseEvent) => {
  if ((e.target as Element).closest("a")) e.preventDefault();
};
beforeEach(() => document.addEventListener("click", stopNavigation));
afterEach(() => document.removeEventListener("click", stopNavigation));

function renderMenu(pathname = "/") {
  const user = userEvent.setup();
  // Focusable neighbours, so a missing focus trap would let Tab leave the menu.
  const utils = render(
    <>
      <button type="button">Before</button>
      <MobileMenu navigation={siteConfig.navigation} socialLinks={siteConfig.socialLinks} pathname={pathname} languages={{ pathname, langs: ["en", "ar"] }} />
      <button type="button">After</button>
    </>,
  );
  const toggle = () => screen.getByRole("button", { name: /menu$/ });
  return { user, toggle, ...utils };
}

describe("MobileMenu", () => {
  it("starts closed: the toggle is named 'Open menu', states its state only through popovertarget, and no link is shown", () => {
    const { toggle } = renderMenu();
    expect(toggle()).toHaveAccessibleName("Open menu");
    // ARIA in HTML forbids aria-expanded beside popovertarget: the browser exposes the state itself.
    expect(toggle()).toHaveAttribute("popovertarget", "mobile-menu");
    expect(toggle()).not.toHaveAttribute("aria-expanded");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "About" })).not.toBeInTheDocument();
  });

  it("opens on click: 'Close menu', the five links, Let's Talk and the four social links", async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Close menu");
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Insights", "/insights/"],
      ["Contact", "/contact/"],
    ]);
    expect(screen.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact/");
    for (const name of ["X (Twitter)", "LinkedIn", "Facebook", "Instagram"]) {
      expect(screen.getByRole("link", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) })).toBeInTheDocument();
    }
    expect(toggle()).toHaveAttribute("aria-controls", document.getElementById("mobile-menu")!.id);
  });

  it.each([
    ["a second click of the toggle", (user: ReturnType<typeof userEvent.setup>, toggle: () => HTMLElement) => user.click(toggle())],
    [
      "Escape",
      async (user: ReturnType<typeof userEvent.setup>) => {
        screen.getByRole("link", { name: "Services" }).focus();
        await user.keyboard("{Escape}");
      },
    ],
    ["Insights", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("link", { name: "Insights" }))],
    ["Let's Talk", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("link", { name: "Let's Talk" }))],
  ])("closes on %s and returns focus to the toggle", async (_, close) => {
    const { user, toggle } = renderMenu();
    await user.click(toggle());
    await close(user, toggle);
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it("traps focus while open: Tab moves through the panel, wraps from the last item to the toggle, and Shift+Tab goes back", async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    screen.getByRole("link", { name: /^Instagram/ }).focus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("link", { name: /^Instagram/ })).toHaveFocus();
  });
  it("does not trap focus while closed", async () => {
    const { user, toggle } = renderMenu();
    toggle().focus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
    toggle().focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("closes when the pathname prop changes", async () => {
    const { user, toggle, rerender } = renderMenu("/");
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Close menu");
    rerender(
      <>
        <button type="button">Before</button>
        <MobileMenu
          navigation={siteConfig.navigation}
          socialLinks={siteConfig.socialLinks}
          pathname="/about/"
          languages={{ pathname: "/about/", langs: ["en", "ar"] }}
        />
        <button type="button">After</button>
      </>,
    );
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});
