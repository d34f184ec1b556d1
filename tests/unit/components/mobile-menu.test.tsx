import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MobileMenu from "../../../src/components/layout/mobile-menu";
import { siteConfig } from "./site-fixture";

type User = ReturnType<typeof userEvent.setup>;

// jsdom cannot navigate; keep link clicks on the page.
const stopNavigation = (e: MouseEvent) => {
  if ((e.target as Element).closest("a")) e.preventDefault();
};
beforeEach(() => document.addEventListener("click", stopNavigation));
afterEach(() => document.removeEventListener("click", stopNavigation));

/** The menu between two focusable neighbours, so a missing focus trap would let Tab leave it. */
const page = (pathname: string) => (
  <>
    <button type="button">Before</button>
    <MobileMenu navigation={siteConfig.navigation} socialLinks={siteConfig.socialLinks} pathname={pathname} languages={{ pathname, langs: ["en", "ar"] }} />
    <button type="button">After</button>
  </>
);
const toggle = () => screen.getByRole("button", { name: /menu$/ });
const menu = () => screen.queryByRole("navigation", { name: "Mobile" });
const link = (name: string | RegExp) => screen.getByRole("link", { name });

async function openMenu() {
  const user = userEvent.setup();
  const { rerender } = render(page("/"));
  await user.click(toggle());
  return { user, rerender };
}

function expectClosed() {
  expect(toggle()).toHaveAccessibleName("Open menu");
  expect(menu()).not.toBeInTheDocument();
}

it("starts closed: the toggle is named 'Open menu', states its state only through popovertarget, and no link is shown", () => {
  render(page("/"));
  expectClosed();
  // ARIA in HTML forbids aria-expanded beside popovertarget: the browser exposes the state itself.
  expect(toggle()).toHaveAttribute("popovertarget", "mobile-menu");
  expect(toggle()).not.toHaveAttribute("aria-expanded");
});

it("opens on click: 'Close menu', the configured links, Let's Talk and the four social links", async () => {
  await openMenu();
  expect(toggle()).toHaveAccessibleName("Close menu");
  expect(
    within(menu()!)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]),
  ).toEqual(siteConfig.navigation.map((l) => [l.name, l.path.replace(/\/?$/, "/")]));
  expect(link("Let's Talk")).toHaveAttribute("href", "/contact/");
  for (const name of [/^X \(Twitter\)/, /^LinkedIn/, /^Facebook/, /^Instagram/]) expect(link(name)).toBeInTheDocument();
  expect(toggle()).toHaveAttribute("aria-controls", document.getElementById("mobile-menu")!.id);
});

it.each<[string, (user: User) => Promise<void>]>([
  ["a second click of the toggle", (user) => user.click(toggle())],
  [
    "Escape",
    (user) => {
      link("Services").focus();
      return user.keyboard("{Escape}");
    },
  ],
  ["Insights", (user) => user.click(link("Insights"))],
  ["Let's Talk", (user) => user.click(link("Let's Talk"))],
])("closes on %s and returns focus to the toggle", async (_, close) => {
  const { user } = await openMenu();
  await close(user);
  expectClosed();
  expect(toggle()).toHaveFocus();
});

it("traps focus while open: Tab moves through the panel, wraps from the last item to the toggle, and Shift+Tab goes back", async () => {
  const { user } = await openMenu();
  await user.tab();
  expect(link("Home")).toHaveFocus();
  link(/^Instagram/).focus();
  await user.tab();
  expect(toggle()).toHaveFocus();
  await user.tab({ shift: true });
  expect(link(/^Instagram/)).toHaveFocus();
});

it("does not trap focus while closed", async () => {
  const user = userEvent.setup();
  render(page("/"));
  toggle().focus();
  await user.tab({ shift: true });
  expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  toggle().focus();
  await user.tab();
  expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
});

it("closes when the pathname prop changes", async () => {
  const { rerender } = await openMenu();
  rerender(page("/about/"));
  expectClosed();
});
