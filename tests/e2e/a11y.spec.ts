import type { Locator, Page } from "@playwright/test";
import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { CONTENT } from "./support/shell-content";
import { DESKTOP, expectNoAxeViolations, openSettled, PHONE, twoFrames } from "./support/a11y-helpers";
import { openWithPausedClock, SEND_MS } from "./support/forms-helpers";

const { site } = CONTENT;

/** Sends a form on the paused clock; its thanks must pass axe, and still be there after the check. */
async function sendAndCheck(page: Page, send: Locator, status: Locator, thanks: string, label: string): Promise<void> {
  await send.click();
  await page.clock.runFor(SEND_MS);
  await expect(status).toHaveText(thanks);
  await expectNoAxeViolations(page, label, { pausedClock: true });
  await expect(status).toHaveText(thanks);
}

/**
 * Accessibility: axe-core finds nothing at a phone and a desktop width, in every state a visitor can reach. The open
 * menu, an open question, the carousel's next slide and the loaded map are checked where keyboard.spec.ts,
 * company.spec.ts and contact.spec.ts reach them.
 */

// Every page at both widths is pages.spec.ts; here, the pages answered with a 404 and the states a visitor reaches.
test.describe("pages answered with a 404, at a desktop and a phone width", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  for (const [path, heading] of [
    ["/no-such-page", undefined],
    ["/ar/no-such-page", undefined],
    ["/services/unknown", "Service Not Found"],
    ["/ar/services/unknown", MESSAGES_AR.serviceNotFound.heading],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openSettled(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page, `${path} at desktop width`);
      await page.setViewportSize(PHONE);
      await twoFrames(page);
      await expectNoAxeViolations(page, `${path} at phone width`);
    });
  }
});

test.describe("interactive states", () => {
  test("the newsletter's error and success messages (/insights/)", async ({ page }) => {
    await openWithPausedClock(page, "/insights/");
    const box = page.getByRole("region", { name: site.newsletter.heading });
    const email = box.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expectNoAxeViolations(page, "/insights/ with the newsletter error", { pausedClock: true });

    await email.fill("reader@example.com");
    await sendAndCheck(
      page,
      box.getByRole("button", { name: "Subscribe" }),
      box.getByRole("status"),
      "Thank you for subscribing!",
      "/insights/ with the newsletter success message",
    );
  });

  test("the contact form's success message (/contact/)", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
    const form = page.getByRole("region", { name: "Get in Touch" });
    await form.getByRole("textbox", { name: "Name" }).fill("Amina Rahman");
    await form.getByRole("textbox", { name: "Email" }).fill("amina@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill("A project");
    await form.getByRole("textbox", { name: "Message" }).fill("We would like to talk.");
    const thanks = "Thank you for your message! We will get back to you soon.";
    await sendAndCheck(page, form.getByRole("button", { name: "Send Message" }), form.getByRole("status"), thanks, "/contact/ with the success message");
  });
});
