import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, expectMenuExpanded, expectNoAxeViolations, openSettled, PHONE } from "./support/a11y-helpers";
import { expectQuestionOpen, faqQuestions } from "./support/accordion";
import { openWithPausedClock, SEND_MS } from "./support/forms-helpers";
import { CONTENT } from "./support/shell-content";
import { localePath } from "../../src/lib/language/i18n";

const { site } = CONTENT;

/**
 * Accessibility: every control reachable and operable by keyboard, with visible focus, trapped only in the open mobile
 * menu; the forms' messages pass axe where the keyboard reaches them.
 */

/**
 * The focused element, or null for none: its name and target, a label a reader of a failure can place, whether an
 * outline or a box-shadow ring shows its focus, where it stands, and a number it keeps to tell two stops apart.
 */
function focusOf(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
    const href = el.getAttribute("href");
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$/.test(s.outlineColor) && s.outlineColor !== "transparent";
    const w = window as Window & { __kbSeq?: number };
    el.dataset.kbStop ??= String((w.__kbSeq = (w.__kbSeq ?? 0) + 1));
    return {
      name,
      href,
      label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name.slice(0, 50)}"${href ? ` -> ${href}` : ""}`,
      style: `outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}`,
      visible: outline || (s.boxShadow !== "none" && s.boxShadow !== ""),
      stop: el.dataset.kbStop,
      inMain: !!el.closest("main"),
      inFooter: !!el.closest("footer"),
      inMenu: el.hasAttribute("data-menu-toggle") || !!el.closest("#mobile-menu"),
    };
  });
}

async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const focus = await focusOf(page);
  expect(focus, `something has focus (${where})`).not.toBeNull();
  expect(focus!.visible, `a visible focus indicator on ${focus!.label} (${where}): ${focus!.style}`).toBe(true);
}

/**
 * Puts keyboard focus on a control the way a keyboard user arrives there (Tab from the
 * control before it), so :focus-visible applies as it does for them.
 */
async function focusWithKeyboard(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

/** A form's thanks after the simulated send, on the paused clock: it passes axe, and is still there after the check. */
async function expectThanks(page: Page, status: Locator, thanks: string): Promise<void> {
  await page.clock.runFor(SEND_MS);
  await expect(status).toHaveText(thanks);
  await expectNoAxeViolations(page, `${page.url()} with "${thanks}"`, { pausedClock: true });
  await expect(status).toHaveText(thanks);
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
  throw new Error(`Tab did not reach the control within ${max} presses; focus is on ${(await focusOf(page))?.label}`);
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
    const seen: { name?: string; href?: string | null }[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press("Tab");
      const focus = await focusOf(page);
      seen.push({ name: focus?.name, href: focus?.href });
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
    const focus = await focusOf(page);
    expect(focus?.inMain, `after skipping, Tab lands in main (focus on ${focus?.label})`).toBe(true);
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

  test("the contact form can be filled and sent with the keyboard alone; its thanks passes axe", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
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
    await expectThanks(page, form.getByRole("status"), "Thank you for your message! We will get back to you soon.");
  });

  test("the newsletter can be corrected and sent with the keyboard alone, its error and its thanks passing axe (/insights/)", async ({ page }) => {
    await openWithPausedClock(page, "/insights/");
    const box = page.getByRole("region", { name: site.newsletter.heading });
    const email = box.getByRole("textbox", { name: "Email address" });
    await focusWithKeyboard(page, email);
    await expectVisibleFocus(page, "the newsletter's field");
    await page.keyboard.type("reader");
    await page.keyboard.press("Enter");
    await expect(box.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expectNoAxeViolations(page, "/insights/ with the newsletter error", { pausedClock: true });
    await expect(email).toBeFocused();
    await page.keyboard.type("@example.com");
    await expect(email).toHaveValue("reader@example.com");
    await page.keyboard.press("Tab");
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeFocused();
    await expectVisibleFocus(page, "Subscribe");
    await page.keyboard.press("Space");
    await expectThanks(page, box.getByRole("status"), "Thank you for subscribing!");
  });

  test("Tab never gets stuck: 80 presses on /faq/ keep moving, each with visible focus, and reach the footer", async ({ page }) => {
    await openSettled(page, "/faq/");
    const stops: string[] = [];
    let previous: string | undefined;
    let reachedFooter = false;
    for (let i = 1; i <= 80; i++) {
      await page.keyboard.press("Tab");
      const focus = await focusOf(page);
      if (!focus) {
        // Focus leaves the document only after its last control.
        expect(reachedFooter, `focus left the page before the footer (after ${stops.slice(-3).join(" | ")})`).toBe(true);
        break;
      }
      stops.push(focus.label);
      expect(focus.stop, `Tab press ${i} moved focus (stuck on ${focus.label}; path so far: ${stops.slice(-5).join(" | ")})`).not.toBe(previous);
      previous = focus.stop;
      expect(focus.visible, `a visible focus indicator on ${focus.label} (Tab press ${i} on /faq/): ${focus.style}`).toBe(true);
      reachedFooter ||= focus.inFooter;
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
      const focus = await focusOf(page);
      forward.push(focus?.label ?? "(body)");
      expect(focus?.inMenu, `Tab press ${i + 1} stays in the open menu (focus on ${focus?.label})`).toBe(true);
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
    const afterClose = await focusOf(page);
    expect(afterClose?.inMenu ?? false, `after closing, Tab leaves the menu (focus on ${afterClose?.label})`).toBe(false);

    // The toggle closes it too.
    await reopened.press("Enter");
    await close.press("Enter");
    await expect(menu).toBeHidden();

    // A page chosen in the menu opens in place, and the menu is closed on it; chosen again, it closes the menu too.
    const away = site.navigation.find((n) => localePath(n.path, "en") !== "/")!;
    for (let choice = 0; choice < 2; choice++) {
      await reopened.press("Enter");
      await menu.getByRole("link", { name: away.name, exact: true }).press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === localePath(away.path, "en"));
      await expect(menu).toBeHidden();
      await expectMenuExpanded(page, false);
    }
    // Back, with the menu open: the route change closes it too.
    await reopened.press("Enter");
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(menu).toBeHidden();
    await expectMenuExpanded(page, false);
  });
});
