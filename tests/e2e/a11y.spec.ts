import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { DESKTOP, expectNoAxeViolations, openSettled, PHONE, twoFrames } from "./support/a11y-helpers";

/**
 * Accessibility: axe-core finds nothing at a phone and a desktop width, in every state a visitor can reach. The open
 * menu, an open question, the carousel's next slide, the forms' messages and the loaded map are checked where
 * keyboard.spec.ts, company.spec.ts and contact.spec.ts reach them.
 */

// Every page at both widths is pages.spec.ts; here, the pages answered with a 404.
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
