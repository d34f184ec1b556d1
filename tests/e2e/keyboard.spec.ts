import { CONTENT } from "./support/shell-content";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  describeFocus,
  DESKTOP,
  expectMenuExpanded,
  expectNoAxeViolations,
  focusedStyle,
  focusWithKeyboard,
  hasVisibleIndicator,
  PHONE,
  openSettled,
} from "./support/a11y-helpers";
import { expectQuestionOpen, faqQuestions } from "./support/accordion";
import { localePath } from "../../src/lib/language/i18n";

const { site } = CONTENT;

/** Accessibility: every control reachable and operable by keyboard, with visible focus, trapped only in the open mobile menu. */

/** The focused element in the words a screen reader would use: name and link target. */
function focused(page: Page): Promise<{ name: string; href: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: "(body)", href: null };
    return { name: (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim(), href: el.getAttribute("href") };
  });
}

async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const style = await focusedStyle(page);
  expect(style, `something has focus (${where})`).not.toBeNull();
  expect(hasVisibleIndicator(style!), `a visible focus indicator on ${await describeFocus(page)} (${where}): ${JSON.stringify(style)}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. Controls far
 * down a page are reached from the control before them (focusWithKeyboard): that the whole page tabs
 * through is the 80-press walk's.
 */
async function tabTo(page: Page, target: Locator, max = 120): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return presses;
  }
  throw new Error(`Tab did not reach the control within ${max} presses; focus is on ${await describeFocus(page)}`);
}

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("from the top of /, Tab visits the skip link, the logo, the nav links in order, the social links, the language switch and 'Let's Talk'", async ({
    page,
  }) => {
    await openSettled(page, "/");
    const social = ["X (Twitter)", "LinkedIn", "Facebook", "Instagram"];
    const socialHrefs = [site.socialLinks.twitter, site.socialLinks.linkedin, site.socialLinks.facebook, site.socialLinks.instagram];
    const expected = [
      { name: "Skip to content", href: "#main" },
      { name: `${site.siteTitle}, Home`, href: "/" },
      ...site.navigation.map((n) => ({ name: n.name, href: localePath(n.path, "en") })),
      ...social.map((name, i) => ({ name: `${name} (opens in a new tab)`, href: socialHrefs[i]! })),
      { name: "العربية", href: "/ar/" },
      { name: "Let's Talk", href: "/contact/" },
    ];
    const seen: { name: string; href: string | null }[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused(page));
      await expectVisibleFocus(page, `Tab stop ${i + 1} on /`);
    }
    expect(seen).toEqual(expected);
  });

  test("the skip link appears when focused and moves focus to the main content", async ({ page }) => {
    await openSettled(page, "/about/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box, "the focused skip link is on screen").not.toBeNull();
    expect(box!.width).toBeGreaterThan(40);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    expect(inMain, `after skipping, Tab lands in main (focus on ${await describeFocus(page)})`).toBe(true);
  });

  test("an accordion question opens with Enter and toggles with Space (/faq/)", async ({ page }) => {
    await openSettled(page, "/faq/");
    const question = faqQuestions(page.getByRole("main")).first();
    const panel = question.locator("xpath=..").getByRole("region", { includeHidden: true });
    await expectQuestionOpen(question, false);
    await focusWithKeyboard(page, question);
    for (const [key, open] of [
      ["Enter", true],
      ["Space", false],
      ["Space", true],
    ] as const) {
      await page.keyboard.press(key);
      await expectQuestionOpen(question, open);
      await expect(panel).toBeVisible({ visible: open });
      if (key === "Enter") await expectNoAxeViolations(page, "/faq/ with a question open");
    }
    await expect(question).toBeFocused();
  });

  test("the carousel's controls show their focus, and Next works with Enter (/)", async ({ page }) => {
    await openSettled(page, "/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await focusWithKeyboard(page, carousel.getByRole("button", { name: "Go to testimonial 2" }));
    await expectVisibleFocus(page, "a carousel dot");
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await focusWithKeyboard(page, next);
    await expectVisibleFocus(page, "the carousel's Next");
    // Focus inside the carousel pauses its rotation, so the slide changes only on Enter.
    const slide = carousel.getByRole("group");
    const current = async () => Number(/^Testimonial (\d+) of (\d+)$/.exec((await slide.getAttribute("aria-label")) ?? "")?.[1]);
    const count = Number(/of (\d+)$/.exec((await slide.getAttribute("aria-label")) ?? "")?.[1]);
    for (let press = 0; press < count; press++) {
      const before = await current();
      await page.keyboard.press("Enter");
      await expect(slide).toHaveAccessibleName(`Testimonial ${(before % count) + 1} of ${count}`);
      if (press === 0) await expectNoAxeViolations(page, "/ with the carousel on its next slide");
    }
    await expect(next).toBeFocused();
  });

  test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
    await openSettled(page, "/contact/");
    const form = page.getByRole("region", { name: "Get in Touch" });
    await focusWithKeyboard(page, form.getByRole("textbox", { name: "Name" }));
    await expectVisibleFocus(page, "the contact form's first field");
    const fields = [
      ["Name", "Amina Rahman"],
      ["Email", "amina@example.com"],
      ["Subject", "A project"],
      ["Message", "We would like to talk."],
    ];
    for (const [label, text] of fields) {
      await expect(form.getByRole("textbox", { name: label })).toBeFocused();
      await page.keyboard.type(text!);
      // After the message, the honeypot is skipped: the next stop is the submit button.
      await page.keyboard.press("Tab");
    }
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toBeFocused();
    await expectVisibleFocus(page, "contact submit");
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status")).toHaveText("Thank you for your message! We will get back to you soon.");
  });

  test("the newsletter can be corrected and sent with the keyboard alone (/insights/)", async ({ page }) => {
    await openSettled(page, "/insights/");
    const box = page.getByRole("region", { name: site.newsletter.heading });
    const email = box.getByRole("textbox", { name: "Email address" });
    await focusWithKeyboard(page, email);
    await expectVisibleFocus(page, "the newsletter's field");
    await page.keyboard.type("reader");
    await page.keyboard.press("Enter");
    await expect(box.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expect(email).toBeFocused();
    await page.keyboard.type("@example.com");
    await expect(email).toHaveValue("reader@example.com");
    await page.keyboard.press("Tab");
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeFocused();
    await expectVisibleFocus(page, "Subscribe");
    await page.keyboard.press("Space");
    await expect(box.getByRole("status")).toHaveText("Thank you for subscribing!");
  });

  test("Tab never gets stuck: 80 presses on /faq/ keep moving, each with visible focus, and reach the footer", async ({ page }) => {
    await openSettled(page, "/faq/");
    const stops: string[] = [];
    let previous = "";
    let reachedFooter = false;
    for (let i = 1; i <= 80; i++) {
      await page.keyboard.press("Tab");
      // One round trip a press: where focus is, its name and its style.
      const [here, label, style] = await Promise.all([
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return { key: "(body)", inFooter: false };
          const w = window as Window & { __kbSeq?: number };
          if (!el.dataset.kbStop) el.dataset.kbStop = String((w.__kbSeq = (w.__kbSeq ?? 0) + 1));
          return { key: el.dataset.kbStop, inFooter: !!el.closest("footer") };
        }),
        describeFocus(page),
        focusedStyle(page),
      ]);
      stops.push(label);
      expect(here.key, `Tab press ${i} moved focus (stuck on ${label}; path so far: ${stops.slice(-5).join(" | ")})`).not.toBe(previous);
      previous = here.key;
      if (here.key === "(body)") {
        // Focus leaves the document only after its last control.
        expect(reachedFooter, `focus left the page before the footer (after ${stops.slice(-3).join(" | ")})`).toBe(true);
        break;
      }
      expect(style && hasVisibleIndicator(style), `a visible focus indicator on ${label} (Tab press ${i} on /faq/): ${JSON.stringify(style)}`).toBe(true);
      reachedFooter ||= here.inFooter;
    }
    expect(reachedFooter, `the footer is reached within 80 presses; path: ${stops.join(" | ")}`).toBe(true);
  });
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("inside the open mobile menu Tab cycles through the toggle and the menu; Escape closes it and focus returns to the toggle; a page chosen in it, or Back, closes it", async ({
    page,
  }) => {
    await openSettled(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggle, 10);
    await expectVisibleFocus(page, "menu toggle");
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Close menu" });
    await expectMenuExpanded(page, true);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page, "/ with the mobile menu open");
    const menuStops = await menu.locator("a[href], button:not([disabled])").count();
    expect(menuStops).toBeGreaterThanOrEqual(site.navigation.length + 1);

    // Forward: every stop is the toggle or inside the menu, and the toggle comes round again.
    const forward: string[] = [];
    for (let i = 0; i < (menuStops + 1) * 2; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const el = document.activeElement;
        return !!el && (el.hasAttribute("data-menu-toggle") || !!el.closest("#mobile-menu"));
      });
      const label = await describeFocus(page);
      forward.push(label);
      expect(inside, `Tab press ${i + 1} stays in the open menu (focus on ${label})`).toBe(true);
      await expectVisibleFocus(page, `open menu, Tab press ${i + 1}`);
    }
    expect(forward.filter((f) => /Close menu/.test(f)).length, `the toggle comes round again: ${forward.join(" | ")}`).toBe(2);
    const firstLink = menu.getByRole("link", { name: site.navigation[0]!.name, exact: true });
    expect(forward[0]).toContain(site.navigation[0]!.name);

    // Backward from the toggle: the menu's last control.
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    const last = menu.locator("a[href], button:not([disabled])").last();
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const reopened = page.getByRole("button", { name: "Open menu" });
    await expect(reopened).toBeFocused();
    await expectMenuExpanded(page, false);

    // Closed, the menu no longer holds focus: Tab moves on into the page.
    await page.keyboard.press("Tab");
    const afterClose = await page.evaluate(() => !document.activeElement?.closest("#mobile-menu") && !document.activeElement?.hasAttribute("data-menu-toggle"));
    expect(afterClose, `after closing, Tab leaves the menu (focus on ${await describeFocus(page)})`).toBe(true);

    // A page chosen in the menu opens in place, and the menu is closed on it.
    const away = site.navigation.find((n) => localePath(n.path, "en") !== "/")!;
    await reopened.press("Enter");
    await menu.getByRole("link", { name: away.name, exact: true }).press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === localePath(away.path, "en"));
    await expect(menu).toBeHidden();
    await expectMenuExpanded(page, false);
    // Back, with the menu open: the route change closes it too.
    await reopened.press("Enter");
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(menu).toBeHidden();
    await expectMenuExpanded(page, false);
  });
});
