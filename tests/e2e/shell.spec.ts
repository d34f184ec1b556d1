import { expect, hydrated, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { expectNoAxeViolationsAtBothWidths, openSettled } from "./support/a11y-helpers";
import { expectedHead, pageCopy, SITE, SITE_URL } from "./support/shell-content";
import { MESSAGES } from "../../src/lib/language/messages";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";

/**
 * Client-side navigation and the pages answered with a 404; the layout at both widths is no-js.spec.ts's, every
 * page's own head and axe at both widths pages.spec.ts's.
 */

// The header's, footer's, side bar's and mobile menu's links are tests/unit/components/layout.test.tsx; the mobile
// menu's opening, closing, focus trap and Escape are keyboard.spec.ts; the page-visible flag is page-visible.test.tsx.
test("a client-side navigation replaces the head, once", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });

  await nav.getByRole("link", { name: SITE.navigation.find((n) => n.path === "/services")!.name }).click();
  await expect(page).toHaveURL(/\/services\/$/);
  await expect(page).toHaveTitle(`${expectedHead("/services/").title} | ${SITE.siteTitle}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services/`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", expectedHead("/services/").description);
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

test("a route change scrolls the new page to the top", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);
  const link = page.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Careers" });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("careers").heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("unknown paths", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  for (const [path, heading] of [
    ["/ar/no-such-page", undefined],
    ["/services/unknown", MESSAGES.serviceNotFound.heading],
    ["/ar/services/unknown", MESSAGES_AR.serviceNotFound.heading],
  ] as const) {
    test(`${path} has no axe violations at a desktop and a phone width`, async ({ page }) => {
      await openSettled(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, path);
    });
  }

  test("answer 404 with a page that leads home, with no axe violations at a desktop and a phone width", async ({ page }) => {
    const notFound = pageCopy("not-found");
    const response = await openSettled(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    await expectNoAxeViolationsAtBothWidths(page, "/no-such-page");
    const home = page.getByRole("main").getByRole("link", { name: /home/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("home").heading);
  });
});
